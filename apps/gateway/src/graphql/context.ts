import type { Logger } from "pino";
import type { BrandSystems } from "../flows/brand-systems";
import type { Database } from "../kernel/db";
import type { RequestInfo } from "../kernel/request-info";
import type { GuestTokenSigner, StoredTokenCache, Viewer } from "../modules/auth";
import type { CustomerServiceProvider } from "../modules/engagement";
import type { MemberDeps } from "../modules/members";
import type { CourierProvider } from "../modules/orders";
import type { PaymentDeps } from "../modules/payments";
import type { RetailSystem } from "../modules/retail";
import type { StorageDeps } from "../modules/storage";
import type { RequestLoaders } from "./loaders";

export type { Channel, Platform, RequestInfo } from "../kernel/request-info";

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
