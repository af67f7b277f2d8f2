import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { playwright } from "@vitest/browser-playwright";
import { definePackageTestConfig } from "@xunlan/vitest-config";
import { mergeConfig } from "vite";
import { PICTURES_DIR } from "./scripts/pictures-dir";

/**
 * Every story runs as a test in a real browser — Debian's Chromium through Playwright — once at
 * a 390-px WeChat phone and once at a 1440-px desktop (issue 14: jsdom has no layout, so a
 * gallery measuring 0×0 passed there). The pictures the fixtures name are rendered beforehand by
 * scripts/render-pictures.ts into PICTURES_DIR and served at the same /images/... paths as in
 * Storybook (staticDirs), so a broken picture is a failed test, not a gateway that was not running.
 */
if (!existsSync(PICTURES_DIR)) {
  throw new Error(
    "The story pictures are not rendered: run `pnpm --filter @xunlan/storybook pictures` (turbo runs it before test and build).",
  );
}

const provider = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
});

export default mergeConfig(
  definePackageTestConfig({
    environment: "jsdom",
    setupFiles: ["./src/setup-stories.ts"],
    testTimeout: 30_000,
  }),
  {
    plugins: [tailwindcss()],
    publicDir: PICTURES_DIR,
    resolve: {
      // Tailwind resolves preview.css's @import without the source condition (ARCHITECTURE.md)
      alias: { "@xunlan/ui/theme.css": fileURLToPath(new URL("../../packages/ui/src/styles/theme.css", import.meta.url)) },
    },
    test: {
      environment: undefined,
      browser: {
        enabled: true,
        headless: true,
        provider,
        screenshotFailures: false,
        instances: [
          { browser: "chromium", name: "phone-390", viewport: { width: 390, height: 844 } },
          { browser: "chromium", name: "desktop-1440", viewport: { width: 1440, height: 900 } },
        ],
      },
    },
  },
);
