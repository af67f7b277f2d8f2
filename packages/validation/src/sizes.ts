/** The columns of a size the shopper picked (a bag line, an order item's snapshot). */
export interface PickedSize {
  /** 中国码: foot length in mm for shoes, the 号型 or letter for apparel. */
  cnSize: string;
  /** The US size (empty or absent when the size has none). */
  usSize?: string | null;
}

/**
 * How a picked size reads in one line, the one way the bag and every page after purchase write
 * it (issue 24 item 5): 中国码 first, its US size in full-width brackets — "255（US 7.5）". An
 * order item says this, not its EU `sizeLabel`, so the size a shopper picked never seems to
 * change after purchase. The US size is left out when there is none or it says the same.
 */
export function pickedSizeText(size: PickedSize): string {
  const cn = size.cnSize.trim();
  const us = (size.usSize ?? "").trim();
  return us && us !== cn ? `${cn}（US ${us}）` : cn;
}
