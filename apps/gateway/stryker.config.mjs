// Mutation check of the gateway's critical paths (issue 14): the price calculation of spec §3
// (pricing.ts: lines, 第二双 8 折, 满 299 包邮, one coupon) and the order and return state machines.
// Stryker changes the code (operators, conditions, literals) and each change must make a test
// fail. `pnpm mutation` runs it (not part of test:all: CI budget); the build breaks below 80 %.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  // only the unit tests of these modules: the PGlite suites would take minutes per mutant
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: [
    "src/modules/promotions/pricing.ts",
    // the pure state machine; transitionOrder below it is the database step (PGlite suites)
    "src/modules/orders/order-status.ts:1-48",
    "src/modules/after-sale/return-status.ts",
  ],
  reporters: ["clear-text", "progress"],
  coverageAnalysis: "perTest",
  concurrency: 2,
  thresholds: { high: 90, low: 80, break: 80 },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  timeoutMS: 10_000,
  // the first run (coverage per test) imports the schema and drizzle: slow on a busy 2-core machine
  dryRunTimeoutMinutes: 15,
};
