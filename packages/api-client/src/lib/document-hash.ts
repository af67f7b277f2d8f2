/**
 * The SHA-256 codegen wrote on a generated document (`__meta__.hash`, client preset
 * `persistedDocuments`): the key under which the gateway keeps its text (persisted documents,
 * issue 21 §2). Undefined for a document codegen did not make.
 */
export function documentHash(document: { __meta__?: Record<string, unknown> | undefined }): string | undefined {
  // oxlint-disable-next-line no-underscore-dangle -- the client preset's own property name
  const hash = document.__meta__?.["hash"];
  return typeof hash === "string" ? hash : undefined;
}
