import { describe, expect, it } from "vitest";
import { createStorefrontMetrics, routeKind } from "./metrics";

const request = (path: string, headers: Record<string, string> = {}) => new Request(`http://shop.test${path}`, { headers });

describe("storefront /metrics (issue 25 §6)", () => {
  it("labels requests by kind of page, never by raw path", () => {
    expect(routeKind("/")).toBe("home");
    expect(routeKind("/products/velox/velox-black")).toBe("product");
    expect(routeKind("/explore/men/shoes")).toBe("listing");
    expect(routeKind("/assets/main-abc123.js")).toBe("static");
    expect(routeKind("/checkout")).toBe("checkout");
    expect(routeKind("/some/thing/else")).toBe("other");
  });

  it("counts requests, latency and page-cache answers", async () => {
    const metrics = createStorefrontMetrics("open", { processMetrics: false });
    for (const state of ["hit", "hit", "miss"]) {
      metrics.observe(request("/products/a/b"), new Response("x", { headers: { "x-page-cache": state } }), 0.004);
    }
    metrics.observe(request("/nowhere"), new Response("x", { status: 404 }), 0.01);
    const text = await (await metrics.serve(request("/metrics")))!.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="product",status="200",service="storefront"\} 3/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="other",status="404",service="storefront"\} 1/);
    expect(text).toMatch(/page_cache_total\{result="hit",service="storefront"\} 2/);
    expect(text).toMatch(/page_cache_total\{result="miss",service="storefront"\} 1/);
    const bucket = text
      .split("\n")
      .find((l) => l.startsWith("http_request_duration_seconds_bucket{") && l.includes('le="0.005"') && l.includes('route="product"'));
    expect(bucket).toMatch(/ 3$/);
  });

  it("serves only /metrics, only to the token's bearer when one is set, and nothing when off", async () => {
    const guarded = createStorefrontMetrics({ token: "scrape-token-0123456789" }, { processMetrics: false });
    expect(guarded.serve(request("/"))).toBeNull();
    expect((await guarded.serve(request("/metrics")))!.status).toBe(404);
    expect((await guarded.serve(request("/metrics", { authorization: "Bearer scrape-token-0123456789" })))!.status).toBe(200);
    expect(createStorefrontMetrics("off", { processMetrics: false }).serve(request("/metrics"))).toBeNull();
  });
});
