import { CHUNK_RELOAD_INTERVAL_MS } from "./constants";

/** Header display mode (spec §2 Layout). */
export type HeaderMode = "full" | "thin" | "hidden";
/** Footer display mode (spec §2 Layout). */
export type FooterMode = "full" | "hidden";
/** Logo colour (spec §2/§3; black by default). */
export type LogoColor = "black" | "white";

/** The layout chrome of a route. */
export interface RouteLayout {
  /** Header mode. */
  headerMode: HeaderMode;
  /** Footer mode. */
  footerMode: FooterMode;
  /** Logo colour. */
  logoColor: LogoColor;
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * spec §2 Layout: header thin on explore pages, product detail and cart, hidden on checkout,
 * full otherwise; footer hidden only on checkout; logo white inside /ucenter, black elsewhere.
 * Takes a pathname (query and hash are ignored); matching is per path segment.
 */
export function layoutForPath(path: string): RouteLayout {
  const pathname = (path.split(/[?#]/)[0] ?? "").replace(/\/+$/, "") || "/";
  const checkout = under(pathname, "/checkout");
  const thin = under(pathname, "/explore") || under(pathname, "/products") || under(pathname, "/cart");
  return {
    headerMode: checkout ? "hidden" : thin ? "thin" : "full",
    footerMode: checkout ? "hidden" : "full",
    logoColor: under(pathname, "/ucenter") ? "white" : "black",
  };
}

/**
 * spec §2/§8: after a chunk-load failure the page reloads at most once per 60 s. `lastReloadAt`
 * is the epoch ms of the previous such reload (null if none); returns whether to reload now.
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | null | undefined, now: number): boolean {
  if (lastReloadAt === null || lastReloadAt === undefined || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}
