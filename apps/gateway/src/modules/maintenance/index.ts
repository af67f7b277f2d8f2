/** The maintenance module's only entrance: what other modules, flows, resolvers and routes may use (docs/ARCHITECTURE.md, gateway layers). */
export { startCleanupJob } from "./cleanup";
