import { describe, expect, it } from "vitest";
import { packageOfModule } from "./chunk-composition.ts";

describe("packageOfModule", () => {
  it("names the npm package of a module under node_modules (pnpm's nested store too)", () => {
    expect(packageOfModule("/r/node_modules/.pnpm/react-dom@19.2.0/node_modules/react-dom/cjs/react-dom-client.production.js")).toBe(
      "react-dom",
    );
    expect(packageOfModule("/r/node_modules/.pnpm/@tanstack+router-core@1.2.3/node_modules/@tanstack/router-core/dist/esm/router.js")).toBe(
      "@tanstack/router-core",
    );
    expect(packageOfModule("/r/node_modules/seroval/dist/esm/index.mjs?commonjs-es-import")).toBe("seroval");
  });

  it("names a workspace package by its folder, and an app by its own", () => {
    expect(packageOfModule("/work/main/packages/cart/src/mini-bag.tsx")).toBe("@xunlan/cart");
    expect(packageOfModule("/work/main/apps/storefront/src/router.tsx?tsr-split=component")).toBe("storefront");
  });

  it("keeps generated modules apart", () => {
    expect(packageOfModule("\0vite/preload-helper.js")).toBe("(virtual)");
    expect(packageOfModule("virtual:tanstack-start-manifest")).toBe("(virtual)");
  });
});
