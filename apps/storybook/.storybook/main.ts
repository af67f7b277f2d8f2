import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import { defaultClientConditions, mergeConfig } from "vite";
import { PICTURES_DIR } from "../scripts/pictures-dir";

/** Storybook for every package: collects `packages/*\/src/**\/*.stories.tsx`, and the pages composed from them (src/pages). */
const config: StorybookConfig = {
  stories: ["../../../packages/*/src/**/*.stories.tsx", "../src/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  // the fixtures' product and content pictures at their gateway paths (/images/...), rendered by
  // scripts/render-pictures.ts (turbo task `pictures`), so no story needs a running gateway
  staticDirs: [PICTURES_DIR],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      // workspace packages are read from src/ (ARCHITECTURE.md "Source condition")
      resolve: { conditions: ["@xunlan/source", ...defaultClientConditions] },
    }),
};

export default config;
