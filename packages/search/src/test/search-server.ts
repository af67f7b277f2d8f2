// A schema-backed gateway double for this package's component tests: the contract's own
// validation with small answers for search, stores and store stock.
import { startSchemaServer, type SchemaServer, type SchemaServerResolvers } from "@xunlan/api-client/testing";

/** A store as the contract's Store type has it. */
export function storeObject(id: number, storeName: string, city: string, distance: number | null = null) {
  return {
    id: String(id),
    omsStoreCode: `XL${String(id).padStart(4, "0")}`,
    nexttaoStoreCode: "",
    erpStoreCode: "",
    storeName,
    city,
    address: `${city}市中心路 ${id} 号`,
    telephone: "021-6000 0000",
    storeType: "store",
    productRange: "全品类",
    operationStartTime: "10:00",
    operationEndTime: "22:00",
    enablePickup: id % 2 === 1,
    enable: true,
    image: null,
    images: [],
    distance,
    lng: 121.47 + id / 100,
    lat: 31.23 + id / 100,
  };
}

/** Starts a server with a guest token mutation and the given root fields. */
export function startSearchServer(resolvers: SchemaServerResolvers): Promise<SchemaServer> {
  return startSchemaServer({
    ...resolvers,
    Query: { ...resolvers.Query },
    Mutation: { webAuthorization: () => ({ token: "guest-token", expiresAt: "2026-01-08T00:00:00.000Z" }), ...resolvers.Mutation },
  });
}
