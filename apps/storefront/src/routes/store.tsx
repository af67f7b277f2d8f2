import { createFileRoute } from "@tanstack/react-router";
import { StoreLocator, storeListQueryOptions } from "@xunlan/search";
import { Container } from "@xunlan/ui";
import { searchParamText } from "@xunlan/validation";

/**
 * /store (spec §2 nearby stores; linked from the mega-menu, the mobile menu, the footer and the
 * store QR caption): the store locator, server-rendered with every store; the shopper's
 * position is asked for only when they tap 使用我的位置.
 */
export const Route = createFileRoute("/store")({
  // `city` is always returned: the router keeps a raw parameter the validator leaves out, and
  // ?city=1 (read as a number) or ?city=a&city=b reached the locator as they came — the page
  // rendered the server-error text (found by the page fuzzer, issue 12). ?city=true names no
  // city: every store.
  validateSearch: (search: Record<string, unknown>): { city?: string } => {
    const city = (searchParamText(search.city, { booleans: false }) ?? "").trim().slice(0, 20);
    return { city: city || undefined };
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(storeListQueryOptions(context.api)).catch(() => undefined),
  head: () => ({
    meta: [
      { title: "附近门店 | 迅岚 XUNLAN 官方商城" },
      { name: "description", content: "查找离您最近的迅岚门店：营业时间、门店自提、联系电话与地图导航。" },
    ],
  }),
  component: StoreRoute,
});

function StoreRoute() {
  const { api } = Route.useRouteContext();
  const { city = "" } = Route.useSearch();
  return (
    <div className="pb-16">
      <div className="border-b border-grey-200 bg-canvas">
        <Container className="py-10 lg:py-14">
          <p className="mb-3 text-xs font-bold tracking-label text-accent">门店查询</p>
          <h1 className="font-display text-4xl font-black tracking-tight lg:text-6xl">附近门店</h1>
        </Container>
      </div>
      <Container className="mt-8">
        <StoreLocator client={api} initialCity={city} />
      </Container>
    </div>
  );
}
