/** The points module's only entrance: what other modules, flows, resolvers and routes may use (docs/ARCHITECTURE.md, gateway layers). */

export type { PointsEntryRow } from "./points-service";
export {
  creditOrderPoints,
  ledgerByOrder,
  listMemberPoints,
  orderPointsView,
  POINTS_KIND_TEXT,
  reverseReturnPoints,
} from "./points-service";
