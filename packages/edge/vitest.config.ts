import { definePackageTestConfig } from "@xunlan/vitest-config";

// A server package: plain Request/Response, Node's zlib and crypto, no DOM.
export default definePackageTestConfig({ environment: "node" });
