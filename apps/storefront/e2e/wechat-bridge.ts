import type { BrowserContext, Page } from "@playwright/test";

/**
 * A fake of WeChat's JS bridge for the browser tests (issue 23 §1, 26 §3), served in place of
 * jweixin-1.6.0.js (fixtures.ts routes res.wx.qq.com and res2.wx.qq.com here; nothing leaves the
 * machine). It behaves as WeChat's does where the store depends on it: `wx.config` is checked —
 * the signature recomputed from the sandbox's jsapi_ticket (GET /sandbox/wechat/jsapi-ticket) over
 * the URL WeChat signs (iOS: the address the page was opened at; elsewhere: the current one) —
 * and answers `wx.ready` or `wx.error({ errMsg: "config:invalid signature" })`; the other calls
 * work only after a good config. Every call is recorded in `window.__wxCalls` for the test to read.
 * `window.__wxAddress` (set by the test) is what `openAddress` answers; unset, the shopper cancels.
 */
export const FAKE_WX_BRIDGE = `(() => {
  const calls = (window.__wxCalls = window.__wxCalls || []);
  const record = (name, arg) => calls.push({ name, arg: arg === undefined ? null : JSON.parse(JSON.stringify(arg)), href: location.href });
  let state = "none";
  const readyFns = [];
  const errorFns = [];
  const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
  const signedUrl = () => {
    const entry = (performance.getEntriesByType("navigation")[0] || {}).name || location.href;
    return (/iPhone|iPad|iPod/.test(navigator.userAgent) ? entry : location.href).split("#")[0];
  };
  const needReady = (name, options) => {
    if (state === "ready") return true;
    record(name + ":refused", null);
    if (options && options.fail) options.fail({ errMsg: name + ":fail, the permission value is offline verifying" });
    return false;
  };
  window.wx = {
    config(config) {
      record("config", config);
      state = "pending";
      fetch("/sandbox/wechat/jsapi-ticket")
        .then((r) => r.json())
        .then(async ({ appId, ticket }) => {
          const text = "jsapi_ticket=" + ticket + "&noncestr=" + config.nonceStr + "&timestamp=" + config.timestamp + "&url=" + signedUrl();
          const expected = hex(await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text)));
          const ok = config.appId === appId && config.signature === expected;
          state = ok ? "ready" : "error";
          record(ok ? "config:ok" : "config:invalid signature", { signedUrl: signedUrl() });
          if (ok) readyFns.splice(0).forEach((fn) => fn());
          else errorFns.forEach((fn) => fn({ errMsg: "config:invalid signature" }));
        });
    },
    ready(fn) {
      if (state === "ready") fn();
      else readyFns.push(fn);
    },
    error(fn) {
      errorFns.push(fn);
    },
    updateAppMessageShareData(data) {
      if (!needReady("updateAppMessageShareData", data)) return;
      record("updateAppMessageShareData", data);
      if (data.success) data.success();
    },
    updateTimelineShareData(data) {
      if (!needReady("updateTimelineShareData", data)) return;
      record("updateTimelineShareData", data);
      if (data.success) data.success();
    },
    openAddress(options) {
      if (!needReady("openAddress", options)) return;
      record("openAddress", null);
      const answer = window.__wxAddress;
      setTimeout(() => (answer ? options.success({ errMsg: "openAddress:ok", ...answer }) : options.cancel && options.cancel()), 50);
    },
  };
})();`;

/** A call the fake bridge recorded. */
export interface WxCall {
  name: string;
  arg: Record<string, unknown> | null;
  href: string;
}

/** The calls the page's bridge recorded so far (none when the page never loaded the JS-SDK). */
export function wxCalls(page: Page): Promise<WxCall[]> {
  return page.evaluate(() => ((window as unknown as { __wxCalls?: WxCall[] }).__wxCalls ?? []).slice());
}

/**
 * Serves {@link FAKE_WX_BRIDGE} for WeChat's JS-SDK file in `context`; unless `silentSignIn`, marks
 * every page's browser session as one that already had its silent sign-in (issue 26 §2).
 */
export async function installFakeWechat(context: BrowserContext, options: { silentSignIn: boolean }): Promise<void> {
  await context.route(/^https:\/\/res2?\.wx\.qq\.com\/open\/js\/jweixin-1\.6\.0\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_WX_BRIDGE }),
  );
  if (!options.silentSignIn) {
    await context.addInitScript(() => {
      try {
        window.sessionStorage.setItem("xl_wx_silent", "1");
      } catch {
        // about:blank has no storage; the storefront's pages do.
      }
    });
  }
}
