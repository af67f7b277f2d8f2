import { createFileRoute, notFound } from "@tanstack/react-router";
import { HelpPage, helpKeyOf, helpPageHead, loadHelpPage, validateHelpSearch } from "@xunlan/content-blocks";
import { HELP_LINKS } from "@xunlan/header-footer";

/** spec §2 /help?key=faq|size-guide|privacy|policy (default faq): content-blocks' HelpPage, the footer's tabs. */
export const Route = createFileRoute("/help")({
  validateSearch: validateHelpSearch,
  loaderDeps: ({ search }) => ({ key: helpKeyOf(search) }),
  loader: async ({ context, deps }) => {
    const data = await loadHelpPage(context, deps.key);
    if (!data) throw notFound();
    return data;
  },
  head: ({ loaderData }) => helpPageHead(loaderData),
  component: HelpRoute,
});

function HelpRoute() {
  const key = Route.useSearch({ select: helpKeyOf });
  const { content } = Route.useRouteContext();
  return <HelpPage content={content} helpKey={key} links={HELP_LINKS} />;
}
