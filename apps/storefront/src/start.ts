import { createCsrfMiddleware, createMiddleware, createStart } from "@tanstack/react-start";
import { getEnv } from "./env";
import { gzipHtmlResponse } from "./lib/compress";
import { matchProxyRule, proxyRequest } from "./lib/proxy";

/**
 * Production same-origin proxy (in dev vite's server.proxy answers first): `/graphql`,
 * `/json/publish/*`, `/images/*` and `/sandbox/*` go to the gateway / content CDN without
 * touching the router.
 */
const gatewayProxy = createMiddleware().server(async ({ request, pathname, next }) => {
  const rule = matchProxyRule(pathname);
  if (!rule) return next();
  const env = getEnv();
  return proxyRequest(request, rule.upstream === "content" ? env.CONTENT_BASE_URL : env.GATEWAY_URL);
});

/** Production only: gzip the server-rendered HTML (static assets come pre-compressed). */
const compressHtml = createMiddleware().server(async ({ request, next }) => {
  const result = await next();
  if (getEnv().NODE_ENV !== "production") return result;
  return { ...result, response: gzipHtmlResponse(request, result.response) };
});

// Start adds this itself only when no start instance exists; keep server functions protected.
const csrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === "serverFn" });

export const startInstance = createStart(() => ({
  requestMiddleware: [csrf, gatewayProxy, compressHtml],
}));
