import { createStartHandler, defaultStreamHandler } from "@tanstack/react-start/server";
import { createServerEntry } from "@tanstack/react-start/server-entry";
import { createStorefrontHandler } from "@xunlan/edge";
import { getEnv } from "./env";
import { createStorefrontMetrics, type StorefrontMetrics } from "./lib/metrics";

/**
 * Server entry: @xunlan/edge's request pipeline (page cache of guest and member shells, upstream
 * caches, CSP nonce, security headers, gzip, a quiet 499 for a cancelled request) around Start's
 * handler, and /metrics (issue 25 §6) with every answer counted.
 */
const handler = createStorefrontHandler({ render: createStartHandler(defaultStreamHandler), env: getEnv });
let metrics: StorefrontMetrics | undefined;

export default createServerEntry({
  async fetch(request, options) {
    metrics ??= createStorefrontMetrics(getEnv().METRICS_ACCESS);
    const served = metrics.serve(request);
    if (served) return served;
    const started = performance.now();
    const response = await handler.fetch(request, options);
    metrics.observe(request, response, (performance.now() - started) / 1000);
    return response;
  },
});
