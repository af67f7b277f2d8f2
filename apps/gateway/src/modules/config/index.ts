/** The config module's only entrance: what other modules, flows, resolvers and routes may use (docs/ARCHITECTURE.md, gateway layers). */

export type { ConfigSettingRecord } from "./config-service";
export { getConfigSetting } from "./config-service";
