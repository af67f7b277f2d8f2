import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { HELP_LINKS } from "@xunlan/header-footer";
import { Anchor, cn } from "@xunlan/ui";
import { isHelpKey, type HelpKey } from "@xunlan/validation";
import { contentHead, documentQueryOptions } from "@xunlan/cms-content";
import { ContentPage } from "@xunlan/content-blocks";
import { ensureContentPage } from "../lib/content-route";

/** spec §2 /help?key=faq|size-guide|privacy|policy (default faq): the legal/{key} documents as tabs. */
export const Route = createFileRoute("/help")({
  validateSearch: (search: Record<string, unknown>): { key?: HelpKey } => (isHelpKey(search.key) ? { key: search.key } : {}),
  // Checked again: search params the root passes through unvalidated may still carry key=__proto__.
  loaderDeps: ({ search }) => ({ key: isHelpKey(search.key) ? search.key : "faq" }),
  loader: async ({ context, deps }) => {
    const page = await ensureContentPage(context.queryClient, context.content, "legal", deps.key);
    return { title: page.title, seo: page.seo };
  },
  head: ({ loaderData }) => contentHead(loaderData),
  component: HelpRoute,
});

function HelpRoute() {
  const key = Route.useSearch({ select: (search): HelpKey => (isHelpKey(search.key) ? search.key : "faq") });
  const { content } = Route.useRouteContext();
  const { data: page } = useSuspenseQuery(documentQueryOptions(content, "legal", key));
  return (
    <ContentPage
      title="帮助中心"
      eyebrow="迅岚 XUNLAN"
      blocks={page.blocks}
      nav={
        <nav aria-label="帮助中心">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] lg:mx-0 lg:px-0">
            {HELP_LINKS.map((link) => {
              const current = link.key === key;
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
