/**
 * The service codes the gateway puts in `errors[].extensions.code` (spec §8). The published
 * `service_code` content document maps each to a Chinese message and whether it shows as a
 * toast; a test in cms-content checks that the demo document covers every code here.
 */
export const SERVICE_CODES = {
  /** Malformed request or an argument that fails validation. */
  BAD_REQUEST: "400",
  /** Missing, unknown or expired token. Clients clear login state and fetch a new token. */
  UNAUTHORIZED: "401",
  /** Token valid but not allowed (e.g. a guest token on a member-only operation). */
  FORBIDDEN: "403",
  /** The thing asked for does not exist. */
  NOT_FOUND: "404",
  /** Too many requests (rate limits). */
  TOO_MANY_REQUESTS: "429",
  /** Anything unexpected; details are masked and only logged. */
  INTERNAL: "500",
} as const;

/** A value of {@link SERVICE_CODES}. */
export type ServiceCode = (typeof SERVICE_CODES)[keyof typeof SERVICE_CODES];

/** HTTP-like status that goes with each service code, for `extensions.statusCode`. */
export const SERVICE_CODE_STATUS: Readonly<Record<ServiceCode, number>> = {
  "400": 400,
  "401": 401,
  "403": 403,
  "404": 404,
  "429": 429,
  "500": 500,
};
