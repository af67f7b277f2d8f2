import type { Block } from "@xunlan/cms-content";
import { PageHeading } from "@xunlan/ui";
import type { ReactNode } from "react";
import { ContentBlocks } from "../content-blocks/content-blocks";

/**
 * A text page (help, static): a heading band with the title, optional navigation under it,
 * then the document's blocks with the home page's renderers.
 */
export function ContentPage({
  title,
  eyebrow,
  nav,
  blocks,
}: {
  title: string;
  eyebrow?: string;
  nav?: ReactNode;
  blocks: readonly Block[];
}) {
  return (
    <div className="pb-12">
      <PageHeading title={title} eyebrow={eyebrow}>
        {nav}
      </PageHeading>
      <ContentBlocks blocks={blocks} heroHeadingLevel={2} />
    </div>
  );
}
