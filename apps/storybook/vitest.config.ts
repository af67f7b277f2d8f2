import { definePackageTestConfig } from "@xunlan/vitest-config";

export default definePackageTestConfig({
  environment: "jsdom",
  setupFiles: ["./src/setup-stories.ts"],
  testTimeout: 30_000,
});
