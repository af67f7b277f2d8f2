// A schema-backed gateway double for this package's component tests: the contract's own
// validation with small answers for search.
import { type SchemaServer, type SchemaServerResolvers, startSchemaServer } from "@xunlan/api-client/testing";

export { colourObject } from "../fixtures";

/** Starts a server with a guest token mutation and the given root fields. */
export function startSearchServer(resolvers: SchemaServerResolvers): Promise<SchemaServer> {
  return startSchemaServer({
    ...resolvers,
    Query: { ...resolvers.Query },
    Mutation: { webAuthorization: () => ({ token: "guest-token", expiresAt: "2026-01-08T00:00:00.000Z" }), ...resolvers.Mutation },
  });
}
