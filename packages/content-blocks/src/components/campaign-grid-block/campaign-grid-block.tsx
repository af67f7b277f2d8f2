import type { CampaignGridBlock as CampaignGridData } from "@xunlan/cms-content";
import { Anchor, ArrowIcon, Container, cn } from "@xunlan/ui";
import { ContentImage } from "../content-image/content-image";
import { SectionHeading } from "../section-heading/section-heading";

const columns = { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" } as const;

/** Linked campaign cards under an optional heading. */
export function CampaignGridBlock({ block }: { block: CampaignGridData }) {
  const titleId = `${block.id}-title`;
  const tall = block.columns >= 3;
  return (
    <section aria-labelledby={block.title ? titleId : undefined} aria-label={block.title ? undefined : "活动"} className="py-12 md:py-20">
      <Container>
        {block.title ? <SectionHeading id={titleId} title={block.title} subtitle={block.subtitle} /> : null}
        <ul className={cn("grid gap-4", columns[block.columns])}>
          {block.items.map((item, index) => (
            <li key={item.href + item.title}>
              <Anchor href={item.href} className="group relative block overflow-hidden">
                <ContentImage
                  image={item.image}
                  seed={`${block.id}-${index + 1}`}
                  sizes={
                    block.columns === 4
                      ? "(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw"
                      : block.columns === 3
                        ? "(min-width: 768px) 33vw, 100vw"
                        : "(min-width: 768px) 50vw, 100vw"
                  }
                  className={tall ? "aspect-[4/3] md:aspect-[4/5]" : "aspect-[4/3] md:aspect-[5/4]"}
                  imgClassName="transition-transform duration-500 ease-(--ease-snap) group-hover:scale-[1.03]"
                />
                <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/10 to-transparent" />
                <span className="absolute inset-x-5 bottom-5 text-paper md:inset-x-7 md:bottom-7">
                  <span className="block font-display text-2xl font-black leading-tight md:text-3xl">{item.title}</span>
                  {item.subtitle ? <span className="mt-2 block max-w-sm text-sm text-paper/85">{item.subtitle}</span> : null}
                  <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-bold">
                    去看看
                    <ArrowIcon size={16} className="transition-transform group-hover:translate-x-0.5" />
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
