import { SERVICE_CODE_STATUS, type ServiceCode } from "@xunlan/validation";

/** A JSON response with the right content type. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** A non-GraphQL error response in the spec §8 shape: `{ code, statusCode, message }`. */
export function jsonError(code: ServiceCode, message: string, headers?: HeadersInit): Response {
  const statusCode = SERVICE_CODE_STATUS[code];
  return json({ code, statusCode, message }, { status: statusCode, headers });
}
