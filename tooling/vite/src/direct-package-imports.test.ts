import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readEntryExports, rewriteImports, workspaceExportTable } from "./direct-package-imports";

const manifest = new URL("../../../apps/storefront/package.json", import.meta.url);
const packages = fileURLToPath(new URL("../../../packages/", import.meta.url));
const table = workspaceExportTable(manifest, "@xunlan/source");

describe("direct package imports (the browser build)", () => {
  it("knows where each name of a package's entries is defined", () => {
    expect(table.get("@xunlan/cart")?.get("ArrivalReminder")).toEqual({
      file: `${packages}cart/src/components/arrival-reminder/arrival-reminder.tsx`,
      name: "ArrivalReminder",
    });
    expect(table.get("@xunlan/product-ui/pages")?.get("validateColorSizeSearch")?.file).toBe(
      `${packages}product-ui/src/pages/color-size/color-size-search.ts`,
    );
  });

  it("follows a name re-exported by the module the entry names (orders' order tabs)", () => {
    expect(readEntryExports(`${packages}orders/src/index.ts`).get("parseOrderTab")?.file).toBe(`${packages}orders/src/lib/order-tabs.ts`);
  });

  it("splits an entry import by defining module and keeps unknown names on the entry", () => {
    const code = 'import { ArrivalReminder, cartCountQueryOptions as count, NotAnExport } from "@xunlan/cart";\nconsole.log(1);';
    const out = rewriteImports(code, table, `${packages}../apps/storefront/src/x.ts`)!;
    expect(out).toContain(`import { ArrivalReminder } from "${packages}cart/src/components/arrival-reminder/arrival-reminder.tsx";`);
    expect(out).toContain(`import { cartCountQueryOptions as count } from "${packages}cart/src/queries/bag-queries.ts";`);
    expect(out).toContain('import { NotAnExport } from "@xunlan/cart";');
    expect(out.endsWith("\nconsole.log(1);")).toBe(true);
  });

  it("rewrites a package module's relative import of its own entry", () => {
    const importer = `${packages}product-ui/src/pages/rails/product-rail-block.tsx`;
    const out = rewriteImports('import { ProductCard } from "../../index";', table, importer);
    expect(out).toBe(`import { ProductCard } from "${packages}product-ui/src/components/product-card/product-card.tsx";`);
  });

  it("leaves other imports alone", () => {
    expect(rewriteImports('import { useState } from "react";\nimport { x } from "./local";', table, `${packages}cart/src/a.ts`)).toBeNull();
    expect(rewriteImports('import { NotAnExport } from "@xunlan/ui";', table, `${packages}cart/src/a.ts`)).toBeNull();
  });
});
