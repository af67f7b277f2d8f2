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
 *
 * So /checkout and /ucenter show the real pages (not the login redirect), the script signs a
 * member in first — a fresh mobile, by SMS code read from the gateway's sandbox outbox (the
 * gateway runs with SANDBOX_TOOLS=1, as in development and the e2e run) — and puts a pair of
 * shoes in the bag. Without the sandbox tools it says so and shoots those pages as a guest.
 */
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, request as http } from "@playwright/test";

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
      Promise.all(
        [...document.images]
          .filter((img) => !img.complete)
          .map((img) => new Promise((done) => img.addEventListener("load", done) || img.addEventListener("error", done))),
      ),
      new Promise((done) => setTimeout(done, 10_000)),
    ]),
  );
}

/** A GraphQL call through the store's /graphql proxy; throws on errors. */
async function gql(api, query, variables = {}, token) {
  const response = await api.post("/graphql", {
    headers: { channel: "WEB", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { query, variables },
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join("; "));
  return body.data;
}

/**
 * Signs a fresh member in by SMS (sandbox outbox) and puts one in-stock size of a running shoe
 * in the bag; returns the member token, or null (with the reason printed) when the store's
 * gateway has no sandbox tools.
 */
async function signInWithBag() {
  const api = await http.newContext({ baseURL: base });
  try {
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const { getCaptcha } = await gql(api, "mutation { getCaptcha { captchaId } }");
    const captcha = await api.get(`/sandbox/captcha/${getCaptcha.captchaId}`);
    if (!captcha.ok()) throw new Error(`GET /sandbox/captcha answered ${captcha.status()} (start the gateway with SANDBOX_TOOLS=1)`);
    const { text } = await captcha.json();
    await gql(
      api,
      "mutation($u:String!,$id:String!,$c:String!){ getVerifyCode(username:$u,type:4,captchaId:$id,captchaCode:$c){ success } }",
      {
        u: mobile,
        id: getCaptcha.captchaId,
        c: text,
      },
    );
    const outbox = await (await api.get(`/sandbox/sms/outbox?mobile=${mobile}&limit=1`)).json();
    const code = outbox.messages?.[0]?.code;
    if (!code) throw new Error("no SMS code in the sandbox outbox");
    const { memberLogin } = await gql(api, "mutation($u:String!,$c:String!){ memberLogin(username:$u,type:4,code:$c){ userToken } }", {
      u: mobile,
      c: code,
    });
    const token = memberLogin.userToken;
    const { productStyle } = await gql(
      api,
      '{ productStyle(styleSlug: "velox-run-2") { productColors { productSizes { ean saleableQty } } } }',
    );
    const ean = productStyle.productColors.flatMap((c) => c.productSizes).find((size) => size.saleableQty > 0)?.ean;
    if (ean) await gql(api, "mutation($e:String!){ addCartItem(ean:$e, quantity:1){ count } }", { e: ean }, token);
    console.log(`signed in as ${mobile}${ean ? ", one pair in the bag" : " (no size in stock for the bag)"}`);
    return token;
  } catch (error) {
    console.warn(`⚠ shooting /checkout and /ucenter as a guest: ${error.message}`);
    return null;
  } finally {
    await api.dispose();
  }
}

const stamp = new Date().toISOString().replaceAll(":", "-").replace(/\..*/, "");
const runDir = join(outRoot, stamp);
mkdirSync(runDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const problems = [];
const token = await signInWithBag();
try {
  for (const [width, profile] of Object.entries(PROFILES)) {
    const context = await browser.newContext({ ...profile, locale: "zh-CN", timezoneId: "Asia/Shanghai" });
    if (token) {
      // The way the storefront keeps a member signed in: the token and login_status cookies.
      const { hostname } = new URL(base);
      await context.addCookies([
        { name: "token", value: token, domain: hostname, path: "/", sameSite: "Lax" },
        { name: "login_status", value: "1", domain: hostname, path: "/", sameSite: "Lax" },
      ]);
    }
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
