import { CODE_OPTIONAL_PAGE_TYPES, CODE_REQUIRED_PAGE_TYPES, type ContentPageType, isContentPageType } from "../schemas/content-schemas";
import { ContentError } from "./content-error";
import { CONTENT_MESSAGES } from "./messages";

/** The folder every document is published under (spec §7, docs/ARCHITECTURE.md). */
export const CONTENT_PUBLISH_PREFIX = "json/publish";

// A code is one path segment: no slashes, no leading dot, so it can never climb out of the folder.
const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function takesCode(pageType: ContentPageType): "required" | "optional" | "never" {
  if ((CODE_REQUIRED_PAGE_TYPES as readonly string[]).includes(pageType)) return "required";
  if ((CODE_OPTIONAL_PAGE_TYPES as readonly string[]).includes(pageType)) return "optional";
  return "never";
}

/**
 * The relative path of a document: `json/publish/{pageType}.json` or
 * `json/publish/{pageType}/{code}.json`. Throws a {@link ContentError} for an unknown page
 * type, a missing code (plp, pdp, landing, collection, club) or a malformed code.
 */
export function contentPath(pageType: string, code?: string | null): string {
  // spec §5: unknown or empty page type
  if (!isContentPageType(pageType)) {
    throw new ContentError(CONTENT_MESSAGES.pageTypeInvalid, { code: "INVALID_PAGE_TYPE", status: 400 });
  }
  const mode = takesCode(pageType);
  const trimmed = code?.trim() ?? "";
  if (trimmed === "") {
    // spec §7: a code is required for plp, pdp, landing, collection and club
    if (mode === "required") {
      throw new ContentError(CONTENT_MESSAGES.pageCodeRequired, { code: "MISSING_CODE", status: 400 });
    }
    return `${CONTENT_PUBLISH_PREFIX}/${pageType}.json`;
  }
  if (mode === "never") {
    throw new ContentError(CONTENT_MESSAGES.pageCodeNotAllowed, { code: "INVALID_CODE", status: 400 });
  }
  if (!CODE_PATTERN.test(trimmed)) {
    throw new ContentError(CONTENT_MESSAGES.pageCodeInvalid, { code: "INVALID_CODE", status: 400 });
  }
  return `${CONTENT_PUBLISH_PREFIX}/${pageType}/${trimmed}.json`;
}
