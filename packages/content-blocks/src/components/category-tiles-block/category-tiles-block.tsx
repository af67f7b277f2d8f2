import type { CategoryTilesBlock as CategoryTilesData } from "@xunlan/cms-content";
import { Anchor, ArrowIcon, Container, cn } from "@xunlan/ui";
import { ContentImage } from "../content-image/content-image";
import { SectionHeading } from "../section-heading/section-heading";

/** Category entry tiles: a swipeable row on phones, a grid from tablet up. */
export function CategoryTilesBlock({ block }: { block: CategoryTilesData }) {
  const titleId = `${block.id}-title`;
  const count = block.tiles.length;
  // Whole rows on desktop: six in one row, four in one row, otherwise rows of three.
  const columns = count % 6 === 0 ? "md:grid-cols-3 xl:grid-cols-6" : count % 4 === 0 ? "md:grid-cols-4" : "md:grid-cols-3";
  return (
    <section aria-labelledby={block.title ? titleId : undefined} aria-label={block.title ? undefined : "品类"} className="py-12 md:py-20">
      <Container>
        {block.title ? <SectionHeading id={titleId} title={block.title} /> : null}
        <ul
          className={cn(
            columns,
            "-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:mx-0 md:grid md:gap-4 md:overflow-visible md:px-0",
          )}
        >
          {block.tiles.map((tile, index) => (
            <li key={tile.href + tile.title} className="w-[68%] shrink-0 snap-start sm:w-[42%] md:w-auto">
              <Anchor href={tile.href} className="group relative block aspect-[3/4] overflow-hidden bg-grey-100">
                <ContentImage
                  image={tile.image}
                  seed={`tile-${index}`}
                  artLabel={Array.from(tile.title)[0]}
                  sizes={
                    count % 6 === 0
                      ? "(min-width: 1280px) 17vw, (min-width: 768px) 33vw, 68vw"
                      : count % 4 === 0
                        ? "(min-width: 768px) 25vw, 68vw"
                        : "(min-width: 768px) 33vw, 68vw"
                  }
                  className="absolute inset-0"
                  imgClassName="transition-transform duration-500 ease-(--ease-snap) group-hover:scale-[1.04]"
                />
                <span aria-hidden className="absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-black/60 to-transparent" />
                <span className="absolute inset-x-4 bottom-4 flex items-center justify-between text-paper md:inset-x-5 md:bottom-5">
                  <span className="font-display text-2xl font-black md:text-3xl">{tile.title}</span>
                  <span className="grid size-9 place-items-center bg-paper text-ink transition-colors group-hover:bg-accent group-hover:text-paper">
                    <ArrowIcon size={18} />
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
