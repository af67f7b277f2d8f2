import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { MemberPage, RecentlyViewedRail } from "@xunlan/account";
import { optionalDocumentQueryOptions } from "@xunlan/cms-content";
import { ContentBlocks } from "@xunlan/content-blocks";
import { ProductCard, recentlyViewedQueryOptions } from "@xunlan/product-ui";
import { MemberBoardSection, useSession } from "@xunlan/session";

/**
 * /ucenter: the member centre opens on the profile (spec §2; the shell marks 个人资料), headed on a
 * phone by the member board (历史, 查看订单…), with 最近浏览 below.
 */
export const Route = createFileRoute("/ucenter/")({
  component: MemberRoute,
});

function MemberRoute() {
  const { api, content } = Route.useRouteContext();
  const { isLoggedIn, favoriteIds, toggleFavorite } = useSession();
  // spec §7 uc_ad: the member centre's promotion slot (loaded by the /ucenter layout's loader).
  const { data: ad } = useQuery(optionalDocumentQueryOptions(content, "uc_ad"));
  // spec §7 getLatestView: the member's recently viewed colours (browser only)
  const recent = useQuery({ ...recentlyViewedQueryOptions(api, true), enabled: isLoggedIn && typeof window !== "undefined" });
  return (
    <>
      {/* Issue 24 §6: on a phone the login popup's member board heads the member centre. */}
      <MemberBoardSection />
      <MemberPage api={api} isLoggedIn={isLoggedIn} />
      {ad ? (
        <div data-content="uc_ad" className="-mx-5 lg:-mx-10 [&>section]:py-10">
          <ContentBlocks blocks={ad.blocks} heroHeadingLevel={2} />
        </div>
      ) : null}
      <RecentlyViewedRail
        items={recent.isError ? [] : (recent.data ?? null)}
        renderProductCard={(card) => (
          <ProductCard product={card} isFavorite={favoriteIds.includes(card.productId)} onToggleFavorite={toggleFavorite} />
        )}
      />
    </>
  );
}
