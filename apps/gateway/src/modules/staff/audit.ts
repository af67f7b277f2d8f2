import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { auditRecords } from "../../kernel/db/schema";
import type { OpsPrincipal } from "./roles";

/** What one audit record says besides who and when. */
export interface AuditEntry {
  /** e.g. `order.ship`, `stock.upsert`, `staff.create`. */
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes an audit record (issue 25 §1: who, what, before/after, when). Call it with the
 * transaction that makes the change, so a change never lands without its record and a record
 * never outlives a rolled-back change. The table refuses UPDATE and DELETE (migration 0024).
 */
export async function writeAudit(tx: Database, who: OpsPrincipal, entry: AuditEntry, now: Date): Promise<void> {
  await tx.insert(auditRecords).values({
    actorKind: who.kind,
    actorId: who.id,
    actorName: who.name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: now,
  });
}

/** Filters of {@link listAudit}. */
export interface AuditFilter {
  targetType?: string | undefined;
  targetId?: string | undefined;
  action?: string | undefined;
  /** Only records older than this id (paging, newest first). */
  beforeId?: number | undefined;
  limit: number;
}

/** Audit records, newest first. */
export async function listAudit(db: Database, filter: AuditFilter) {
  const where: SQL[] = [];
  if (filter.targetType) where.push(eq(auditRecords.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(auditRecords.targetId, filter.targetId));
  if (filter.action) where.push(eq(auditRecords.action, filter.action));
  if (filter.beforeId) where.push(lt(auditRecords.id, filter.beforeId));
  return db
    .select()
    .from(auditRecords)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditRecords.id))
    .limit(filter.limit);
}
