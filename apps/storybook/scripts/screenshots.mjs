// Screenshots of key stories from the built Storybook (storybook-static) at phone and desktop
// widths, with the system Chromium. Usage: node scripts/screenshots.mjs [outDir] [storyId...]
import { createReadStream, existsSync, mkdirSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, resolve } from "node:path";
import { chromium } from "playwright-core";

const root = resolve(import.meta.dirname, "../storybook-static");
const outDir = resolve(process.argv[2] ?? "/tmp/storybook-shots");
const ids = process.argv.slice(3).length
  ? process.argv.slice(3)
  : [
      "headerfooter-header--full",
      "headerfooter-header--thin",
      "headerfooter-header--shop-menu-open",
      "headerfooter-header--mobile-menu-open",
      "headerfooter-footer--default",
      "headerfooter-announcementbar--black",
      "headerfooter-announcementbar--marquee",
      "headerfooter-errorpage--not-found",
      "headerfooter-sitelayout--home",
    ];
const widths = [390, 1440];
const types = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

if (!existsSync(root)) throw new Error("Build Storybook first: pnpm --filter @xunlan/storybook build");
mkdirSync(outDir, { recursive: true });

const server = createServer((req, res) => {
  const path = join(root, decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, "index.html") : path;
  if (!file.startsWith(root) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 1024 ? 844 : 900 }, deviceScaleFactor: 1 });
    for (const id of ids) {
      await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=story`, { waitUntil: "networkidle" });
      await page.waitForSelector("#storybook-root > *", { timeout: 15_000 }).catch(() => {});
      await page.waitForTimeout(400);
      const file = join(outDir, `${id}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.info(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
