import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parse, print } from "graphql";
import type { Plugin } from "graphql-yoga";
import { GatewayError } from "./errors";

/** The message of a refused document (a developer's, not a shopper's, but Chinese like every error). */
export const UNTRUSTED_DOCUMENT_MESSAGE = "不支持的查询：只执行商城客户端生成的操作";

/**
 * A document's hash as api-client's manifest has it (scripts/trusted-documents.mjs): SHA-256,
 * hex, of graphql's print(parse(text)) — whitespace, comments and formatting do not count.
 * Throws graphql's syntax error for text that does not parse.
 */
export function documentHash(text: string): string {
  return createHash("sha256").update(print(parse(text))).digest("hex");
}

/** The hashes of api-client's generated operations (@xunlan/api-client/trusted-documents.json). */
export function loadTrustedDocuments(): ReadonlySet<string> {
  const file = createRequire(import.meta.url).resolve("@xunlan/api-client/trusted-documents.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as { algorithm: string; documents: Record<string, string> };
  if (manifest.algorithm !== "sha256") throw new Error(`trusted-documents.json: unknown algorithm ${manifest.algorithm}`);
  return new Set(Object.keys(manifest.documents));
}

/** Verdicts on texts already seen, so a repeated document is one map lookup (bounded). */
const SEEN_LIMIT = 1_000;

/**
 * Trusted documents (issue 12): the gateway runs only the operations api-client generated —
 * a document whose hash is not in `trusted` is answered '400' (extensions.reason
 * UNTRUSTED_DOCUMENT) before it is parsed for execution, validated or costed. The client
 * transport is unchanged: the received query text is hashed the way the manifest was made.
 */
export function useTrustedDocuments(trusted: ReadonlySet<string>): Plugin {
  const seen = new Map<string, boolean>();
  const isTrusted = (text: string): boolean => {
    const known = seen.get(text);
    if (known !== undefined) return known;
    let verdict: boolean;
    try {
      verdict = trusted.has(documentHash(text));
    } catch {
      verdict = false;
    }
    // Only trusted texts are kept: a flood of distinct untrusted ones cannot evict them.
    if (verdict) {
      if (seen.size >= SEEN_LIMIT) seen.clear();
      seen.set(text, true);
    }
    return verdict;
  };
  return {
    onParams({ params, setResult }) {
      if (typeof params.query !== "string" || !isTrusted(params.query)) {
        setResult({ errors: [GatewayError.badRequest(UNTRUSTED_DOCUMENT_MESSAGE, "query", { reason: "UNTRUSTED_DOCUMENT" })] });
      }
    },
  };
}
