import type { ConfigKey, ContentDocument, ContentPageType } from "../schemas/content-schemas";
import { isConfigKey } from "../schemas/content-schemas";
import { ContentError } from "./content-error";
import { contentPath } from "./content-path";
import { CONTENT_MESSAGES } from "./messages";
import { parseContentDocument } from "./parse-document";

/** Pino-compatible logger (`warn(details, message)`); console works too. */
export interface ContentLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Options of {@link createContentClient}. */
export interface ContentClientOptions {
  /**
   * Origin (and optional prefix) the `json/publish/...` paths hang off, e.g.
   * `http://127.0.0.1:4000` or a CDN URL. An empty string requests root-relative
   * `/json/publish/...` (the browser behind the storefront's proxy).
   */
  baseUrl: string;
  /** fetch implementation; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
  /** Receives a warning for every failed call (spec §8); defaults to console. */
  logger?: ContentLogger;
  /** Abort a request after this many ms (default 10 000). */
  timeoutMs?: number;
}

/** The content loader returned by {@link createContentClient}. */
export interface ContentClient {
  /** Fetches and validates one document; rejects with {@link ContentError}. */
  getDocument<T extends ContentPageType>(pageType: T, code?: string | null): Promise<ContentDocument<T>>;
  /** The home page (`index.json`). */
  getIndex(): Promise<ContentDocument<"index">>;
  /** The announcement bar (`announcement.json`). */
  getAnnouncement(): Promise<ContentDocument<"announcement">>;
  /** A configuration document by spec §7 key (field_translation_map, service_code, …). */
  getConfig<K extends ConfigKey>(key: K): Promise<ContentDocument<K>>;
  /** Raw JSON at a path relative to `baseUrl`, unvalidated; rejects on an empty path. */
  getJson(path: string): Promise<unknown>;
  /**
   * A document a page can do without: null when it is missing or broken (the failure is
   * logged). Optional: without it {@link optionalDocumentQueryOptions} calls `getDocument`
   * and maps a rejection to null. An app overrides it where a 404 must not reach the browser
   * console (e.g. through a server function answering 200 with null).
   */
  getOptionalDocument?<T extends ContentPageType>(pageType: T, code?: string | null): Promise<ContentDocument<T> | null>;
}

const consoleLogger: ContentLogger = {
  warn: (details, message) => console.warn(`[cms-content] ${message}`, details),
};

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/**
 * Creates the content loader (spec §7 content documents). Every failure — argument error,
 * non-200 status, network failure, non-JSON body, schema mismatch — is logged with
 * `logger.warn` and rejected as a {@link ContentError} (spec §8).
 */
export function createContentClient(options: ContentClientOptions): ContentClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const logger = options.logger ?? consoleLogger;
  const timeoutMs = options.timeoutMs ?? 10_000;

  function fail(error: ContentError, details: Record<string, unknown> = {}): never {
    logger.warn({ code: error.code, status: error.status, url: error.url, fieldPath: error.fieldPath, ...details }, error.message);
    throw error;
  }

  async function getJson(path: string): Promise<unknown> {
    // spec §5: 参数错误：请求路径不能为空
    if (typeof path !== "string" || path.trim() === "" || path.trim().replace(/^\/+/, "") === "") {
      fail(new ContentError(CONTENT_MESSAGES.pathRequired, { code: "EMPTY_PATH", status: 400 }));
    }
    const url = joinUrl(options.baseUrl, path.trim());
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: "GET",
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      fail(new ContentError(CONTENT_MESSAGES.networkError, { code: "NETWORK_ERROR", status: 502, url, cause }), {
        reason: cause instanceof Error ? cause.message : String(cause),
      });
    }
    // spec §7: success status is 200; anything else is logged and rejected (spec §8).
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      fail(
        new ContentError(CONTENT_MESSAGES.httpError(response.status), {
          code: "HTTP_ERROR",
          status: response.status,
          url,
        }),
      );
    }
    try {
      return (await response.json()) as unknown;
    } catch (cause) {
      fail(new ContentError(CONTENT_MESSAGES.invalidJson, { code: "INVALID_JSON", status: 502, url, cause }));
    }
  }

  async function getDocument<T extends ContentPageType>(pageType: T, code?: string | null) {
    let path: string;
    try {
      path = contentPath(pageType, code);
    } catch (error) {
      fail(error as ContentError, { pageType, pageCode: code });
    }
    const data = await getJson(path);
    try {
      return parseContentDocument(pageType, data);
    } catch (error) {
      const contentError = error as ContentError;
      const withUrl = new ContentError(contentError.message, {
        code: contentError.code,
        status: contentError.status,
        fieldPath: contentError.fieldPath,
        url: joinUrl(options.baseUrl, path),
        cause: contentError.cause,
      });
      fail(withUrl, { pageType, pageCode: code });
    }
  }

  return {
    getDocument,
    getIndex: () => getDocument("index"),
    getAnnouncement: () => getDocument("announcement"),
    async getConfig<K extends ConfigKey>(key: K) {
      // spec §7: config loads by key; the key is also the page type
      if (!isConfigKey(key)) {
        fail(new ContentError(CONTENT_MESSAGES.pageTypeInvalid, { code: "INVALID_PAGE_TYPE", status: 400 }), {
          configKey: key,
        });
      }
      return getDocument(key);
    },
    getJson,
  };
}
