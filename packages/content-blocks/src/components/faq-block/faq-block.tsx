import type { FaqBlock as FaqData } from "@xunlan/cms-content";
import { ChevronIcon, Container } from "@xunlan/ui";

/** Question-and-answer groups as native disclosure widgets (keyboard and screen-reader friendly). */
export function FaqBlock({ block }: { block: FaqData }) {
  return (
    <section aria-label={block.title ?? "常见问题"} className="py-12 md:py-16">
      <Container size="md" className="max-w-3xl">
        {block.title ? <h2 className="mb-8 font-display text-3xl font-black">{block.title}</h2> : null}
        <div className="space-y-10">
          {block.groups.map((group) => (
            <div key={group.title}>
              <h3 className="mb-3 text-sm font-bold uppercase tracking-label text-grey-500">{group.title}</h3>
              <div className="divide-y divide-grey-200 border-y border-grey-200">
                {group.items.map((item) => (
                  <details key={item.question} className="group py-4">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-bold [&::-webkit-details-marker]:hidden">
                      {item.question}
                      <ChevronIcon size={20} className="shrink-0 transition-transform group-open:rotate-180" />
                    </summary>
                    <p className="mt-3 leading-relaxed text-grey-700">{item.answer}</p>
                  </details>
                ))}
              </div>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
