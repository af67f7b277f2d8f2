import type { z } from "zod";
import { type ContentDocument, type ContentPageType, contentSchemas, isContentPageType } from "../schemas/content-schemas";
import { ContentError } from "./content-error";
import { CONTENT_MESSAGES } from "./messages";

// zod 4 says "Invalid input: expected string, received undefined" for a missing key; editors
// fixing a document understand "Required" faster.
const parseOptions = {
  error: (issue: z.core.$ZodRawIssue) => (issue.code === "invalid_type" && issue.input === undefined ? "Required" : undefined),
};

/** Dot-joined issue path (`blocks.2.image`), or `(root)` for the document itself. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? "(root)" : path.map(String).join(".");
}

/**
 * Validates `data` against the schema of `pageType` and returns the parsed document. Throws a
 * {@link ContentError} (INVALID_DOCUMENT, status 502) whose `fieldPath` and message name the
 * first offending field (`blocks.2.image: Required`); never returns a partial document.
 */
export function parseContentDocument<T extends ContentPageType>(pageType: T, data: unknown): ContentDocument<T> {
  if (!isContentPageType(pageType)) {
    throw new ContentError(CONTENT_MESSAGES.pageTypeInvalid, { code: "INVALID_PAGE_TYPE", status: 400 });
  }
  const schema: z.ZodType = contentSchemas[pageType];
  const result = schema.safeParse(data, parseOptions);
  if (result.success) return result.data as ContentDocument<T>;
  const [first] = result.error.issues;
  const fieldPath = formatIssuePath(first?.path ?? []);
  const more = result.error.issues.length > 1 ? `（另有 ${result.error.issues.length - 1} 处错误）` : "";
  throw new ContentError(CONTENT_MESSAGES.invalidDocument(`${fieldPath}: ${first?.message ?? "Invalid"}${more}`), {
    code: "INVALID_DOCUMENT",
    status: 502,
    fieldPath,
    cause: result.error,
  });
}
