import tailwindcss from "@tailwindcss/vite";
import type { StorybookConfig } from "@storybook/react-vite";
import { defaultClientConditions, mergeConfig } from "vite";

/** Storybook for every package: collects `packages/*\/src/**\/*.stories.tsx`. */
const config: StorybookConfig = {
  stories: ["../../../packages/*/src/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      // workspace packages are read from src/ (ARCHITECTURE.md "Source condition")
      resolve: { conditions: ["@xunlan/source", ...defaultClientConditions] },
    }),
};

export default config;
