import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { configQueryOptions, optionalDocumentQueryOptions } from "@xunlan/cms-content";
import { Anchor, Button, Container, cn, HeartIcon, ShareIcon, usePopup } from "@xunlan/ui";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { sizeDisplayOf } from "../../components/size-label/size-label";
import {
  Breadcrumbs,
  ColorPicker,
  categoriesQueryOptions,
  categoryBreadcrumbs,
  colourOptions,
  findColour,
  Gallery,
  isSoldOut,
  PriceTag,
  productHref,
  productRailQueryOptions,
  productStyleQueryOptions,
  recentlyViewedKeys,
  recordViewMutationOptions,
  SizePicker,
  sizeChartQueryOptions,
  sizesWithStock,
  skuStockQueryOptions,
} from "../../index";
import { useCatalog } from "../catalog-context";
import { BuyBar, type BuyBarSizeState } from "./buy-bar";
import { recommendationOptions } from "./product-recommendations";
import { RecentlyViewedRail } from "./recently-viewed-rail";

// Story and recommendations are below the fold: rendered on the server, hydrated once their
// code arrives after the page's.
const ProductStory = lazy(() => import("./product-below-fold").then((module) => ({ default: module.ProductStory })));
const ProductRecommendations = lazy(() => import("./product-below-fold").then((module) => ({ default: module.ProductRecommendations })));

