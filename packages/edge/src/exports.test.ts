import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import * as clients from "./clients";
import * as edge from "./index";
import * as shared from "./shared";

/**
 * Every module `entry` reaches through value imports (type-only imports are erased), asserting
 * that none of their imports matches `forbidden` (tested against "<file> imports <specifier>").
 */
function reachedFrom(entry: string, forbidden: RegExp): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, kind, specifier] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"/gm)) {
      if (kind) continue;
      expect(`${file} imports ${specifier}`).not.toMatch(forbidden);
      if (specifier!.startsWith(".")) visit(fileURLToPath(new URL(`${specifier}.ts`, pathToFileURL(file))));
    }
  };
  visit(fileURLToPath(new URL(entry, import.meta.url)));
  return [...seen].map((file) => file.replace(/^.*\/src\//, "")).sort();
}

// Guards the public surface: removing or renaming an export is a breaking change.
describe("@xunlan/edge exports", () => {
  it("names every export of the main entry (Node only)", () => {
    expect(Object.keys(edge).sort()).toMatchInlineSnapshot(`
      [
        "CATALOG_GENERATION_HEADER",
        "CID_MAX_AGE_SECONDS",
        "CSP_NONCE_HEADER",
        "LEGACY_PARAMS",
        "MEMBER_SHELL_CACHE_CONTROL",
        "NOT_FOUND_PATH",
        "NOT_FOUND_TTL_MS",
        "PAGE_FRESH_MS",
        "PAGE_SHELL_HEADER",
        "PAGE_STALE_MS",
        "PRIVATE_PAGE_CACHE_CONTROL",
        "PROXY_RULES",
        "PUBLIC_PAGE_CACHE_CONTROL",
        "TOKEN_ENDING_FIELDS",
        "TOKEN_MAX_AGE_SECONDS",
        "TOKEN_MINTING_FIELDS",
        "WINDOW_SIZE_MAX_AGE_SECONDS",
        "applySecurityHeaders",
        "clearTokenCookie",
        "contentSecurityPolicy",
        "createNonce",
        "createPageCache",
        "createStorefrontHandler",
        "createUpstreamCaches",
        "downstreamHeaders",
        "forwardSameOrigin",
        "guessPlatform",
        "gzipHtmlResponse",
        "headerSafe",
        "imageRedirect",
        "inlineScriptHashes",
        "isCacheablePath",
        "isClientAbort",
        "isMalformedPath",
        "isTls",
        "legacyRedirectTarget",
        "matchProxyRule",
        "mintGuestToken",
        "notFoundRequest",
        "packColumns",
        "pageCacheKey",
        "pageShellOf",
        "parseCacheControl",
        "privateIfSetsCookie",
        "proxyGraphQL",
        "proxyRequest",
        "secureCookiesFor",
        "servedOverTls",
        "setClientAddress",
        "setTokenCookie",
        "shellCacheKey",
        "shellRequest",
        "socketAddressOf",
        "tokenCookieOptions",
        "tokenFieldsOf",
        "tokenFromCookies",
        "unpackColumns",
        "upstreamCounter",
        "upstreamFailure",
        "upstreamRegistry",
        "upstreamRequest",
        "writeBagCountCookie",
      ]
    `);
  });

  it("names every export of the browser-safe entry (@xunlan/edge/shared), all of them in the main entry too", () => {
    expect(Object.keys(shared).sort()).toMatchInlineSnapshot(`
      [
        "CID_MAX_AGE_SECONDS",
        "CSP_NONCE_HEADER",
        "LEGACY_PARAMS",
        "PAGE_SHELL_HEADER",
        "PROXY_RULES",
        "WINDOW_SIZE_MAX_AGE_SECONDS",
        "guessPlatform",
        "legacyRedirectTarget",
        "matchProxyRule",
        "packColumns",
        "setClientAddress",
        "unpackColumns",
        "upstreamRegistry",
        "writeBagCountCookie",
      ]
    `);
    const main = new Map(Object.entries(edge));
    for (const [name, value] of Object.entries(shared)) expect({ name, value: main.get(name) }).toEqual({ name, value });
  });

  it("names every export of the render's clients entry (@xunlan/edge/clients)", () => {
    expect(Object.keys(clients).sort()).toEqual(["createServerClients"]);
  });

  it("keeps ./shared and ./clients free of Node built-ins (a browser bundle imports them), ./shared also of the /graphql proxy's server imports", () => {
    expect(reachedFrom("./shared.ts", / imports (?:node:.*|@xunlan\/api-client\/server|graphql)$/)).toEqual([
      "lib/bag-cookie.ts",
      "lib/cookies.ts",
      "lib/csp-nonce.ts",
      "lib/legacy-links.ts",
      "lib/page-shell-header.ts",
      "lib/proxy.ts",
      "lib/query-columns.ts",
      "lib/upstream-registry.ts",
      "shared.ts",
    ]);
    expect(reachedFrom("./clients.ts", / imports node:.*$/)).toEqual([
      "clients.ts",
      "lib/cookies.ts",
      "lib/proxy.ts",
      "lib/server-clients.ts",
      "lib/token-cookie.ts",
      "lib/upstream-registry.ts",
    ]);
  });
});
