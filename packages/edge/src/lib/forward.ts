import { proxyGraphQL } from "./graphql-proxy";
import type { EdgeEnv } from "./handler";
import { imageRedirect } from "./image-origin";
import { downstreamHeaders, matchProxyRule, proxyRequest, upstreamFailure, upstreamRequest } from "./proxy";

/** Options of {@link forwardSameOrigin}. */
export interface ForwardOptions {
  env: EdgeEnv;
  /** The socket's address (the server's request IP), never the client's own X-Forwarded-For (issue 12). */
  clientAddress: string | null;
  /** The request's path as the framework routed it; default the URL's. */
  pathname?: string;
}

/**
 * The same-origin proxy (ARCHITECTURE.md "Processes and ports"): a request under one of the
 * {@link PROXY_RULES} is answered by its upstream — pictures redirected to IMAGE_ORIGIN when it
 * is set, `/graphql` through `proxyGraphQL` (graphql-proxy.ts: the HttpOnly token cookie, on the
 * upstream request prepared here), the rest forwarded as they are. Null for any other path: the
 * app renders it. An unreachable upstream answers 502, a cancelled request 499.
 */
export async function forwardSameOrigin(request: Request, options: ForwardOptions): Promise<Response | null> {
  const { env, clientAddress } = options;
  const rule = matchProxyRule(options.pathname ?? new URL(request.url).pathname);
  if (!rule) return null;
  const redirect = imageRedirect(request, env.IMAGE_ORIGIN);
  if (redirect) return redirect;
  if (rule.tokenCookie) {
    const { target, headers } = upstreamRequest(request, env.GATEWAY_URL, clientAddress);
    try {
      return await proxyGraphQL(request, { gatewayUrl: env.GATEWAY_URL, target, headers, responseHeaders: downstreamHeaders });
    } catch (error) {
      return upstreamFailure(request, target, error);
    }
  }
  return proxyRequest(request, rule.upstream === "content" ? env.CONTENT_BASE_URL : env.GATEWAY_URL, clientAddress);
}
