import type { Logger } from "pino";
import type { BrandSystems } from "../flows/brand-systems";
import type { CourierProvider } from "../flows/warehouse";
import type { Database } from "../kernel/db";
import { GatewayError } from "../kernel/errors";
import type { GuestTokenSigner } from "../modules/auth/guest-token";
import type { StoredTokenCache } from "../modules/auth/token-cache";
import type { Viewer } from "../modules/auth/token-service";
import type { CustomerServiceProvider } from "../modules/engagement/engagement-service";
import type { MemberDeps } from "../modules/members/member-deps";
import type { PaymentDeps } from "../modules/payments";
import type { RetailSystem } from "../modules/retail/retail-system";
import type { StorageDeps } from "../modules/storage/storage-provider";
import type { RequestLoaders } from "./loaders";

/** spec §7: the only channel the gateway serves for now. */
export type Channel = "WEB";

/** spec §7: Desktop when the window is ≥ 1024 px wide, else Mobile. */
export type Platform = "Desktop" | "Mobile";

/** What the request's headers said (spec §7), parsed once per request. */
export interface RequestInfo {
  /** From x-request-id (when well-formed) or generated; in every log line of the request. */
  requestId: string;
  /** `channel` header. Missing is taken as WEB; any other value is refused with '400'. */
  channel: Channel;
  /** The raw `channel` header value when it is not WEB (the auth plugin refuses it). */
  rejectedChannel: string | null;
  /** `Platform` header, null when absent or not Desktop/Mobile. */
  platform: Platform | null;
  /** `x-cookie-id`: the persistent anonymous client id, null when absent or malformed. */
  cookieId: string | null;
  /**
   * The client's address: the socket peer, or what a trusted proxy (TRUSTED_PROXIES) forwarded;
   * null when unknown (in-process requests in tests). Per-IP limits key on it.
   */
  clientIp: string | null;
  /** The request's `Cookie` header (the storefront's proxy passes the browser's on), null when none. */
  cookieHeader: string | null;
  /** The shopper came over TLS (an https URL, or the proxy's X-Forwarded-Proto https): cookies set are Secure. */
  overTls: boolean;
}

/**
 * The state of the `Authorization: Bearer` token: none sent, valid (with its viewer), or
 * sent but unknown/expired/revoked ('invalid' → operations that read auth answer '401').
 */
export type TokenState = { status: "none" } | { status: "valid"; viewer: Viewer } | { status: "invalid" };

/**
 * The GraphQL context of every resolver — the one place this type is defined. Services take
 * `db` (and, where they need it, `viewer`) explicitly, not the whole context.
 */
export interface GatewayContext {
  db: Database;
  /** Request-bound pino logger (has the request id). Never log tokens. */
  log: Logger;
  request: RequestInfo;
  /** The caller, when a valid token was sent. */
  viewer: Viewer | null;
  token: TokenState;
  /** Providers, hasher, limits and clock of the members module (createGateway's `members`). */
  members: MemberDeps;
  /** The payment provider behind payOrder (createGateway's `payments`; the sandbox by default). */
  payments: PaymentDeps;
  /** The customer-service system behind 在线客服 messages (createGateway's `customerService`; the sandbox by default). */
  customerService: CustomerServiceProvider;
  /** The retail system (POS / CRM) behind in-store purchases (createGateway's `retail`; the sandbox by default). */
  retail: RetailSystem;
  /** The brand's own systems: each on its sandbox or declared absent ("none": its features answer nothing). */
  systems: BrandSystems;
  /** The courier behind orderShippingStatus (createGateway's `courier`; the sandbox by default). */
  courier: CourierProvider;
  /** The object store behind uploads (createGateway's `storage`; the sandbox by default). */
  storage: StorageDeps;
  /** Issues and verifies the signed guest tokens of webAuthorization (no database write). */
  guestTokens: GuestTokenSigner;
  /** Verified stored (member) tokens; a revocation must `forget` what it revoked (token-cache.ts). */
  storedTokens: StoredTokenCache;
  /** This request's DataLoaders (new for every request, so nothing is cached across requests or viewers). */
  loaders: RequestLoaders;
}

/**
 * The viewer for operations that need a token (spec §6): '401' when none or an invalid one
 * was sent.
 */
export function requireViewer(context: GatewayContext): Viewer {
  if (!context.viewer) throw GatewayError.unauthorized();
  return context.viewer;
}

/** The viewer for member-only operations (spec §6): '401' without a token, '403' for guests. */
export function requireMember(context: GatewayContext): Viewer & { kind: "member"; memberUid: string } {
  const viewer = requireViewer(context);
  if (viewer.kind !== "member" || !viewer.memberUid) throw GatewayError.forbidden();
  return viewer as Viewer & { kind: "member"; memberUid: string };
}
