import { test as base, type ConsoleMessage, expect, type Page } from "@playwright/test";
import { installFakeWechat } from "./wechat-bridge";

/** Console output a healthy page must not produce. */
export interface ConsoleProblems {
  errors: string[];
  hydration: string[];
}

const HYDRATION = /hydrat|did not match|server rendered HTML|text content does not match/i;

function watchConsole(page: Page): ConsoleProblems {
  const problems: ConsoleProblems = { errors: [], hydration: [] };
  page.on("console", (message: ConsoleMessage) => {
    const text = message.text();
    if (HYDRATION.test(text)) problems.hydration.push(`[${message.type()}] ${text}`);
    if (message.type() !== "error") return;
    const url = message.location().url;
    const pathname = new URL(url, "http://x").pathname;
    // spec §2: /error-400, /error-404 and /error-500 answer with that status on purpose.
    if (text.startsWith("Failed to load resource") && /^\/error-(400|404|500)$/.test(pathname)) return;
    problems.errors.push(`${text} (${url})`);
  });
  page.on("pageerror", (error) => problems.errors.push(`pageerror: ${error.message}`));
  return problems;
}

/** Resource types a shopper sees broken when they fail: pictures, videos, scripts, styles, fonts. */
const ASSET_TYPES = new Set(["image", "media", "script", "stylesheet", "font"]);

/**
 * `test` with
 * - `consoleProblems`: console errors and hydration warnings, for the test to assert;
 * - `failedAssets` (automatic): every image, video, script, style or font that answered ≥ 400 in
 *   any page of the test's context fails the test after it ran. A test that breaks an asset on
 *   purpose sets `allowFailedAssets`.
 */
export const test = base.extend<
  {
    consoleProblems: ConsoleProblems;
    failedAssets: string[];
    allowFailedAssets: boolean;
    cspViolations: string[];
    wechatSilentSignIn: boolean;
    wechatBridge: void;
  },
  object
>({
  // Inside WeChat (the wechat-mobile project's user agent) a page's first open tries the silent
  // sign-in once per browser session (issue 26 §2): a round trip through the sandbox's WeChat.
  // Journeys start as a session that already had it; wechat.spec.ts turns it on to test it.
  wechatSilentSignIn: [false, { option: true }],
  // WeChat's JS-SDK file is never fetched from the internet: the fake bridge (wechat-bridge.ts)
  // answers for it, and the silent sign-in is marked done unless a test asks for it.
  wechatBridge: [
    async ({ context, wechatSilentSignIn }, use) => {
      await installFakeWechat(context, { silentSignIn: wechatSilentSignIn });
      await use();
    },
    { auto: true },
  ],
  // page.goto and page.reload without an explicit waitUntil wait for the HTML and for React's
  // hydration of a storefront page, not for the "load" event: on a clean clone every picture is
  // rendered on its first request, one at a time, and "load" (which waits for every eager
  // picture) can take longer than a test. Pictures are checked where a test is about them.
  page: async ({ page, baseURL }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const settle = async (response: Awaited<ReturnType<typeof goto>>) => {
      const html = (response?.headers()["content-type"] ?? "").includes("text/html");
      // Only the storefront's own documents hydrate: not the gateway's sandbox pages (the cashier,
      // WeChat's authorize page), which the storefront proxies under /sandbox/.
      const storefrontPage = html && baseURL && page.url().startsWith(baseURL) && !new URL(page.url()).pathname.startsWith("/sandbox/");
      if (storefrontPage && (await page.locator("script[type=module]").count()) > 0) await waitForHydration(page);
      return response;
    };
    page.goto = async (url, options) =>
      options?.waitUntil ? goto(url, options) : settle(await goto(url, { ...options, waitUntil: "domcontentloaded" }));
    page.reload = async (options) =>
      options?.waitUntil ? reload(options) : settle(await reload({ ...options, waitUntil: "domcontentloaded" }));
    await use(page);
  },
  consoleProblems: async ({ page }, use) => {
    await use(watchConsole(page));
  },
  allowFailedAssets: [false, { option: true }],
  failedAssets: [
    async ({ context, allowFailedAssets }, use) => {
      const failed: string[] = [];
      context.on("response", (response) => {
        const type = response.request().resourceType();
        if (ASSET_TYPES.has(type) && response.status() >= 400) failed.push(`${response.status()} ${type} ${response.url()}`);
      });
      await use(failed);
      if (!allowFailedAssets) expect(failed, "images, videos, scripts, styles or fonts that failed to load").toEqual([]);
    },
    { auto: true },
  ],
  // issue 12: the storefront's Content-Security-Policy must never block one of its own scripts,
  // styles or pictures — Chromium reports each refusal on the console of the page.
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on("console", (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(`${message.text()} (${page.url()})`);
        });
      context.pages().forEach(watch);
      context.on("page", watch);
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React hydrated the page (the root layout marks `<html data-hydrated>`), so clicks
 * reach handlers. Prefer it to `networkidle`: on a cold image cache (CI's clean clone) the
 * pictures render on demand, one at a time, and keep the network busy long after hydration.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
}

/**
 * How long a picture may take to arrive: on a clean clone the gateway renders each size on first
 * request, one render at a time on 2 cores, while two browsers ask for dozens. This is a wait
 * for an event, not a speed goal (those live in `pnpm bench`).
 */
export const PICTURE_TIMEOUT = 30_000;

/** The §2 texts of the error page. */
export const TEXTS = {
  notFound: "很抱歉，您访问的页面不存在",
  serverError: "服务器出了小问题，请稍后再试～",
  backHome: "返回首页",
} as const;
