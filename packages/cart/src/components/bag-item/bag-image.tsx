import { cn } from "@xunlan/ui";
import { BAG_IMAGE_SIZE, IMAGE_WIDTHS, resizeImageUrl } from "@xunlan/validation";

/**
 * A bag picture: 74 px square in the small variant, 74 → 176 px from 1024 px in the large one
 * (spec §9), requested at the bag widths 316 / 500 (spec §9) so both densities stay sharp.
 */
export function BagImage({ src, alt, variant }: { src: string; alt: string; variant: "small" | "large" }) {
  const small = resizeImageUrl(src, { width: IMAGE_WIDTHS.bagSmall });
  const large = resizeImageUrl(src, { width: IMAGE_WIDTHS.bagLarge });
  const srcSet = small === src ? undefined : `${small} ${IMAGE_WIDTHS.bagSmall}w, ${large} ${IMAGE_WIDTHS.bagLarge}w`;
  return (
    <span className={cn("block shrink-0 bg-canvas", variant === "large" ? "size-[74px] lg:size-[176px]" : "size-[74px]")}>
      <img
        src={variant === "large" ? large : small}
        srcSet={srcSet}
        sizes={
          variant === "large" ? `(min-width: 1024px) ${BAG_IMAGE_SIZE.large}px, ${BAG_IMAGE_SIZE.small}px` : `${BAG_IMAGE_SIZE.small}px`
        }
        alt={alt}
        width={variant === "large" ? BAG_IMAGE_SIZE.large : BAG_IMAGE_SIZE.small}
        height={variant === "large" ? BAG_IMAGE_SIZE.large : BAG_IMAGE_SIZE.small}
        loading="lazy"
        decoding="async"
        className="size-full object-contain mix-blend-multiply"
      />
    </span>
  );
}
