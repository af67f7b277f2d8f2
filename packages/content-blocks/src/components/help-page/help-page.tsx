import { useSuspenseQuery } from "@tanstack/react-query";
import { contentHead, documentQueryOptions, type ContentClient } from "@xunlan/cms-content";
import { Anchor, cn } from "@xunlan/ui";
import { isHelpKey, type HelpKey } from "@xunlan/validation";
import { loadContentDocument, type ContentHeadData, type ContentLoaderContext } from "../../lib/content-loader";
import { ContentPage } from "../content-page/content-page";

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
