import { useSuspenseQuery } from "@tanstack/react-query";
import { type ContentClient, documentQueryOptions } from "@xunlan/cms-content";
import { Anchor, cn } from "@xunlan/ui";
import type { HelpKey } from "@xunlan/validation";
import { ContentPage } from "../content-page/content-page";
import type { HelpLink } from "./help-page-route";

/** Props of {@link HelpPage}. */
export interface HelpPageProps {
  content: ContentClient;
  /** The open tab ({@link helpKeyOf} of the URL's search). */
  helpKey: HelpKey;
  /** The tabs, in order (the storefront passes header-footer's HELP_LINKS, the footer's too). */
  links: readonly HelpLink[];
}

/**
 * spec §2 /help?key=faq|size-guide|privacy|policy (default faq): 帮助中心 with the legal
 * documents as tabs (links, the open one marked aria-current) over the open document's blocks.
 * Reads the document the loader cached ({@link loadHelpPage}); links through ui's LinkProvider.
 */
export function HelpPage({ content, helpKey, links }: HelpPageProps) {
  const { data: page } = useSuspenseQuery(documentQueryOptions(content, "legal", helpKey));
  return (
    <ContentPage
      title="帮助中心"
      eyebrow="迅岚 XUNLAN"
      blocks={page.blocks}
      nav={
        <nav aria-label="帮助中心">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] lg:mx-0 lg:px-0">
            {links.map((link) => {
              const current = link.key === helpKey;
              return (
                <li key={link.key} className="shrink-0">
                  <Anchor
                    href={link.href}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "inline-flex h-10 items-center border px-5 text-sm whitespace-nowrap transition-colors",
                      current ? "border-ink bg-ink font-bold text-paper" : "border-grey-300 bg-paper hover:border-ink",
                    )}
                  >
                    {link.label}
                  </Anchor>
                </li>
              );
            })}
          </ul>
        </nav>
      }
    />
  );
}
