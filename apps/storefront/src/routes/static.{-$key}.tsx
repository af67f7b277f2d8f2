import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { HELP_LINKS } from "@xunlan/header-footer";
import { Anchor, ArrowIcon, Container } from "@xunlan/ui";
import { contentHead, documentQueryOptions, optionalDocumentQueryOptions } from "@xunlan/cms-content";
import { ContentPage } from "@xunlan/content-blocks";
import { ErrorRoute } from "../components/error-route";
import { ensureContentPage } from "../lib/content-route";

/**
 * spec §2 /static/{key} (key optional): static/{key}.json; without a key the static.json
 * document when one is published, else an index of the shop's information pages.
 */
export const Route = createFileRoute("/static/{-$key}")({
  loader: async ({ context, params }) => {
    const page = params.key
      ? await ensureContentPage(context.queryClient, context.content, "static", params.key)
      : await context.queryClient.ensureQueryData(optionalDocumentQueryOptions(context.content, "static"));
    return page ? { title: page.title, seo: page.seo } : undefined;
  },
  head: ({ loaderData }) => contentHead(loaderData, "品牌与服务 | 迅岚 XUNLAN 官方商城"),
  component: StaticRoute,
  notFoundComponent: () => <ErrorRoute code={404} />,
});

function StaticRoute() {
  const { key } = Route.useParams();
  return key ? <StaticDocument code={key} /> : <StaticIndex />;
}

function StaticDocument({ code }: { code: string }) {
  const { content } = Route.useRouteContext();
  const { data: page } = useSuspenseQuery(documentQueryOptions(content, "static", code));
  return <ContentPage title={page.title} eyebrow="迅岚 XUNLAN" blocks={page.blocks} />;
}

/** Pages without a document of their own, listed when /static has no static.json. */
const INFO_PAGES = [
  { label: "迅岚跑团", description: "全国 20 城夜跑、晨跑与越野体验", href: "/static/run-club" },
  ...HELP_LINKS.map((link) => ({ label: link.label, description: "帮助中心", href: link.href })),
  { label: "附近门店", description: "到店试穿，门店自提", href: "/store" },
];

function StaticIndex() {
  const { content } = Route.useRouteContext();
  const { data: page } = useSuspenseQuery(optionalDocumentQueryOptions(content, "static"));
  if (page) return <ContentPage title={page.title} eyebrow="迅岚 XUNLAN" blocks={page.blocks} />;
  return (
    <div className="pb-16">
      <ContentPage title="品牌与服务" eyebrow="迅岚 XUNLAN" blocks={[]} nav={<p className="max-w-xl text-sm text-grey-600">关于迅岚、会员活动与购物帮助。</p>} />
      <Container>
        <ul className="grid gap-px border border-grey-200 bg-grey-200 sm:grid-cols-2 lg:grid-cols-3">
          {INFO_PAGES.map((item) => (
            <li key={item.href} className="bg-paper">
              <Anchor href={item.href} className="group flex items-center justify-between gap-4 p-6 hover:bg-canvas">
                <span>
                  <span className="block font-display text-xl font-black">{item.label}</span>
                  <span className="mt-1 block text-sm text-grey-600">{item.description}</span>
                </span>
                <ArrowIcon size={20} className="transition-transform group-hover:translate-x-1" />
              </Anchor>
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}
