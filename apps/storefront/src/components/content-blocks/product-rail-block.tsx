import type { CategoryNode } from "@xunlan/api-client";
import type { ProductRailBlock as ProductRailData } from "@xunlan/cms-content";
import { Anchor, ArrowIcon, Container } from "@xunlan/ui";
import { SectionHeading } from "./section-heading";

type Category = Pick<CategoryNode, "id" | "title" | "path"> & { childs?: readonly Category[] };

function findByPath(nodes: readonly Category[], path: string): { node: Category; parent: Category | null } | null {
  for (const node of nodes) {
    if (node.path === path) return { node, parent: null };
    const found = findByPath(node.childs ?? [], path);
    if (found) return { node: found.node, parent: found.parent ?? node };
  }
  return null;
}

/**
 * Which categories stand in for the rail's products until the catalogue exists: the rail link's
 * category's children, or its siblings when it is a leaf; otherwise the top level.
 */
function railCategories(block: ProductRailData, tree: readonly Category[]): readonly Category[] {
  const href = block.link?.href ?? "";
  const match = /^\/explore\/(.+?)\/?$/.exec(href);
  const found = match?.[1] ? findByPath(tree, match[1]) : null;
  if (found?.node.childs?.length) return found.node.childs;
  if (found?.parent?.childs?.length) return found.parent.childs;
  return tree;
}

/**
 * Product carousel. The catalogue arrives in a later issue, so for now the rail shows the
 * matching categories from the gateway as entry cards (every card is a working link).
 */
export function ProductRailBlock({ block, categories }: { block: ProductRailData; categories: readonly Category[] }) {
  const items = railCategories(block, categories).slice(0, 8);
  const titleId = `${block.id}-title`;
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="py-12 md:py-20">
      <Container>
        <SectionHeading id={titleId} title={block.title} subtitle={block.subtitle} link={block.link} />
        <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:mx-0 md:gap-4 md:px-0">
          {items.map((category) => (
            <li key={category.id} className="w-[62%] shrink-0 snap-start sm:w-[40%] md:w-[calc((100%-3rem)/4)]">
              <Anchor href={`/explore/${category.path}`} className="group block">
                <span className="relative block aspect-[4/5] overflow-hidden bg-canvas">
                  <span
                    aria-hidden
                    className="absolute inset-0 bg-[radial-gradient(90%_70%_at_50%_35%,#ffffff_0%,#f2f2f2_55%,#e5e5e5_100%)] transition-transform duration-500 ease-(--ease-snap) group-hover:scale-[1.03]"
                  />
                  <span aria-hidden className="absolute inset-x-6 bottom-[22%] h-3 rounded-[50%] bg-ink/10 blur-md" />
                  {/* The category's route slug as a studio watermark, crossed by the brand's speed line. */}
                  <span
                    aria-hidden
                    className="absolute inset-x-0 top-[38%] -translate-y-1/2 -rotate-6 select-none text-center font-display text-[2.6rem] font-black uppercase italic leading-none tracking-tighter text-ink/[0.07] lg:text-5xl"
                  >
                    {category.path.split("/").at(-1)}
                  </span>
                  <span aria-hidden className="absolute right-10 -top-2 h-[58%] w-2.5 -skew-x-[18deg] bg-accent transition-transform duration-500 group-hover:translate-x-1" />
                  <span aria-hidden className="absolute right-6 -top-2 h-[46%] w-1 -skew-x-[18deg] bg-ink/80" />
                  <span className="absolute left-4 top-4 bg-ink px-2 py-1 text-2xs font-bold tracking-label text-paper">
                    即将上新
                  </span>
                  <span className="absolute inset-x-4 bottom-4 flex items-end justify-between gap-2">
                    <span className="font-display text-2xl font-black text-ink md:text-[1.75rem]">{category.title}</span>
                    <span className="grid size-9 shrink-0 place-items-center bg-ink text-paper transition-colors group-hover:bg-accent">
                      <ArrowIcon size={18} />
                    </span>
                  </span>
                </span>
              </Anchor>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
