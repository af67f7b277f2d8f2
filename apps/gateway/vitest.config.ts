import { definePackageTestConfig } from "@xunlan/vitest-config";

// PGlite takes 2–3 s to boot and migrate, and a real-server suite creates a database.
export default definePackageTestConfig({ environment: "node", testTimeout: 30_000 });
