import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServerAdapter, type ServerAdapter } from "@whatwg-node/server";
import { SERVICE_CODES } from "@xunlan/validation";
import { createSchema, createYoga, type Plugin } from "graphql-yoga";
import type { Logger } from "pino";
import { absentCustomerService, absentRetailSystem, type BrandSystems, SANDBOX_BRAND_SYSTEMS } from "./flows/brand-systems";
import { createSandbox } from "./flows/sandbox";
import type { GatewayContext, TokenState } from "./graphql/context";
import { useGraphqlLimits } from "./graphql/graphql-limits";
import { boundStringArguments } from "./graphql/input-bounds";
import { createRequestLoaders } from "./graphql/loaders";
import { usePersistedDocuments } from "./graphql/persisted-documents";
import { resolvers } from "./graphql/resolvers";
import { useRequestRules } from "./http/auth-plugin";
import { CATALOG_GENERATION_HEADER, type CatalogCache, catalogCacheKey } from "./http/catalog-cache";
import { createContentRoute } from "./http/content";
import { createCors } from "./http/cors";
import { createGraphqlDoor } from "./http/front-door";
import { malformedGraphqlGet } from "./http/graphql-get";
import { createHealthRoute } from "./http/health";
import { createGatewayMetrics, type GatewayMetrics } from "./http/metrics";
import { createOpsApiRoute, type OpsApiOptions } from "./http/ops-api";
import { createRestRoute } from "./http/rest";
import type { Database } from "./kernel/db";
import { maskError, useServiceCodes } from "./kernel/errors";
import { jsonError } from "./kernel/http/responses";
import { type HttpRoute, matchRoute } from "./kernel/http/routes";
import { APP_ROOT } from "./kernel/lib/app-root";
import { type RequestScope, requestScope } from "./kernel/lib/request-scope";
import {
  bearerTokenOf,
  clientIpOf,
  createTrustedProxies,
  DEFAULT_TRUSTED_PROXIES,
  readRequestInfo,
  requestIdOf,
  type TrustedProxies,
} from "./kernel/request-info";
import { createGuestTokenSigner, createStoredTokenCache, type GuestTokenSigner, type StoredTokenCache } from "./modules/auth";
import { type CustomerServiceProvider, sandboxCustomerService } from "./modules/engagement";
import { createMemberDeps, type MemberDeps } from "./modules/members";
import type { InvoiceDeps } from "./modules/orders";
import { type CourierProvider, createSandboxInvoices, sandboxCourier } from "./modules/orders";
import { createSandboxPaymentProvider, type PaymentDeps } from "./modules/payments";
import { createSandboxRetailSystem, type RetailSystem } from "./modules/retail";
import type { StorageDeps } from "./modules/storage";
import { createSandboxStorage } from "./modules/storage";

/** The GraphQL endpoint (spec §7: POST /graphql). */
export const GRAPHQL_PATH = "/graphql";

/** Prefixes reserved for later issues (product images, sandbox providers); 404 until added. */
export const RESERVED_PREFIXES = ["/images", "/sandbox"] as const;

/** The contract, read once from @xunlan/api-client/schema.graphql (also by the built dist/main.js). */
const typeDefs = loadTypeDefs();

