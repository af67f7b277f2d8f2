import type { EditorialSplitBlock as EditorialSplitData } from "@xunlan/cms-content";
import { cn } from "@xunlan/ui";
import { ContentImage } from "../content-image/content-image";
import { Cta } from "../cta/cta";

/** Image beside text, edge to edge; stacks on phones (image first). */
export function EditorialSplitBlock({ block }: { block: EditorialSplitData }) {
  const imageRight = block.imagePosition === "right";
  return (
    <section aria-labelledby={`${block.id}-title`} className="grid bg-canvas md:grid-cols-2">
      <ContentImage
        image={block.image}
        tone="stone"
        artLabel="XUNLAN"
        sizes="(min-width: 768px) 50vw, 100vw"
        className={cn("aspect-[4/3] md:aspect-auto md:min-h-[560px]", imageRight && "md:order-2")}
      />
      <div className={cn("flex flex-col justify-center px-4 py-12 md:px-12 md:py-20 lg:px-20 xl:px-28", imageRight && "md:order-1")}>
        {block.eyebrow ? <p className="mb-3 text-xs font-bold uppercase tracking-label text-accent">{block.eyebrow}</p> : null}
        <h2
          id={`${block.id}-title`}
          className="max-w-xl font-display text-3xl font-black leading-tight tracking-tight text-balance md:text-5xl"
        >
          {block.title}
        </h2>
        <p className="mt-5 max-w-lg text-base leading-relaxed text-pretty text-grey-700">{block.body}</p>
        {block.cta ? (
          <div className="mt-8">
            <Cta link={block.cta} tone="solid-dark" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
