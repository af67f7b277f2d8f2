/** The addresses module's only entrance: what other modules, flows, resolvers and routes may use (docs/ARCHITECTURE.md, gateway layers). */
export type { AddressRow } from "./address-service";
export { addAddress, deleteAddress, listAddresses, updateAddress, validateAddress } from "./address-service";
export { invalidRegionField, regionTree } from "./regions";
