import { IMAGE_WIDTHS } from "./constants";

/** Extensions resizeImageUrl treats as pictures (others are returned as they are). */
const IMAGE_EXTENSIONS = ["png", "jpg", "gif", "jpeg", "webp"] as const;

const IMAGE_PATH_PATTERN = new RegExp(`\\.(?:${IMAGE_EXTENSIONS.join("|")})$`, "i");

function splitUrl(url: string): { base: string; query: string; hash: string } {
  const hashAt = url.indexOf("#");
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const rest = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = rest.indexOf("?");
  return {
    base: queryAt === -1 ? rest : rest.slice(0, queryAt),
    query: queryAt === -1 ? "" : rest.slice(queryAt + 1),
    hash,
  };
}

/** Options of {@link resizeImageUrl}. */
export interface ResizeImageOptions {
  /** Wanted width in px (default {@link IMAGE_WIDTHS}.default, 1920); must be a positive number. */
  width?: number;
  /** Whether the browser supports webp (client state isSupportedWebP); adds fm=webp. */
  webp?: boolean;
}

/**
 * spec §5/§9: asks the image service for a resized image by adding `w=<width>` and, when webp is
 * supported, `fm=webp`. Other query parameters and the hash are kept as they are; an existing
 * `w` (and `fm` when webp) is replaced. Non-image URLs are returned unchanged.
 * Throws a RangeError for a width that is not a positive finite number (a programming error).
 */
export function resizeImageUrl(url: string, options: ResizeImageOptions = {}): string {
  const width = options.width ?? IMAGE_WIDTHS.default;
  if (!Number.isFinite(width) || width <= 0) {
    throw new RangeError(`resizeImageUrl: width must be a positive number, got ${width}`);
  }
  const { base, query, hash } = splitUrl(url);
  if (!IMAGE_PATH_PATTERN.test(base)) return url;
  const replaced = new Set(options.webp ? ["w", "fm"] : ["w"]);
  const params = query.split("&").filter((part) => part !== "" && !replaced.has(decodeKey(part.split("=")[0] ?? "")));
  params.push(`w=${Math.round(width)}`);
  if (options.webp) params.push("fm=webp");
  return `${base}?${params.join("&")}${hash}`;
}

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, " "));
  } catch {
    return key;
  }
}
