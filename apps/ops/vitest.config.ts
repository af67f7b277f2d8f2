import { definePackageTestConfig } from "@xunlan/vitest-config";

// Unit tests of the console's pure helpers (CSV parsing, errors, role rules) and its server.
export default definePackageTestConfig({ environment: "node" });
