/** A GraphQL response as the gateway sends it. */
export interface GraphQLResponse<TData = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data?: TData | null;
  errors?: Array<{ message: string; path?: unknown[]; extensions: Record<string, unknown> & { code?: string; statusCode?: number } }>;
}

/** Something with a fetch-style handler: the gateway (createGateway) is one. */
export interface FetchHandler {
  fetch(request: Request, serverContext?: { remoteAddress?: string }): Promise<Response> | Response;
}

/** POSTs an operation to /graphql in-process with the spec §7 headers (channel WEB by default). */
export async function gql<TData = Record<string, unknown>>(
  gateway: FetchHandler,
  query: string,
  options: {
    variables?: Record<string, unknown>;
    token?: string;
    headers?: Record<string, string>;
    /** The socket address the request comes from (the gateway keys per-IP limits on it). */
    remoteAddress?: string;
  } = {},
): Promise<GraphQLResponse<TData>> {
  const headers: Record<string, string> = { "content-type": "application/json", channel: "WEB", ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await gateway.fetch(
    new Request("http://gateway.test/graphql", {
      method: "POST",
      headers,
      body: JSON.stringify({ query, variables: options.variables }),
    }),
    ...(options.remoteAddress ? [{ remoteAddress: options.remoteAddress }] : []),
  );
  const body = (await response.json()) as Omit<GraphQLResponse<TData>, "status" | "headers">;
  return { status: response.status, headers: response.headers, ...body };
}
