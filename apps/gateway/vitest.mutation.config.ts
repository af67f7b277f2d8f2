import type { ViteUserConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * The unit tests of the modules stryker.config.mjs mutates (no database: each mutant reruns
 * them). Set, not merged: mergeConfig would append these to the base config's include.
 */
const config: ViteUserConfig = {
  ...base,
  test: {
    ...base.test,
    include: [
      "src/modules/promotions/pricing.test.ts",
      "src/modules/orders/order-status.test.ts",
      "src/modules/after-sale/return-status.test.ts",
    ],
  },
};

export default config;
