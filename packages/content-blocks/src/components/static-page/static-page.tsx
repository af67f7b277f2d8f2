import { useSuspenseQuery } from "@tanstack/react-query";
import { type ContentClient, documentQueryOptions, optionalDocumentQueryOptions } from "@xunlan/cms-content";
import { Anchor, ArrowIcon, Container } from "@xunlan/ui";
import { ContentPage } from "../content-page/content-page";
import type { HelpLink } from "../help-page/help-page-route";

/** Props of {@link StaticPage}. */
export interface StaticPageProps {
  content: ContentClient;
  /** /static/{key}; absent for /static. */
  code?: string;
  /** The help centre's tabs, listed on the index (the storefront passes header-footer's HELP_LINKS). */
  helpLinks: readonly HelpLink[];
}

/**
 * spec §2 /static/{key} (key optional): the static/{key} document as a text page; without a key
 * the static.json document when one is published, else 品牌与服务 — an index of the shop's
 * information pages (迅岚跑团, the help centre's tabs, 附近门店). Reads what {@link loadStaticPage}
 * cached; links through ui's LinkProvider.
 */
export function StaticPage({ content, code, helpLinks }: StaticPageProps) {
  return code ? <StaticDocument content={content} code={code} /> : <StaticIndex content={content} helpLinks={helpLinks} />;
}

function StaticDocument({ content, code }: { content: ContentClient; code: string }) {
  const { data: page } = useSuspenseQuery(documentQueryOptions(content, "static", code));
  return <ContentPage title={page.title} eyebrow="迅岚 XUNLAN" blocks={page.blocks} />;
}

function StaticIndex({ content, helpLinks }: { content: ContentClient; helpLinks: readonly HelpLink[] }) {
  const { data: page } = useSuspenseQuery(optionalDocumentQueryOptions(content, "static"));
  if (page) return <ContentPage title={page.title} eyebrow="迅岚 XUNLAN" blocks={page.blocks} />;
  // Pages without a document of their own, listed when /static has no static.json.
  const infoPages = [
    { label: "迅岚跑团", description: "全国 20 城夜跑、晨跑与越野体验", href: "/static/run-club" },
    ...helpLinks.map((link) => ({ label: link.label, description: "帮助中心", href: link.href })),
    { label: "附近门店", description: "到店试穿，门店自提", href: "/store" },
  ];
  return (
    <div className="pb-16">
      <ContentPage
        title="品牌与服务"
        eyebrow="迅岚 XUNLAN"
        blocks={[]}
        nav={<p className="max-w-xl text-sm text-grey-600">关于迅岚、会员活动与购物帮助。</p>}
      />
      <Container>
        <ul className="grid gap-px border border-grey-200 bg-grey-200 sm:grid-cols-2 lg:grid-cols-3">
          {infoPages.map((item) => (
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
