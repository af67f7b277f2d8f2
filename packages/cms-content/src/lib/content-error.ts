/** Why a content call failed. */
export type ContentErrorCode =
  /** Unknown or empty page type / config key (spec §5). */
  | "INVALID_PAGE_TYPE"
  /** plp, pdp, landing, collection or club without a code (spec §7). */
  | "MISSING_CODE"
  /** A code with characters other than letters, digits, `.`, `_` and `-`, or a code for a page type that takes none. */
  | "INVALID_CODE"
  /** Empty request path (spec §5). */
  | "EMPTY_PATH"
  /** The CDN answered with a status other than 200 (spec §7, §8). */
  | "HTTP_ERROR"
  /** The request never got an answer (DNS, refused connection, time-out). */
  | "NETWORK_ERROR"
  /** The body is not JSON. */
  | "INVALID_JSON"
  /** The JSON does not match the page type's schema. */
  | "INVALID_DOCUMENT";

/** Options of {@link ContentError}. */
export interface ContentErrorOptions {
  code: ContentErrorCode;
  status: number;
  fieldPath?: string;
  url?: string;
  cause?: unknown;
}

/**
 * The one error the content loader rejects with. `status` is the CDN's HTTP status for
 * HTTP_ERROR, 400 for argument errors, 502 for network failures and broken documents.
 * `fieldPath` (dot-joined, e.g. `blocks.2.image`) is set for INVALID_DOCUMENT.
 */
export class ContentError extends Error {
  override readonly name = "ContentError";
  /** Machine-readable reason. */
  readonly code: ContentErrorCode;
  /** HTTP-like status (see class doc). */
  readonly status: number;
  /** First offending field of a document that fails its schema. */
  readonly fieldPath: string | undefined;
  /** The URL requested, when a request was made. */
  readonly url: string | undefined;

  constructor(message: string, options: ContentErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.status = options.status;
    this.fieldPath = options.fieldPath;
    this.url = options.url;
  }
}

/** True when `error` is a {@link ContentError}. */
export function isContentError(error: unknown): error is ContentError {
  return error instanceof ContentError;
}
