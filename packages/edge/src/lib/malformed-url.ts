/**
 * True when a request path cannot be decoded (a broken %-escape such as `/explore/%E0%A4%A`,
 * or one that decodes to a control character such as `%00`): no page has such a path.
 */
export function isMalformedPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  // oxlint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(decoded);
}

/** Path of the page that renders the §2 404 text with status 404. */
export const NOT_FOUND_PATH = "/error-404";

/** The same request for the 404 page (a malformed path gets the §2 404 page, not the server's bare 400). */
export function notFoundRequest(request: Request): Request {
  return new Request(new URL(NOT_FOUND_PATH, request.url), { method: "GET", headers: request.headers, signal: request.signal });
}
