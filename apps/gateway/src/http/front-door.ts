/**
 * The door of the gateway's /graphql (issue 21 §2, §4): api-client/server's `admitGraphQL`, the
 * same door the storefront's proxy keeps, with the gateway's browser origins (env
 * STOREFRONT_ORIGINS). Origin 403, a body not `application/json` 415, one over 64 KB 413 — each
 * before anything reads the rest or runs.
 */
import { admitGraphQL, GRAPHQL_MAX_BODY_BYTES } from "@xunlan/api-client/server";

export { GRAPHQL_MAX_BODY_BYTES };

/** Options of {@link createGraphqlDoor}. */
export interface GraphqlDoorOptions {
  /** The browser origins allowed (env STOREFRONT_ORIGINS). */
  origins: readonly string[];
  /** Default {@link GRAPHQL_MAX_BODY_BYTES}. */
  maxBodyBytes?: number;
}

/** What the door lets in: the body read as text (null for a method without one). */
export interface Admitted {
  body: string | null;
}

/** The door of /graphql: `admit(request)` answers a refusal, or the body it read. */
export function createGraphqlDoor(options: GraphqlDoorOptions): { admit(request: Request): Promise<Admitted | Response> } {
  const origins = new Set(options.origins);
  return {
    async admit(request) {
      const admitted = await admitGraphQL(request, { origins, ...(options.maxBodyBytes ? { maxBodyBytes: options.maxBodyBytes } : {}) });
      if (admitted instanceof Response) return admitted;
      return { body: admitted.body === null ? null : new TextDecoder().decode(admitted.body) };
    },
  };
}
