import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Anchor, Button, Container, cn, usePopup } from "@xunlan/ui";
import { IMAGE_WIDTHS, resizeImageUrl } from "@xunlan/validation";
import { useState } from "react";
import { findColour, PriceTag, productHref, productStyleQueryOptions, SizePicker, sizesWithStock, skuStockQueryOptions } from "../../index";
import { useCatalog } from "../catalog-context";

/** /products/colorSize without a style: 未找到该商品. */
export function ColorSizeNotFound() {
  return (
    <Container className="py-16">
      <h1 className="font-display text-3xl font-black">未找到该商品</h1>
    </Container>
  );
}

/** Props of {@link ColorSizePage}. */
export interface ColorSizePageProps {
  /** The style the loader found ({@link ColorSizeLoaderData}). */
  styleKey: string;
  /** The chosen colour; the style's first when absent or unknown. */
  productId?: string;
}

/**
 * spec §2 /products/colorSize: a colour and size chooser — the colours as links (one history
 * entry each), the size picker with the sizes' stock, 确定 adds the size to the bag (请选择尺码
 * first) and 查看商品详情 opens the product page. Clients and the bag from {@link useCatalog}.
 */
export function ColorSizePage({ styleKey, productId }: ColorSizePageProps) {
  const { api, bag } = useCatalog();
  const popup = usePopup();
  const { data: style } = useSuspenseQuery(productStyleQueryOptions(api, styleKey));
  const colour = style ? (findColour(style.productColors, productId) ?? style.productColors[0]) : undefined;
  const stock = useQuery({
    ...skuStockQueryOptions(api, { primaryId: colour?.productId ?? "", type: "product" }),
    enabled: Boolean(colour),
  });
  const [ean, setEan] = useState<string | null>(null);
  if (!style || !colour) return null;
  const sizes = sizesWithStock(colour, stock.data);
  const size = sizes.find((candidate) => candidate.ean === ean && candidate.productId === colour.productId) ?? null;

  return (
    <Container size="md" className="max-w-2xl py-8 lg:py-12">
      <h1 className="font-display text-2xl font-black tracking-tight lg:text-3xl">选择颜色和尺码</h1>
      <div className="mt-6 flex gap-4 border-b border-grey-200 pb-6">
        <img
          src={resizeImageUrl(colour.cardImage, { width: IMAGE_WIDTHS.bagSmall })}
          alt=""
          width={120}
          height={120}
          className="size-28 bg-canvas object-cover mix-blend-multiply"
        />
        <div className="flex flex-col gap-1">
          <p className="font-display text-sm font-black uppercase">{colour.productName}</p>
          <p className="font-bold">{style.styleDisplayNameCn}</p>
          <PriceTag price={colour.price} slashPrice={colour.slashPrice} size="md" />
        </div>
      </div>
      <nav aria-label="颜色" className="mt-6">
        <p className="mb-3 text-sm font-bold">
          颜色 <span className="font-normal text-grey-600">{colour.productColorLang.colorNameCn}</span>
        </p>
        <ul className="flex flex-wrap gap-2">
          {style.productColors.map((option) => (
            <li key={option.productId}>
              <Anchor
                href={`/products/colorSize?styleSku=${encodeURIComponent(style.styleSku)}&productId=${encodeURIComponent(option.productId)}`}
                aria-current={option.productId === colour.productId ? "page" : undefined}
                className={cn(
                  "inline-flex h-10 items-center border px-4 text-sm",
                  option.productId === colour.productId ? "border-ink bg-ink font-bold text-paper" : "border-grey-300 hover:border-ink",
                )}
              >
                {option.productColorLang.colorNameCn}
              </Anchor>
            </li>
          ))}
        </ul>
      </nav>
      <SizePicker
        sizes={sizes}
        value={size?.ean ?? null}
        onChange={(picked) => setEan(picked.ean)}
        purchaseLimit={colour.purchaseLimit}
        className="mt-6"
      />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button
          size="lg"
          className="flex-1"
          loading={bag.pending}
          onClick={() => (size ? void bag.addToBag(size.ean) : popup.toast("请选择尺码"))}
        >
          确定
        </Button>
        <Anchor
          href={productHref(style.styleSlug, colour.productSlug)}
          className="inline-flex h-12 flex-1 items-center justify-center border border-ink text-sm font-bold hover:bg-ink hover:text-paper"
        >
          查看商品详情
        </Anchor>
      </div>
    </Container>
  );
}
