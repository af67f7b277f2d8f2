import { QueryClient } from "@tanstack/react-query";
import { isRedirect } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requireLogin, requireLoginForUcenter } from "./guards";
import { hasLoginFlag, LOGIN_FLAG_MAX_AGE_SECONDS } from "./login-flag";
import { LOGIN_REQUEST_KEY, SESSION_KEY } from "./session-store";

const location = (href: string) => ({ href, pathname: href.split("?")[0]! }) as never;

function caught(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("login flag", () => {
  it("lives 720 h (spec §9) and reads only the value 1", () => {
    expect(LOGIN_FLAG_MAX_AGE_SECONDS).toBe(720 * 3600);
    expect(hasLoginFlag("cid=a; login_status=1; token=x")).toBe(true);
    expect(hasLoginFlag("login_status=0")).toBe(false);
    expect(hasLoginFlag(null)).toBe(false);
  });
});

describe("route guards (spec §2)", () => {
  it("authenticated: logged out → /?returnUrl={encoded full path}; logged in passes", () => {
    const queryClient = new QueryClient();
    const error = caught(() => requireLogin({ context: { queryClient }, location: location("/checkout?sid=1") }));
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { href: string } }).options.href).toBe("/?returnUrl=%2Fcheckout%3Fsid%3D1");

    queryClient.setQueryData(SESSION_KEY, { isLoggedIn: true });
    expect(caught(() => requireLogin({ context: { queryClient }, location: location("/checkout") }))).toBeUndefined();
  });

  afterEach(() => vi.unstubAllGlobals());

  it("/ucenter on a first server request: /?returnUrl= (the layout opens the login menu)", () => {
    const queryClient = new QueryClient();
    const error = caught(() => requireLoginForUcenter({ context: { queryClient }, location: location("/ucenter"), preload: false }));
    expect((error as { options: { href: string } }).options.href).toBe("/?returnUrl=%2Fucenter");
  });

  it("/ucenter in the browser: back to the current page with a login request for the target", async () => {
    vi.stubGlobal("window", {});
    const { rememberResolvedHref } = await import("./guards");
    rememberResolvedHref("/explore/men?sort=new");
    const queryClient = new QueryClient();
    const error = caught(() =>
      requireLoginForUcenter({ context: { queryClient }, location: location("/ucenter/favorites"), preload: false }),
    );
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { href: string } }).options.href).toBe("/explore/men?sort=new");
    expect(queryClient.getQueryData(LOGIN_REQUEST_KEY)).toEqual({ returnUrl: "/ucenter/favorites", id: 1 });
  });

  it("/ucenter from another member-centre page: to the home page's login, never back into a guarded page", async () => {
    vi.stubGlobal("window", {});
    const { rememberResolvedHref } = await import("./guards");
    // The shopper was on 会员中心 when their session ended: going back there would run this
    // guard again, and again (TanStack Router's "Too many redirects").
    rememberResolvedHref("/ucenter/member");
    const queryClient = new QueryClient();
    const error = caught(() =>
      requireLoginForUcenter({ context: { queryClient }, location: location("/ucenter/favorites"), preload: false }),
    );
    expect((error as { options: { href: string } }).options.href).toBe("/?returnUrl=%2Fucenter%2Ffavorites");
  });

  it("/ucenter after the session ended (spec §8): /login with the page as returnUrl and the reason", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(SESSION_KEY, { isLoggedIn: false, expired: true });
    const error = caught(() =>
      requireLoginForUcenter({ context: { queryClient }, location: location("/ucenter/favorites"), preload: false }),
    );
    expect((error as { options: { href: string } }).options.href).toBe("/login?returnUrl=%2Fucenter%2Ffavorites&reason=expired");
  });

  it("/ucenter preloads never open the login menu", () => {
    const queryClient = new QueryClient();
    caught(() => requireLoginForUcenter({ context: { queryClient }, location: location("/ucenter"), preload: true }));
    expect(queryClient.getQueryData(LOGIN_REQUEST_KEY)).toBeUndefined();
  });
});
