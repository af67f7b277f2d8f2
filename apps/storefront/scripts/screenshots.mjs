#!/usr/bin/env node
/**
 * `pnpm screenshots`: full-page screenshots of the pages a shopper sees, at 390 px (the WeChat
 * in-app browser on an iPhone) and 1440 px, against the RUNNING store, into a git-ignored folder
 * (one sub-folder per run, newest also copied to `screenshots/latest`), so a change can be looked
 * at side by side with the last.
 *
 *   STORE_URL=http://127.0.0.1:3000 pnpm screenshots            # every page
 *   pnpm screenshots -- --only=home,product --out=/tmp/shots      # a few
 *
 * Debian's Chromium (CHROMIUM_PATH to override), never a downloaded browser.
 */
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith("--"))
    .map((arg) => {
      const [key, value = "true"] = arg.slice(2).split("=");
      return [key, value];
    }),
);
const base = (args.url ?? process.env.STORE_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const outRoot = resolve(args.out ?? join(ROOT, "screenshots"));

const WECHAT_IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN";

const PROFILES = {
  390: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: WECHAT_IPHONE_UA },
  1440: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
};

const PAGES = {
  home: "/",
  listing: "/explore/men/shoes/running",
  product: "/products/velox-run-2",
  bag: "/cart",
  checkout: "/checkout",
  login: "/login",
  ucenter: "/ucenter",
};
const only = args.only ? new Set(args.only.split(",")) : null;

/** Scrolls to the bottom and back so lazy images and below-the-fold boundaries load. */
async function settle(page) {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    // At most 40 steps: an infinite list keeps growing as it is scrolled.
    for (let y = 0, n = 0; y < document.documentElement.scrollHeight && n < 40; y += step, n += 1) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 120));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle").catch(() => undefined);
  // Pictures still loading get 10 s (a lazy one never scrolled near stays unloaded).
  await page.evaluate(() =>
    Promise.race([
      Promise.all([...document.images].filter((img) => !img.complete).map((img) => new Promise((done) => img.addEventListener("load", done) || img.addEventListener("error", done)))),
      new Promise((done) => setTimeout(done, 10_000)),
    ]),
  );
}

const stamp = new Date().toISOString().replaceAll(":", "-").replace(/\..*/, "");
const runDir = join(outRoot, stamp);
mkdirSync(runDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const problems = [];
try {
  for (const [width, profile] of Object.entries(PROFILES)) {
    const context = await browser.newContext({ ...profile, locale: "zh-CN", timezoneId: "Asia/Shanghai" });
    for (const [name, path] of Object.entries(PAGES)) {
      if (only && !only.has(name)) continue;
      const page = await context.newPage();
      page.on("response", (response) => {
        if (response.status() >= 400 && ["image", "media", "script", "stylesheet", "font"].includes(response.request().resourceType()))
          problems.push(`${width} ${name}: ${response.status()} ${response.url()}`);
      });
      const response = await page.goto(base + path, { waitUntil: "domcontentloaded", timeout: 60_000 });
      await settle(page);
      const file = join(runDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${String(response?.status() ?? "—").padEnd(4)} ${width} ${path} → ${file}`);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
}
const latest = join(outRoot, "latest");
rmSync(latest, { recursive: true, force: true });
cpSync(runDir, latest, { recursive: true });
if (problems.length) {
  console.error(`\nAssets that failed to load:\n${problems.join("\n")}`);
  process.exitCode = 1;
}
