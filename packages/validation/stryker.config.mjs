// Mutation check of the rules the storefront and the gateway both trust (spec §5, §9): Stryker
// changes the code (operators, conditions, literals) and each change must make a test fail.
// `pnpm mutation` runs it; the build breaks below 80 % (thresholds.break).
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.config.ts" },
  // The critical paths: the §5 form rules, money, cart quantities and the privacy masks.
  mutate: ["src/rules.ts", "src/money.ts", "src/quantity.ts", "src/masks.ts"],
  reporters: ["clear-text", "progress"],
  coverageAnalysis: "perTest",
  concurrency: 2,
  thresholds: { high: 90, low: 80, break: 80 },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  timeoutMS: 10_000,
};
