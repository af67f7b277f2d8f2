/** The retail module's only entrance: what other modules, flows, resolvers and routes may use (docs/ARCHITECTURE.md, gateway layers). */
export { syncRetailOrders } from "./retail-service";
export type { RetailSystem } from "./retail-system";
export { createSandboxRetailSystem } from "./retail-system";
