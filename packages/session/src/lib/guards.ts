import type { QueryClient } from "@tanstack/react-query";
import { type ParsedLocation, redirect } from "@tanstack/react-router";
import { authRedirectPath } from "@xunlan/validation";
import { isLoggedIn, requestLogin, takeSessionExpiredRedirect } from "./session-store";

interface GuardArgs {
  context: { queryClient: QueryClient };
  location: ParsedLocation;
  preload: boolean;
}

// The last page the router finished loading in this browser (set by the SessionProvider); a
// client-side guard sends the shopper back there.
let resolvedHref: string | null = null;

/** Remembers the page the router last resolved (client only). */
export function rememberResolvedHref(href: string | null | undefined): void {
  if (href) resolvedHref = href;
}

/**
 * spec §2 `authenticated` guard: a logged-out visitor goes to `/?returnUrl={encoded full path}`;
 * the layout then opens the login menu (index 6) and returns there after login.
 * Use it in `beforeLoad` of routes that need login (checkout, …).
 */
export function requireLogin({ context, location }: Pick<GuardArgs, "context" | "location">): void {
  if (isLoggedIn(context.queryClient)) return;
  throw redirect({ href: authRedirectPath(location.href), replace: true });
}

/**
 * spec §2 /ucenter guard: logged out, the shopper stays on the current page, returnUrl is the
 * target path and the login menu (index 6) opens. In the browser the navigation goes back to
 * the page the shopper was on; on a first (server) request there is no current page, so it
 * behaves like {@link requireLogin}: `/?returnUrl=…` renders the home page and the layout
 * opens the login menu with that returnUrl.
 */
export function requireLoginForUcenter({ context, location, preload }: GuardArgs): void {
  if (isLoggedIn(context.queryClient)) return;
  // Hover preloading must not open anything; the redirect only ends the preload.
  if (preload) throw redirect({ to: "/" });
  // spec §8: a member whose session just ended goes to /login with this page as returnUrl.
  const expired = takeSessionExpiredRedirect(context.queryClient, location);
  if (expired) throw redirect({ href: expired, replace: true });
  // The page to stay on must not need login itself (a member-centre page the shopper was on when
  // the session ended): going back there would run this guard again, without end.
  const stay = resolvedHref && !isUcenterHref(resolvedHref) ? resolvedHref : null;
  if (typeof window === "undefined" || !stay) requireLogin({ context, location });
  requestLogin(context.queryClient, location.href);
  throw redirect({ href: stay ?? "/", replace: true });
}

/** True for /ucenter and the pages under it (each guarded by {@link requireLoginForUcenter}). */
function isUcenterHref(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? "";
  return path === "/ucenter" || path.startsWith("/ucenter/");
}
