import { definePackageTestConfig } from "@xunlan/vitest-config";

export default definePackageTestConfig({ environment: "jsdom", setupFiles: ["./vitest.setup.ts"] });