/** Options of {@link createGateway}. */
export interface GatewayOptions {
  db: Database;
  logger: Logger;
  /** Folder holding json/publish/… (see resolveContentDir); null → content answers 404. */
  contentDir: string | null;
  /** Default "development": GraphiQL on, documents revalidated on every request. */
  nodeEnv?: "development" | "test" | "production";
  /** Reported by /health; default the package version. */
  version?: string;
  /** Extra HTTP routes (images, sandbox…), matched before the reserved 404 prefixes. */
  routes?: HttpRoute[];
  /**
   * Providers, hasher and limits of the members module. Default: the sandbox SMS and WeChat
   * providers on `db` (their HTTP routes are not added: pass them in `routes`, see main.ts).
   */
  members?: MemberDeps;
  /**
   * The payment provider behind payOrder. Default: the sandbox cashier (its HTTP routes are not
   * added: pass createPaymentRoutes(…) in `routes`, see main.ts).
   */
  payments?: PaymentDeps;
  /**
   * The customer-service system 在线客服 messages go to. Default: the sandbox (tickets stay in
   * the database; main.ts lists it among the sandbox providers a deployment must allow).
   */
  customerService?: CustomerServiceProvider;
  /**
   * The object store behind uploads (return photos) and its routes. Default: the sandbox store
   * in a fresh temporary folder, its /sandbox/storage routes added (tests); main.ts passes one.
   */
  storage?: StorageDeps;
  /** The courier behind orderShippingStatus. Default: the sandbox courier (main.ts names it among the sandbox providers). */
  courier?: CourierProvider;
  /**
   * The e-invoicing service whose pictures order.eInvoice links to, and its routes. Default: the
   * sandbox (its /sandbox/invoices pictures served here); main.ts passes the one its sweep uses.
   */
  invoices?: InvoiceDeps;
  /** The retail system behind in-store purchases (orderList isStore). Default: the sandbox. */
  retail?: RetailSystem;
  /**
   * Which of the brand's own systems run their sandbox and which are declared absent ("none":
   * their features answer nothing, see brand-systems.ts); reported by /health (`systems`) so the
   * storefront hides what is absent. Default: every one on its sandbox.
   */
  systems?: BrandSystems;
  /**
   * Trusted documents (issue 21 §2): /graphql runs only api-client's generated operations, sent
   * by hash (persisted documents); a text is refused '400' unread. Default: off (a text runs too,
   * a hash still finds its document); main.ts turns it on in production (TRUSTED_DOCUMENTS).
   */
  trustedDocuments?: boolean;
  /** Largest /graphql body read (bytes); default GRAPHQL_MAX_BODY_BYTES (64 KB). Larger: 413. */
  maxBodyBytes?: number;
  /** Yoga plugins after the gateway's own (tests: count what yoga parses). */
  extraPlugins?: Plugin[];
  /**
   * Browser origins allowed to call /graphql with credentials (CORS). Default: the members
   * module's storefront origins (env STOREFRONT_ORIGINS); every other origin gets no CORS headers.
   */
  corsOrigins?: readonly string[];
  /**
   * Names of the sandbox providers in use, reported by /health (`sandbox`) so the storefront
   * shows its 演示环境 mark. Default: ["sms", "wechat"] when `members` is not given, else none.
   */
  sandbox?: readonly string[];
  /**
   * Signs and verifies guest tokens (webAuthorization). Default: a signer with a random secret
   * for this process (tests); main.ts passes one with the configured or stored secret.
   */
  guestTokens?: GuestTokenSigner;
  /**
   * Verified stored (member) tokens kept in memory (token-cache.ts). Default: a new cache for
   * this gateway; main.ts passes one it keeps current with every instance's revocations.
   */
  storedTokens?: StoredTokenCache;
  /**
   * Cache of shopper-independent catalogue reads. main.ts passes one and clears it on the
   * catalogue's NOTIFY; without it (tests) every operation runs.
   */
  catalogCache?: CatalogCache;
  /**
   * Peers whose X-Forwarded-For / X-Real-IP are believed (env TRUSTED_PROXIES). Default:
   * loopback (the storefront on the same machine). Anyone else is keyed on its socket address.
   */
  trustedProxies?: TrustedProxies;
  /**
   * Prometheus metrics (issue 25 §6). Default: a registry of this gateway without the process's
   * own metrics; main.ts passes one with them.
   */
  metrics?: GatewayMetrics;
  /**
   * Who may read `GET /metrics`: a bearer token (env METRICS_TOKEN), `"open"` (anyone: the
   * default outside production) or `"off"` (404: the default in production without a token).
   */
  metricsAccess?: { token: string } | "open" | "off";
  /** Options of the operations API at /ops/api (issue 25 §2); tests move its clock. */
  ops?: Pick<OpsApiOptions, "clock" | "sessionIdleMs">;
}

