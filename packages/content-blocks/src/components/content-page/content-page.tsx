import type { Block } from "@xunlan/cms-content";
import { Container } from "@xunlan/ui";
import type { ReactNode } from "react";
import { ContentBlocks } from "../content-blocks/content-blocks";


/**
 * A text page (help, static): a heading band with the title, optional navigation under it,
 * then the document's blocks with the home page's renderers.
 */
export function ContentPage({ title, eyebrow, nav, blocks }: { title: string; eyebrow?: string; nav?: ReactNode; blocks: readonly Block[] }) {
  return (
    <div className="pb-12">
      <div className="border-b border-grey-200 bg-canvas">
        <Container className="py-10 lg:py-16">
          {eyebrow ? <p className="mb-3 text-xs font-bold tracking-label text-accent uppercase">{eyebrow}</p> : null}
          <h1 className="font-display text-4xl font-black tracking-tight lg:text-6xl">{title}</h1>
          {nav ? <div className="mt-6 lg:mt-8">{nav}</div> : null}
        </Container>
      </div>
      <ContentBlocks blocks={blocks} heroHeadingLevel={2} />
    </div>
  );
}
