// Story and test data: the committed demo documents of @xunlan/cms-content, parsed with its
// schemas (the contract), never hand-copied blocks.
import { parseContentDocument, type Block } from "@xunlan/cms-content";
import collectionsJson from "@xunlan/cms-content/documents/json/publish/collections.json";
import menJson from "@xunlan/cms-content/documents/json/publish/category/men.json";
import indexJson from "@xunlan/cms-content/documents/json/publish/index.json";
import springRunJson from "@xunlan/cms-content/documents/json/publish/landing/spring-run.json";
import faqJson from "@xunlan/cms-content/documents/json/publish/legal/faq.json";

/** The home page document (hero, tiles, rails, campaign grids, editorial splits). */
export const homePage = parseContentDocument("index", indexJson);
/** A category banner document (image hero, tiles). */
export const menCategory = parseContentDocument("category", menJson);
/** A landing page (hero, rail, rich text rules). */
export const springRunLanding = parseContentDocument("landing", springRunJson);
/** The collections document (/explore/collection). */
export const collections = parseContentDocument("collections", collectionsJson);
/** The FAQ document. */
export const faqPage = parseContentDocument("legal", faqJson);

const allBlocks: readonly Block[] = [...homePage.blocks, ...menCategory.blocks, ...springRunLanding.blocks, ...faqPage.blocks];

/** The first block of a type in the demo documents (optionally matching a test). */
export function blockOf<T extends Block["type"]>(type: T, match: (block: Extract<Block, { type: T }>) => boolean = () => true): Extract<Block, { type: T }> {
  const found = allBlocks.find((block): block is Extract<Block, { type: T }> => block.type === type && match(block as Extract<Block, { type: T }>));
  if (!found) throw new Error(`no ${type} block in the demo documents`);
  return found;
}