/**
 * What the node adapter passes beside the request: the socket of the connection. Tests calling
 * `gateway.fetch(request, { remoteAddress })` stand in for a client at that address.
 */
export interface GatewayServerContext {
  req?: { socket?: { remoteAddress?: string | undefined } };
  remoteAddress?: string;
}

/** What {@link createGateway} returns: a node request listener with a `fetch(request)` method. */
export type Gateway = ServerAdapter<
  GatewayServerContext,
  { handle: (request: Request, serverContext?: GatewayServerContext) => Promise<Response> }
>;

/**
 * The gateway's whole HTTP surface as one handler: pass it to `http.createServer` (it is a
 * node request listener) or call `gateway.fetch(request)` in tests — no port needed.
 * Serves POST /graphql (GraphiQL on GET outside production), GET /health, GET /json/publish/…
 * and any extra `routes`; logs one line per request.
 */
export function createGateway(options: GatewayOptions): Gateway {
  const { db, logger } = options;
  const nodeEnv = options.nodeEnv ?? "development";
  const version = options.version ?? packageVersion();
  const members = options.members ?? createMemberDeps(createSandbox({ db, logger, nodeEnv }));
  const payments = options.payments ?? { provider: createSandboxPaymentProvider({ db }) };
  const systems = options.systems ?? SANDBOX_BRAND_SYSTEMS;
  const customerService = options.customerService ?? (systems.customerService === "none" ? absentCustomerService : sandboxCustomerService);
  const retail = options.retail ?? (systems.retail === "none" ? absentRetailSystem : createSandboxRetailSystem(db));
  const courier = options.courier ?? sandboxCourier;
  const invoices = options.invoices ?? createSandboxInvoices({ db });
  const storage = options.storage ?? createSandboxStorage({ dir: mkdtempSync(join(tmpdir(), "xunlan-storage-")) });
  const guestTokens = options.guestTokens ?? createGuestTokenSigner(randomBytes(32));
  const storedTokens = options.storedTokens ?? createStoredTokenCache();
  const tokens = { guestTokens, storedTokens };
  const cors = createCors(options.corsOrigins ?? members.storefrontOrigins);
  const door = createGraphqlDoor({
    origins: options.corsOrigins ?? members.storefrontOrigins,
    ...(options.maxBodyBytes ? { maxBodyBytes: options.maxBodyBytes } : {}),
  });
  const yogaLog = () => requestScope.getStore()?.log ?? logger;
  const metrics = options.metrics ?? createGatewayMetrics({ db, processMetrics: false });
  const metricsAccess = options.metricsAccess ?? (nodeEnv === "production" ? "off" : "open");

  const yoga = createYoga<object, GatewayContext>({
    schema: createSchema<GatewayContext>({ typeDefs, resolvers: boundStringArguments(resolvers) }),
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: nodeEnv !== "production" ? { title: "迅岚 XUNLAN gateway", defaultHeaders: '{ "channel": "WEB" }' } : false,
    landingPage: false,
    // CORS is ours (see http/cors.ts, applied in `handle` around yoga and the catalogue cache):
    // yoga's default would echo any Origin with credentials.
    cors: false,
    maskedErrors: { maskError: (error) => maskError(error) },
    // Our request log and maskError cover requests and errors; yoga's own messages (it also
    // reports every error it returns, expected ones included) go to debug, on the request's logger.
    logging: {
      debug: (...args) => yogaLog().debug({ yoga: args }, "yoga"),
      info: (...args) => yogaLog().debug({ yoga: args }, "yoga"),
      warn: (...args) => yogaLog().warn({ yoga: args }, "yoga"),
      error: (...args) => yogaLog().debug({ yoga: args }, "yoga"),
    },
    context: async ({ request }): Promise<GatewayContext> => {
      const scope = requestScope.getStore();
      const requestId = scope?.requestId ?? requestIdOf(request);
      const log = scope?.log ?? logger.child({ reqId: requestId });
      const info = readRequestInfo(request, requestId, scope?.clientIp ?? null);
      const token = await tokenStateOf(db, tokens, request);
      return {
        db,
        log,
        request: info,
        token,
        viewer: token.status === "valid" ? token.viewer : null,
        members,
        payments,
        customerService,
        storage,
        retail,
        systems,
        courier,
        guestTokens,
        storedTokens,
        loaders: createRequestLoaders(db),
      };
    },
    plugins: [
      usePersistedDocuments({ trusted: options.trustedDocuments ?? false }),
      ...useGraphqlLimits({ production: nodeEnv === "production" }),
      useRequestRules(),
      useServiceCodes(),
      metrics.plugin,
      ...(options.extraPlugins ?? []),
    ],
  });

  const routes: HttpRoute[] = [
    createHealthRoute({ db, version, sandbox: options.sandbox ?? (options.members ? [] : ["sms", "wechat"]), systems }),
    createContentRoute({
      contentDir: options.contentDir,
      cacheControl: nodeEnv === "production" ? "public, max-age=300, stale-while-revalidate=600" : "no-cache",
    }),
    // Downstream caches (the storefront's) poll this to drop catalogue answers when it changes.
    {
      prefix: "/catalog-generation",
      handle: () => Response.json({ generation: options.catalogCache?.generation ?? null }, { headers: { "cache-control": "no-store" } }),
    },
    // issue 25 §5: spec §7's REST paths, each running its GraphQL twin through this yoga.
    createRestRoute({
      typeDefs,
      execute: async (request) => await yoga.fetch(request),
      origins: options.corsOrigins ?? members.storefrontOrigins,
      ...(options.maxBodyBytes ? { maxBodyBytes: options.maxBodyBytes } : {}),
    }),
    // issue 25 §2: the operations API of staff and the brand's systems (its own REST surface).
    createOpsApiRoute({
      db,
      hasher: members.hasher,
      payments: payments.provider,
      clientIp: () => requestScope.getStore()?.clientIp ?? null,
      ...options.ops,
    }),
    // Before the caller's routes: /sandbox/storage and /sandbox/invoices must win over the /sandbox tools' prefix.
    ...(metricsAccess === "off" ? [] : [metrics.route(metricsAccess === "open" ? null : metricsAccess.token)]),
    ...storage.routes,
    ...invoices.routes,
    ...(options.routes ?? []),
    ...RESERVED_PREFIXES.map((prefix): HttpRoute => ({ prefix, handle: () => jsonError(SERVICE_CODES.NOT_FOUND, "请求的内容不存在") })),
  ];

  const catalogCache = options.catalogCache;
  const graphqlJson = (body: string, generation: string) =>
    new Response(body, {
      status: 200,
      headers: { "content-type": "application/graphql-response+json; charset=utf-8", [CATALOG_GENERATION_HEADER]: generation },
    });

  /**
   * POST /graphql through the catalogue cache: a repeated catalogue read is answered from memory
   * (after the same channel and token checks the operation would get); any other request runs,
   * and a catalogue read that succeeded is kept under the generation it was read in.
   */
  async function cachedGraphQL(request: Request, body: string, cache: CatalogCache, requestId: string): Promise<Response> {
    const key = catalogCacheKey(request, body);
    const hit = cache.get(key);
    if (hit !== undefined) {
      const info = readRequestInfo(request, requestId);
      if (info.rejectedChannel === null && (await tokenStateOf(db, tokens, request)).status !== "invalid") {
        return graphqlJson(hit, cache.generation);
      }
    }
    const generation = cache.generation;
    const response = await yoga.fetch(new Request(request.url, { method: "POST", headers: request.headers, body }));
    if (!requestScope.getStore()?.catalogRead || response.status !== 200) return response;
    const text = await response.text();
    // Only complete answers are kept: any error (a 404 product, a bad argument) runs again.
    if (!text.includes('"errors"')) cache.set(key, generation, text);
    const headers = new Headers(response.headers);
    headers.set(CATALOG_GENERATION_HEADER, generation);
    return new Response(text, { status: response.status, headers });
  }

  const trustedProxies = options.trustedProxies ?? createTrustedProxies(DEFAULT_TRUSTED_PROXIES);
  const handle = async (request: Request, serverContext?: GatewayServerContext): Promise<Response> => {
    const started = performance.now();
    const requestId = requestIdOf(request);
    const log = logger.child({ reqId: requestId });
    const url = new URL(request.url);
    const peer = serverContext?.req?.socket?.remoteAddress ?? serverContext?.remoteAddress ?? null;
    const clientIp = clientIpOf(request, peer, trustedProxies);
    const scope: RequestScope = { requestId, log, clientIp };
    let routeLabel = "other";
    const response = await requestScope.run(scope, async () => {
      try {
        if (url.pathname === GRAPHQL_PATH) {
          routeLabel = GRAPHQL_PATH;
          if (request.method === "OPTIONS") return cors.preflight(request);
          // Origin, content type and size first: nothing of a refused request is read or run.
          const admitted = await door.admit(request);
          if (admitted instanceof Response) return admitted;
          if (admitted.body === null) {
            const malformed = request.method === "GET" ? malformedGraphqlGet(url) : null;
            return malformed ?? (await yoga.fetch(request));
          }
          return catalogCache && request.method === "POST"
            ? await cachedGraphQL(request, admitted.body, catalogCache, requestId)
            : await yoga.fetch(new Request(request.url, { method: request.method, headers: request.headers, body: admitted.body }));
        }
        const match = matchRoute(routes, url.pathname);
        if (match) {
          routeLabel = match.route.prefix;
          return await match.route.handle(request, { subpath: match.subpath, requestId, log });
        }
        return jsonError(SERVICE_CODES.NOT_FOUND, "请求的内容不存在");
      } catch (err) {
        log.error({ err }, "unhandled error in HTTP route");
        return jsonError(SERVICE_CODES.INTERNAL, "服务器出了小问题，请稍后再试～");
      }
    });
    const headers = new Headers(response.headers);
    headers.set("x-request-id", requestId);
    if (scope.responseCookies?.length) {
      for (const cookie of scope.responseCookies) headers.append("set-cookie", cookie);
      headers.set("cache-control", "private, no-store");
    }
    if (url.pathname === GRAPHQL_PATH && request.method !== "OPTIONS") cors.decorate(request, headers);
    // Never log query strings or headers: they may carry tokens. Probes that storefronts and
    // load balancers send every few seconds (/health, /catalog-generation) log at debug only.
    const seconds = (performance.now() - started) / 1000;
    metrics.observe(request.method, routeLabel, response.status, seconds);
    const quiet =
      response.status < 400 &&
      (url.pathname.startsWith("/health") || url.pathname === "/catalog-generation" || url.pathname === "/metrics");
    log[quiet ? "debug" : "info"](
      {
        method: request.method,
        path: url.pathname,
        status: response.status,
        durationMs: Math.round(seconds * 100_000) / 100,
      },
      "request",
    );
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };

  return createServerAdapter<GatewayServerContext, { handle: typeof handle }>({ handle });
}

/** The state of the request's bearer token (spec §7 Authorization). */
export async function tokenStateOf(
  db: Database,
  { guestTokens, storedTokens }: { guestTokens: GuestTokenSigner; storedTokens: StoredTokenCache },
  request: Request,
): Promise<TokenState> {
  const token = bearerTokenOf(request);
  if (token === undefined) return { status: "none" };
  if (token === null) return { status: "invalid" };
  // Signed guest tokens are checked without the database; stored (member) tokens by hash, once a minute at most.
  const viewer = guestTokens.verify(token) ?? (await storedTokens.resolve(db, token));
  return viewer ? { status: "valid", viewer } : { status: "invalid" };
}

function loadTypeDefs(): string {
  return readFileSync(createRequire(import.meta.url).resolve("@xunlan/api-client/schema.graphql"), "utf8");
}

function packageVersion(): string {
  const { version } = JSON.parse(readFileSync(join(APP_ROOT, "package.json"), "utf8")) as { version: string };
  return version;
}