/** The product page (spec §2, §3, §5): gallery, names, price, colours, peer styles, sizes with stock, bag button, story, recommendations. */
export function ProductPage({ styleKey, productKey }: { styleKey: string; productKey: string }) {
  const { api, content, favoriteIds, toggleFavorite, bag, share, renderStoreStock, isLoggedIn = false, buyNow } = useCatalog();
  const popup = usePopup();
  const { data: style } = useSuspenseQuery(productStyleQueryOptions(api, styleKey));
  const colour = style ? findColour(style.productColors, productKey) : undefined;
  // The chosen size by its label, so it stays chosen when the shopper switches colour.
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [chartWanted, setChartWanted] = useState(false);
  const sizesId = useId();

  const stock = useQuery({
    ...skuStockQueryOptions(api, { primaryId: colour?.productId ?? "", type: "product" }),
    enabled: Boolean(colour),
  });
  const chart = useQuery({
    ...sizeChartQueryOptions(api, colour?.sizeChartId ?? ""),
    enabled: chartWanted && Boolean(colour?.sizeChartId),
    retry: false,
  });
  const { data: recmd } = useQuery(configQueryOptions(content, "recmd"));
  const { data: categoryTree } = useQuery(categoriesQueryOptions(api));
  const { data: story } = useQuery(optionalDocumentQueryOptions(content, "pdp", style?.styleSku));
  const recommendations = style && colour ? recommendationOptions(api, recmd ?? [], style, colour) : null;
  const rail = useQuery({
    ...(recommendations?.options ?? productRailQueryOptions(api, { productIds: [] })),
    enabled: Boolean(recommendations),
  });

  // 最近浏览: the colour on screen is recorded (members on the server, guests locally)
  const queryClient = useQueryClient();
  const { mutate: recordView } = useMutation({
    ...recordViewMutationOptions(api, isLoggedIn),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recentlyViewedKeys.all }),
  });
  const viewedId = colour?.productId;
  useEffect(() => {
    if (viewedId) recordView(viewedId);
  }, [viewedId, recordView]);

  if (!style || !colour) return null;
  const sizes = sizesWithStock(colour, stock.data);
  const size = sizes.find((candidate) => candidate.label === chosenLabel && (candidate.saleableQty ?? 0) > 0) ?? null;
  const ean = size?.ean ?? null;
  const colourName = colour.productColorLang.colorNameCn;
  const favourite = favoriteIds.includes(colour.productId);

  const allSoldOut = sizes.length > 0 && sizes.every(isSoldOut);
  const sizeState: BuyBarSizeState = allSoldOut
    ? { kind: "soldOut" }
    : size
      ? { kind: "chosen", label: sizeDisplayOf(size).primary }
      : { kind: "choose" };

  // No size yet: say so, and bring the sizes into view (the bar may be far below them).
  const askForSize = () => {
    setInvalid(true);
    popup.toast("请选择尺码");
    const reduced = typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    document.getElementById(sizesId)?.scrollIntoView?.({ behavior: reduced ? "auto" : "smooth", block: "center" });
  };
  const addToBag = () => {
    if (!size) return askForSize();
    // spec §7 addCartItem; the mini-bag opens with the line (refusals are toasted).
    void bag.addToBag(size.ean);
  };
  // Issue 26 立即购买: straight to checkout with this one size (the app decides about login).
  const buyThisNow = buyNow
    ? () => {
        if (!size) return askForSize();
        buyNow(size.ean, 1);
      }
    : undefined;

  return (
    <article data-product-id={colour.productId}>
      <Container className="pt-4 lg:pt-6">
        <Breadcrumbs
          items={[...productTrail(categoryTree, colour.categoryPath, style.styleGroupGender), { label: style.styleDisplayNameCn }]}
        />
      </Container>
      <Container className="mt-4 grid gap-8 lg:mt-6 lg:grid-cols-[minmax(0,1fr)_420px] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_460px] xl:gap-16">
        <Gallery
          key={colour.productId}
          assets={colour.productAssets}
          alt={`${style.styleDisplayNameCn} ${colourName}`}
          className="-mx-4 sm:mx-0"
        />
        <div className="flex flex-col gap-6 lg:sticky lg:top-20 lg:self-start">
          <header className="flex flex-col gap-2">
            <div className="flex items-center gap-2 text-xs font-bold tracking-label text-grey-500 uppercase">
              {colour.productTag ? <span className="bg-ink px-2 py-0.5 text-paper">{colour.productTag.tagName}</span> : null}
              <span>{style.styleProductType === "Shoes" ? "鞋类" : style.styleProductType === "Apparel" ? "服装" : "配件"}</span>
              {share ? (
                <button
                  type="button"
                  onClick={share}
                  className="-my-3 ml-auto inline-flex min-h-11 items-center gap-1.5 px-1 text-xs font-bold tracking-normal text-ink normal-case hover:text-accent"
                >
                  <ShareIcon size={18} />
                  分享给好友
                </button>
              ) : null}
            </div>
            <p className="font-display text-sm font-black tracking-tight uppercase">{colour.productName}</p>
            <h1 className="font-display text-2xl leading-tight font-black tracking-tight text-balance lg:text-[32px]">
              {style.styleDisplayNameCn}
            </h1>
            {style.styleDisplayNameCn2 ? <p className="text-sm text-grey-600">{style.styleDisplayNameCn2}</p> : null}
            <PriceTag price={colour.price} slashPrice={colour.slashPrice} size="lg" showDiscount className="mt-2" />
          </header>

          <ColorPicker colours={colourOptions(style.productColors)} value={colour.productId} styleSlug={style.styleSlug} />

          {style.peerStyleSku.length > 1 ? (
            <nav aria-label="款式" className="flex flex-col gap-3">
              <p className="text-sm font-bold">款式</p>
              <ul className="flex flex-wrap gap-2">
                {style.peerStyleSku.map((peer) => {
                  const current = peer.styleSku === style.styleSku;
                  return (
                    <li key={peer.styleSku}>
                      <Anchor
                        href={productHref(peer.styleSlug)}
                        aria-current={current ? "page" : undefined}
                        className={cn(
                          "inline-flex h-9 items-center border px-4 text-sm",
                          current ? "border-ink bg-ink font-bold text-paper" : "border-grey-300 hover:border-ink",
                        )}
                      >
                        {peer.label}
                      </Anchor>
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}

          <div id={sizesId} className="scroll-mt-24">
            <SizePicker
              sizes={sizes}
              value={ean}
              onChange={(picked) => {
                setChosenLabel(picked.label);
                setInvalid(false);
              }}
              purchaseLimit={colour.purchaseLimit}
              sizeChart={chart.data ?? (colour.sizeChartId ? undefined : null)}
              sizeChartLoading={chart.isFetching}
              sizeChartError={chart.isError || !colour.sizeChartId}
              onSizeChartOpen={() => {
                if (chartWanted && chart.isError) void chart.refetch();
                setChartWanted(true);
              }}
              invalid={invalid}
            />
          </div>
          {renderStoreStock?.({
            productId: colour.productId,
            sizeLabel: size?.label ?? chosenLabel,
            sizeNames: Object.fromEntries(sizes.map((s) => [s.label, s.cnSize])),
          })}
          {bag.renderSoldOut?.(sizes.filter(isSoldOut).map((sold) => ({ ean: sold.ean, label: sold.cnSize })))}
          {style.sizeRecomandation ? <p className="-mt-3 text-xs text-grey-600">尺码建议：{style.sizeRecomandation}</p> : null}

          {/* 加入购物袋 and 立即购买 are in the buy bar, one pair at every width; here stays 收藏. */}
          <Button
            size="md"
            variant="secondary"
            block
            aria-label={favourite ? "取消收藏" : "收藏"}
            aria-pressed={favourite}
            onClick={() => toggleFavorite(colour.productId, !favourite)}
          >
            <HeartIcon size={18} fill={favourite ? "currentColor" : "none"} className={favourite ? "text-accent" : undefined} />
            {favourite ? "已收藏" : "收藏"}
          </Button>

          <ul className="grid gap-2 border-y border-grey-200 py-4 text-xs text-grey-600">
            <li>全场订单满 299 元包邮 · 7 天无理由退换</li>
            <li>支持全国迅岚门店自提</li>
          </ul>

          <section aria-label="商品描述" className="flex flex-col gap-3 text-sm leading-relaxed text-grey-800">
            {style.styleShortDescriptionCn ? <p className="font-bold text-ink">{style.styleShortDescriptionCn}</p> : null}
            {style.styleDescriptionCn ? <p>{style.styleDescriptionCn}</p> : null}
            <p className="text-xs text-grey-500">
              款号 {style.styleSku} · 颜色 {colourName}（{colour.colorName}）
            </p>
          </section>
        </div>
      </Container>

      {story?.blocks.length ? (
        <Suspense fallback={null}>
          <ProductStory blocks={story.blocks} />
        </Suspense>
      ) : null}

      {recommendations?.recommendation || (rail.data?.length ?? 0) > 0 ? (
        <Suspense fallback={null}>
          <ProductRecommendations
            title={recommendations?.recommendation?.title ?? "为你推荐"}
            subtitle={recommendations?.recommendation?.subtitle}
            products={rail.data ?? []}
            loading={rail.isPending}
            favoriteIds={favoriteIds}
            onToggleFavorite={toggleFavorite}
          />
        </Suspense>
      ) : null}

      <RecentlyViewedRail excludeProductId={colour.productId} />

      <BuyBar
        className="mt-10"
        price={colour.price}
        slashPrice={colour.slashPrice}
        name={`${style.styleDisplayNameCn} ${colourName}`}
        sizeState={sizeState}
        onAddToBag={addToBag}
        onBuyNow={buyThisNow}
        adding={bag.pending}
      />
    </article>
  );
}

const GENDERS: Record<string, { label: string; href: string }> = {
  men: { label: "男子", href: "/explore/men" },
  women: { label: "女子", href: "/explore/women" },
  kids: { label: "儿童", href: "/explore/kids" },
};

/**
 * The breadcrumb trail before the product (spec §2, after 首页): the colour's primary listing
 * (首页 › 男子 › 鞋类 › 跑步鞋), else the style's gender listing when the colour is in no visible
 * category or the menu does not know the path.
 */
function productTrail(
  tree: Parameters<typeof categoryBreadcrumbs>[0] | undefined,
  categoryPath: string | null | undefined,
  gender: string,
) {
  const trail = tree && categoryPath ? categoryBreadcrumbs(tree, categoryPath.split("/")) : [];
  return trail.length > 0 ? trail : [{ label: genderLabel(gender), href: genderHref(gender) }];
}

function genderLabel(gender: string) {
  return GENDERS[gender]?.label ?? "全部商品";
}

function genderHref(gender: string) {
  return GENDERS[gender]?.href ?? "/explore/sports";
}
