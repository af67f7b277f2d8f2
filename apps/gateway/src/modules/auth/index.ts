/** The auth module's only entrance: what other modules, flows, resolvers and routes may use (docs/ARCHITECTURE.md, gateway layers). */
export type { GuestTokenSigner } from "./guest-token";
export { createGuestTokenSigner, followGuestTokenRevocations, loadTokenSecret } from "./guest-token";
export type { StoredTokenCache } from "./token-cache";
export { createStoredTokenCache, followTokenRevocations } from "./token-cache";
export type { Viewer } from "./token-service";
export { announceTokenRevoked, issueToken, revokePresentedToken, revokeToken } from "./token-service";
