/**
 * Pictures from their own origin (env IMAGE_ORIGIN): a browser opens at most six HTTP/1.1
 * connections per origin, and a page asks for dozens of pictures. When the gateway renders them
 * on first request (a cold cache), those connections wait on renders and the page's own code
 * chunks and GraphQL calls queue behind them. A redirect answers at once and moves each picture
 * to the picture origin's connections. Picture URLs never change content, so the redirect is
 * cached like the picture itself.
 */
export function imageRedirect(request: Request, imageOrigin: string | undefined): Response | undefined {
  if (!imageOrigin || (request.method !== "GET" && request.method !== "HEAD")) return undefined;
  const url = new URL(request.url);
  if (!url.pathname.startsWith("/images/")) return undefined;
  const target = new URL(url.pathname + url.search, `${imageOrigin}/`);
  // Never a redirect to the same origin (a loop).
  if (target.origin === url.origin) return undefined;
  return new Response(null, {
    status: 308,
    headers: { location: target.href, "cache-control": "public, max-age=31536000, immutable", vary: "Accept" },
  });
}
