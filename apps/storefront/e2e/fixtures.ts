import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";

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
  { consoleProblems: ConsoleProblems; failedAssets: string[]; allowFailedAssets: boolean },
  object
>({
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
});

export { expect };

/** The §2 texts of the error page. */
export const TEXTS = {
  notFound: "很抱歉，您访问的页面不存在",
  serverError: "服务器出了小问题，请稍后再试～",
  backHome: "返回首页",
} as const;
