import { Anchor, cn, type LinkComponent } from "@xunlan/ui";
import { IMAGE_WIDTHS, resizeImageUrl } from "@xunlan/validation";
import { productHref } from "../../lib/links";
import type { ProductColorOption } from "../../lib/types";

/** Props of {@link ColorPicker}. */
export interface ColorPickerProps {
  /** Every colour of the style. */
  colours: ProductColorOption[];
  /** productId of the colour on the page. */
  value: string;
  /** Style slug for the links (a colour's own `styleSlug` wins). */
  styleSlug: string;
  /** The router's link component: switching colour is a real navigation. */
  linkComponent?: LinkComponent;
  webp?: boolean;
  /** Heading. Default 颜色. */
  label?: string;
  className?: string;
}

/**
 * Colour thumbnails (colorSelectorImage) with their Chinese names. Each is a link to
 * `/products/{styleSlug}/{productSlug}` (spec §2 routes), so switching colour works without
 * JavaScript and is shareable; the current one carries `aria-current="page"`.
 */
export function ColorPicker({ colours, value, styleSlug, linkComponent, webp = false, label = "颜色", className }: ColorPickerProps) {
  const current = colours.find((colour) => colour.productId === value);
  return (
    <nav aria-label={label} className={cn("flex flex-col gap-3", className)}>
      <p className="text-sm font-bold">
        {label}
        {current ? <span className="ml-2 font-normal text-grey-600">{current.colorNameCn}</span> : null}
      </p>
      <ul className="flex flex-wrap gap-2">
        {colours.map((colour) => {
          const active = colour.productId === value;
          return (
            <li key={colour.productId}>
              <Anchor
                href={productHref(colour.styleSlug ?? styleSlug, colour.productSlug)}
                as={linkComponent}
                // Switching colour replaces the history entry and keeps the scroll position.
                navigation={{ replace: true, keepScroll: true }}
                aria-current={active ? "page" : undefined}
                aria-label={colour.colorNameCn}
                title={colour.colorNameCn}
                className={cn("group/swatch flex w-16 flex-col items-center gap-1 outline-offset-2 lg:w-[72px]")}
              >
                <span
                  className={cn(
                    "block aspect-square w-full overflow-hidden bg-canvas transition-shadow",
                    active
                      ? "shadow-[inset_0_0_0_2px_var(--color-ink)]"
                      : "group-hover/swatch:shadow-[inset_0_0_0_1px_var(--color-grey-400)]",
                  )}
                >
                  <img
                    src={resizeImageUrl(colour.colorSelectorImage, { width: IMAGE_WIDTHS.productImages, webp })}
                    alt=""
                    width={72}
                    height={72}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover mix-blend-multiply"
                  />
                </span>
                <span className={cn("line-clamp-1 text-2xs", active ? "font-bold text-ink" : "text-grey-600")}>{colour.colorNameCn}</span>
              </Anchor>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
