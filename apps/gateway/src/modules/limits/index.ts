/** The limits module's only entrance: what other modules, flows, resolvers and routes may use (docs/ARCHITECTURE.md, gateway layers). */
export type { RateAction, RateLimits, SubjectLimiter } from "./rate-limits";
export { DEFAULT_RATE_LIMITS, enforceRateLimit, rateLimiter, scaleRateLimits } from "./rate-limits";
