import type { ProductAsset } from "./types";

/** The assets a gallery shows: enabled, ordered by `sort` (spec §3 productAssets). */
export function galleryAssets(assets: readonly ProductAsset[]): ProductAsset[] {
  return assets.filter((asset) => asset.enable !== false).toSorted((a, b) => a.sort - b.sort);
}
