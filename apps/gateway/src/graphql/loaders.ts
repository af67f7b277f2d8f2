import { createMemberLoaders, type MemberLoaders } from "../flows/member-reads";
import type { Database } from "../kernel/db";
import { type CatalogLoaders, createCatalogLoaders } from "../modules/catalog";
import { createOrderLoaders, type OrderLoaders } from "../modules/orders";

/** The DataLoaders of one GraphQL request, by module (the context's `loaders`). */
export interface RequestLoaders {
  catalog: CatalogLoaders;
  orders: OrderLoaders;
  /** A member's profile, favourite ids and bag count, read together when asked together. */
  members: MemberLoaders;
}

/**
 * A fresh set of loaders for one request, as DataLoader's authors intend: batching within the
 * request, memoising for its lifetime only, so one shopper's answers never reach another's.
 */
export function createRequestLoaders(db: Database): RequestLoaders {
  return { catalog: createCatalogLoaders(db), orders: createOrderLoaders(db), members: createMemberLoaders(db) };
}
