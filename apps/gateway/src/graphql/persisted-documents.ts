import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { PERSISTED_DOCUMENTS } from "@xunlan/api-client/server";
import type { Plugin } from "graphql-yoga";
import { GatewayError } from "../kernel/errors";

/** The message of a refused document text (a developer's, not a shopper's, but Chinese like every error). */
export const UNTRUSTED_DOCUMENT_MESSAGE = "不支持的查询：只执行商城客户端生成的操作";

/** The message of a hash the gateway does not know (no generated operation has it). */
export const UNKNOWN_DOCUMENT_MESSAGE = "不支持的查询：未知的操作编号";

/** The message of a request that names neither a text nor a hash. */
export const MISSING_DOCUMENT_MESSAGE = "参数错误：缺少查询";

/** Options of {@link usePersistedDocuments}. */
export interface PersistedDocumentsOptions {
  /**
   * Trusted documents (TRUSTED_DOCUMENTS): only api-client's generated operations run, sent by
   * hash; any text is refused unread. Off: a text runs too (development, the browser tests and
   * the bench post their own), and a hash still finds its document.
   */
  trusted: boolean;
  /** Hash → text; default api-client's persisted documents (codegen's persisted-documents.json). */
  documents?: Readonly<Record<string, string>>;
}

/**
 * Persisted documents (issue 21 §2, replacing issue 12's trusted documents by hash of the parsed
 * text): graphql-yoga's persisted-operations plugin finds the text of a request's
 * `extensions.persistedQuery.sha256Hash` among api-client's generated operations. With
 * `trusted` on, a request carrying a text is refused before anything reads it — nothing is
 * parsed, hashed or kept — so an 11 MB text costs what its bytes cost to receive, and only the
 * store's own texts are ever parsed (yoga caches each once). Refusals are '400' with
 * `extensions.reason`: UNTRUSTED_DOCUMENT (a text), PERSISTED_QUERY_NOT_FOUND (an unknown hash).
 */
export function usePersistedDocuments(options: PersistedDocumentsOptions): Plugin {
  const documents = options.documents ?? PERSISTED_DOCUMENTS;
  return usePersistedOperations({
    allowArbitraryOperations: !options.trusted,
    // Own properties only: "constructor" or "__proto__" is not a document.
    getPersistedOperation: (hash) => (Object.hasOwn(documents, hash) ? documents[hash]! : null),
    customErrors: {
      persistedQueryOnly: () => GatewayError.badRequest(UNTRUSTED_DOCUMENT_MESSAGE, "query", { reason: "UNTRUSTED_DOCUMENT" }),
      notFound: () => GatewayError.badRequest(UNKNOWN_DOCUMENT_MESSAGE, "extensions", { reason: "PERSISTED_QUERY_NOT_FOUND" }),
      keyNotFound: () =>
        options.trusted
          ? GatewayError.badRequest(UNTRUSTED_DOCUMENT_MESSAGE, "query", { reason: "UNTRUSTED_DOCUMENT" })
          : GatewayError.badRequest(MISSING_DOCUMENT_MESSAGE, "query"),
    },
  }) as Plugin;
}
