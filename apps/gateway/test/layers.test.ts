import { describe, expect, it } from "vitest";
import { checkLayers, layerOf, violation } from "../scripts/check-layers";

// The gateway's layers (docs/ARCHITECTURE.md): the rule scripts/check-layers.ts enforces in
// `pnpm lint`, on made-up imports, and the tree as it is.
describe("the gateway's layers", () => {
  it("places every folder in its layer", () => {
    expect(layerOf("src/kernel/db/index.ts")).toBe("kernel");
    expect(layerOf("src/modules/cart/cart-service.ts")).toBe("modules");
    expect(layerOf("src/flows/checkout/checkout-service.ts")).toBe("flows");
    expect(layerOf("src/graphql/cart.ts")).toBe("graphql");
    expect(layerOf("src/generated/resolvers-types.ts")).toBe("graphql");
    expect(layerOf("src/http/rest.ts")).toBe("http");
    expect(layerOf("src/server.ts")).toBe("app");
    expect(() => layerOf("src/somewhere/else.ts")).toThrow(/not in a layer/);
  });

  it("refuses imports up the layers", () => {
    expect(violation("src/kernel/env.ts", "src/http/rest.ts")).toMatch(/up the layers/);
    expect(violation("src/kernel/db/index.ts", "src/modules/catalog/index.ts")).toMatch(/up the layers/);
    expect(violation("src/modules/orders/order-service.ts", "src/flows/warehouse.ts")).toMatch(/up the layers/);
    expect(violation("src/flows/warehouse.ts", "src/graphql/context.ts")).toMatch(/up the layers/);
    expect(violation("src/graphql/cart.ts", "src/http/catalog-cache.ts")).toMatch(/up the layers/);
    expect(violation("src/http/rest.ts", "src/server.ts")).toMatch(/up the layers/);
  });

  it("lets a layer import itself and the layers below", () => {
    expect(violation("src/kernel/logger.ts", "src/kernel/env.ts")).toBeNull();
    expect(violation("src/flows/commerce-jobs.ts", "src/flows/warehouse.ts")).toBeNull();
    expect(violation("src/http/health.ts", "src/kernel/db/index.ts")).toBeNull();
    expect(violation("src/server.ts", "src/http/rest.ts")).toBeNull();
  });

  it("enters a module only through its index.ts", () => {
    expect(violation("src/modules/cart/cart-service.ts", "src/modules/promotions/index.ts")).toBeNull();
    expect(violation("src/modules/cart/cart-service.ts", "src/modules/promotions/pricing.ts")).toMatch(
      /deep import into module promotions/,
    );
    expect(violation("src/graphql/cart.ts", "src/modules/cart/cart-service.ts")).toMatch(/deep import into module cart/);
    expect(violation("src/modules/payments/litepos/client.ts", "src/modules/payments/payment-provider.ts")).toBeNull();
    expect(violation("src/modules/payments/refund-service.ts", "src/modules/payments/index.ts")).toMatch(/its own entrance/);
  });

  it("holds for every import of src/ today", () => {
    expect(checkLayers()).toEqual([]);
  });
});
