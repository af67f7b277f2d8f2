import { createCsrfMiddleware, createMiddleware, createStart } from "@tanstack/react-start";
import { getRequestIP } from "@tanstack/react-start/server";
import { httpSitemapSources, sitemapPaths, sitemapXml } from "@xunlan/content-pages";
import { forwardSameOrigin, gzipHtmlResponse } from "@xunlan/edge";
import { getEnv } from "./env";
import { robotsTxt } from "./lib/seo";

/**
 * Same-origin proxy: `/graphql`, `/json/publish/*`, `/images/*` and `/sandbox/*` go to the
 * gateway / content CDN without touching the router (@xunlan/edge's `forwardSameOrigin`). In
 * development vite's server.proxy answers the others first; `/graphql` comes here in both (its
 * token cookie). The client address is the socket's, never the client's own X-Forwarded-For.
 */
const gatewayProxy = createMiddleware().server(
  async ({ request, pathname, next }) =>
    (await forwardSameOrigin(request, { env: getEnv(), clientAddress: getRequestIP() ?? null, pathname })) ?? next(),
);

/** /robots.txt (src/lib/seo.ts) and /sitemap.xml (product-ui), never the home page the router would render. */
const seoFiles = createMiddleware().server(async ({ request, pathname, next }) => {
  if (pathname !== "/robots.txt" && pathname !== "/sitemap.xml") return next();
  if (request.method !== "GET" && request.method !== "HEAD") return new Response(null, { status: 405, headers: { allow: "GET, HEAD" } });
  const origin = new URL(request.url).origin;
  if (pathname === "/robots.txt") {
    return new Response(robotsTxt(origin), {
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
    });
  }
  const env = getEnv();
  try {
    // Production gateways run persisted documents only (issue 21 §2): the sitemap sends hashes there.
    const sources = httpSitemapSources(env.GATEWAY_URL, env.CONTENT_BASE_URL, { persistedDocuments: env.NODE_ENV === "production" });
    const xml = sitemapXml(origin, await sitemapPaths(sources));
    return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=600" } });
  } catch (error) {
    console.error("[sitemap]", error);
    return new Response("sitemap unavailable", {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "60" },
    });
  }
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
  requestMiddleware: [csrf, gatewayProxy, seoFiles, compressHtml],
}));
