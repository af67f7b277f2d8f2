import { SERVICE_CODE_STATUS, SERVICE_CODES } from "@xunlan/validation";
import { json } from "../kernel/http/responses";

/** Query-string parameters of a GraphQL GET that carry JSON (GraphQL over HTTP). */
const JSON_PARAMS = ["variables", "extensions"] as const;

/**
 * A GraphQL GET whose `variables` or `extensions` parameter is not JSON answers '400' naming
 * the parameter. graphql-yoga's GET parser lets JSON.parse's SyntaxError escape, which became
 * a masked '500' logged as unexpected (found by the schema fuzzer, issue 12 item 6: a shared
 * link such as `/graphql?query=…&variables=%7B` is the client's mistake). Returns null when the
 * parameters are fine (or absent) and yoga should handle the request.
 */
export function malformedGraphqlGet(url: URL): Response | null {
  for (const name of JSON_PARAMS) {
    const value = url.searchParams.get(name);
    if (value === null || value === "") continue;
    try {
      JSON.parse(value);
    } catch {
      const code = SERVICE_CODES.BAD_REQUEST;
      return json(
        {
          errors: [
            { message: `参数错误：${name} 不是合法的 JSON`, extensions: { code, statusCode: SERVICE_CODE_STATUS[code], field: name } },
          ],
        },
        { status: SERVICE_CODE_STATUS[code] },
      );
    }
  }
  return null;
}
