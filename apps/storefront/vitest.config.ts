import { definePackageTestConfig } from "@xunlan/vitest-config";

// Unit tests for the storefront's own wiring helpers; the browser tests live in e2e/ (Playwright).
export default definePackageTestConfig({ environment: "node" });
