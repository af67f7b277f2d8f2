/**
 * TEMPORARY stand-in for @xunlan/api-client until it lands: a tiny GraphQL-over-fetch client
 * with the §7 headers and the §4 guest-token retry. Replace with `createApiClient`.
 */
import type { Platform } from "./cookies";

/** The §7 request headers the gateway expects. */
export interface GatewayHeaderSource {
  getToken(): string | null;
  getPlatform(): Platform;
  getCid(): string | null;
}

/** Minimal typed GraphQL client. */
export interface GatewayClient {
  request<TData>(query: string, variables?: Record<string, unknown>): Promise<TData>;
}

/** Builds the §7 headers: channel WEB, Authorization, Platform, x-cookie-id. */
export function gatewayHeaders(source: GatewayHeaderSource): Record<string, string> {
  const headers: Record<string, string> = { channel: "WEB", Platform: source.getPlatform() };
  const token = source.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const cid = source.getCid();
  if (cid) headers["x-cookie-id"] = cid;
  return headers;
}

/** Creates the client; `endpoint` is absolute on the server and `/graphql` in the browser. */
export function createGatewayClient(options: { endpoint: string; headers: GatewayHeaderSource }): GatewayClient {
  return {
    async request<TData>(query: string, variables?: Record<string, unknown>): Promise<TData> {
      const response = await fetch(options.endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", ...gatewayHeaders(options.headers) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: TData; errors?: Array<{ message: string }> };
      if (body.errors?.length) throw new Error(body.errors[0]?.message ?? "Error occurred");
      if (!body.data) throw new Error("Error occurred");
      return body.data;
    },
  };
}

const WEB_AUTHORIZATION = /* GraphQL */ `
  mutation WebAuthorization {
    webAuthorization {
      token
      expiresAt
    }
  }
`;

/** Spec §9: guest token retries 3; §8 error texts. */
export async function fetchGuestToken(client: GatewayClient, retries = 3): Promise<string> {
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      const data = await client.request<{ webAuthorization: { token: string } }>(WEB_AUTHORIZATION);
      return data.webAuthorization.token;
    } catch (error) {
      console.warn("Error occurred", error);
    }
  }
  throw new Error("max retries excedded");
}
