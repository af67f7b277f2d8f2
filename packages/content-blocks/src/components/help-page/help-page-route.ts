// The route's half of the page (search validation, loader, head): what a route definition
// imports eagerly, apart from the component so that the component stays in its lazy chunk.
import { contentHead } from "@xunlan/cms-content";
import { type HelpKey, isHelpKey } from "@xunlan/validation";
import { type ContentHeadData, type ContentLoaderContext, loadContentDocument } from "../../lib/content-loader";

/** A tab of the help centre: the key of its legal document, its label and its link. */
export interface HelpLink {
  key: HelpKey;
  label: string;
  href: string;
}

/** The /help page's URL state: the tab (absent for 常见问题). */
export interface HelpPageSearch {
  key?: HelpKey;
}

/** The /help route's validateSearch: a known key, else nothing (utm_*, WeChat's parameters, `key=__proto__` are left out). */
export function validateHelpSearch(search: Record<string, unknown>): HelpPageSearch {
  return isHelpKey(search.key) ? { key: search.key } : {};
}

/**
 * The tab a search stands for: its key when it is one of spec §2's, else faq. Checked again
 * where the route reads the search (loader deps, the component): search parameters the root
 * passes through unvalidated may still carry key=__proto__.
 */
export function helpKeyOf(search: { key?: unknown }): HelpKey {
  return isHelpKey(search.key) ? search.key : "faq";
}

/**
 * Loader half of /help: the tab's legal/{key} document into the cache. Its title and seo for the
 * head, or null when the document is missing (the route's not-found); other failures are thrown.
 */
export async function loadHelpPage({ queryClient, content }: ContentLoaderContext, key: HelpKey): Promise<ContentHeadData | null> {
  const page = await loadContentDocument(queryClient, content, "legal", key);
  return page ? { title: page.title, seo: page.seo } : null;
}

/** The /help page's head: the document's seo title, else “{title} | 迅岚 XUNLAN 官方商城”. */
export function helpPageHead(data: ContentHeadData | null | undefined) {
  return contentHead(data ?? undefined);
}
