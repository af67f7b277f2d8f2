import { MESSAGES, SERVICE_CODES } from "@xunlan/validation";

/** spec §8: the fields an error text may come in, read in this order (first non-empty wins). */
export const ERROR_TEXT_FIELDS = ["msg", "message", "errMsg", "errMessage", "errorMsg", "errorMessage"] as const;

/** spec §8: a normalised error carries statusCode, default 500. */
export const DEFAULT_ERROR_STATUS = 500;

/** What {@link ApiError} is built from; every field but `message` is optional. */
export interface ApiErrorInit {
  /** HTTP-like status; defaults to {@link DEFAULT_ERROR_STATUS}. */
  statusCode?: number;
  /** Service code (`extensions.code` of the first GraphQL error, or a top-level `code`). */
  code?: string;
  /** Every error text found, first one first; defaults to `[message]`. */
  messages?: readonly string[];
  /** HTTP status of the response when it was not 2xx. */
  httpStatus?: number;
  /** The value that was normalised (response body, thrown error…), for logging. */
  raw?: unknown;
  /** `extensions` of the first GraphQL error (e.g. `field`, `captchaRequired`). */
  extensions?: Readonly<Record<string, unknown>>;
  /** The underlying error, if any. */
  cause?: unknown;
}

/**
 * The one error shape every api-client call rejects with (spec §8).
 *
 * - `message`: the first error text, read from msg, message, errMsg, errMessage, errorMsg or
 *   errorMessage of the first GraphQL error, else of the response body's top level.
 * - `statusCode`: `extensions.statusCode`, else a non-2xx HTTP status, else a top-level
 *   `statusCode`, else 500.
 * - `code`: the service code (see `SERVICE_CODES` in @xunlan/validation) when there is one.
 * - `messages`: the texts of all GraphQL errors (at least one entry).
 * - `httpStatus`: set when the HTTP response itself failed (e.g. 404, 500).
 * - `raw`: what was normalised, for logs; never show it to shoppers.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP-like status, default 500 (spec §8). */
  readonly statusCode: number;
  /** Service code from `extensions.code` (or a top-level `code`), if any. */
  readonly code: string | undefined;
  /** All error texts, first one first. */
  readonly messages: readonly string[];
  /** HTTP status when the response was not 2xx. */
  readonly httpStatus: number | undefined;
  /** The normalised value (response body, thrown error), for logs only. */
  readonly raw: unknown;
  /**
   * `extensions` of the first GraphQL error, for what a form acts on: `field` (the argument at
   * fault), `captchaRequired` (memberLogin: the next try needs the image captcha),
   * `retryAfterSeconds`. Empty when there were none.
   */
  readonly extensions: Readonly<Record<string, unknown>>;

  /** Builds an error; prefer {@link normalizeError} for anything caught. */
  constructor(message: string, init: ApiErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.statusCode = init.statusCode ?? DEFAULT_ERROR_STATUS;
    this.code = init.code;
    this.messages = init.messages && init.messages.length > 0 ? init.messages : [message];
    this.httpStatus = init.httpStatus;
    this.raw = init.raw;
    this.extensions = init.extensions ?? {};
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function asCode(value: unknown): string | undefined {
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

function asStatus(value: unknown): number | undefined {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 100 && n <= 599 ? n : undefined;
}

/**
 * Reads an error text from a value's first non-empty string field among
 * {@link ERROR_TEXT_FIELDS} (spec §8). Returns undefined when there is none.
 */
export function readErrorText(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  for (const field of ERROR_TEXT_FIELDS) {
    const text = value[field];
    if (typeof text === "string" && text.trim() !== "") return text;
  }
  return undefined;
}

/**
 * The part of an HTTP-level error we read: the client's TransportError, or anything shaped like
 * it (graphql-request's ClientError too); duck-typed so copies of either match.
 */
interface ClientErrorLike {
  response: { status: number; body?: unknown; errors?: unknown };
}

function isClientErrorLike(value: unknown): value is ClientErrorLike {
  if (!(value instanceof Error)) return false;
  const { response } = value as Error & { response?: unknown };
  return isRecord(response) && typeof response.status === "number";
}

function parseJson(text: unknown): unknown {
  if (typeof text !== "string" || text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Turns anything thrown or returned as an error into an {@link ApiError} (spec §8). Accepts
 * transport errors (HTTP status and body text, shaped as graphql-request's ClientError),
 * GraphQL response bodies (`{ errors: [...] }`), REST-style bodies (`{ code, msg }`), Errors,
 * strings and anything else. An ApiError is returned unchanged.
 */
export function normalizeError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (typeof error === "string") return new ApiError(error || MESSAGES.serverError, { raw: error });

  let payload: unknown = error;
  let httpStatus: number | undefined;
  if (isClientErrorLike(error)) {
    const { response } = error;
    httpStatus = response.status >= 200 && response.status < 300 ? undefined : response.status;
    // The body text is kept as received; its top level may hold msg/code fields (REST-style).
    const body = parseJson(response.body);
    payload = isRecord(body) ? body : { errors: response.errors };
  }

  const errors = isRecord(payload) && Array.isArray(payload.errors) ? payload.errors : [];
  const first: unknown = errors[0];
  const extensions = isRecord(first) && isRecord(first.extensions) ? first.extensions : undefined;
  const top = isRecord(payload) ? payload : undefined;

  const messages = errors.map(readErrorText).filter((t): t is string => t !== undefined);
  const message =
    readErrorText(first) ?? readErrorText(payload) ?? (httpStatus === undefined ? undefined : `HTTP ${httpStatus}`) ?? MESSAGES.serverError;

  return new ApiError(message, {
    statusCode: asStatus(extensions?.statusCode) ?? httpStatus ?? asStatus(top?.statusCode),
    code: asCode(extensions?.code) ?? asCode(top?.code),
    messages: messages.length > 0 ? messages : [message],
    httpStatus,
    raw: payload,
    ...(extensions ? { extensions } : {}),
    cause: error instanceof Error ? error : undefined,
  });
}

/**
 * True when the error means the token is missing, expired or not allowed: service code 401 or
 * 403, or HTTP 401/403 (spec §8). The client then clears login state and the token.
 */
export function isAuthError(error: ApiError): boolean {
  return (
    error.code === SERVICE_CODES.UNAUTHORIZED ||
    error.code === SERVICE_CODES.FORBIDDEN ||
    error.httpStatus === 401 ||
    error.httpStatus === 403
  );
}
