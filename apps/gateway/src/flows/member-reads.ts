import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../kernel/db";
import { members } from "../kernel/db/schema";
import { cartCount, memberCartKey } from "../modules/cart";
import { favoriteIds } from "../modules/favorites";
import { getMember, type MemberRow } from "../modules/members";

/** What a member's page reads about them: the profile, the favourite ids, the bag count. */
type Part = "profile" | "favoriteIds" | "cartCount";

interface Answers {
  profile: MemberRow;
  favoriteIds: string[];
  cartCount: number;
}

interface Batch {
  parts: Map<Part, { resolve: (value: never) => void; reject: (error: unknown) => void }[]>;
}

/** The member reads of one GraphQL request (the context's `loaders.members`). */
export interface MemberLoaders {
  /** The member's row, as `getMember` (spec §7 member; '401' when there is none). */
  profile(memberUid: string): Promise<MemberRow>;
  /** The member's favourite product ids, newest first, as `favoriteIds` (spec §4 favPids). */
  favoriteIds(memberUid: string): Promise<string[]>;
  /** The sum of the member bag's quantities, as `cartCount` of their owner key (spec §2 icon 5). */
  cartCount(memberUid: string): Promise<number>;
}

/** A `json_agg` answer: PGlite and node-postgres parse json, a text answer is parsed here. */
const jsonArray = (value: unknown): string[] =>
  typeof value === "string" ? (JSON.parse(value) as string[]) : ((value as string[] | null) ?? []);

/**
 * The reads of `parts` for one member in one statement: the members row (when the profile is
 * asked for) with the favourite ids and the bag count as correlated subqueries. Null when the
 * member has no row (the callers then read each part on its own, with its own answer).
 */
async function readTogether(db: Database, memberUid: string, parts: ReadonlySet<Part>): Promise<Partial<Answers> | null> {
  const fields: Record<string, unknown> = parts.has("profile") ? { ...getTableColumns(members) } : { memberUid: members.memberUid };
  if (parts.has("favoriteIds")) {
    // Bound to the uid, not correlated: drizzle writes a one-table select's columns unqualified.
    fields.favoriteIds = sql`coalesce((select json_agg(f.product_id order by f.created_at desc, f.id desc) from member_product_favorites f where f.member_uid = ${memberUid}), '[]'::json)`;
  }
  if (parts.has("cartCount")) {
    fields.cartCount = sql`(select coalesce(sum(c.quantity), 0)::int from cart_items c where c.owner_key = ${memberCartKey(memberUid)})`;
  }
  const [row] = (await db
    .select(fields as never)
    .from(members)
    .where(eq(members.memberUid, memberUid))
    .limit(1)) as Record<string, unknown>[];
  if (!row) return null;
  const { favoriteIds: ids, cartCount: count, ...profile } = row;
  return {
    ...(parts.has("profile") ? { profile: profile as MemberRow } : {}),
    ...(parts.has("favoriteIds") ? { favoriteIds: jsonArray(ids) } : {}),
    ...(parts.has("cartCount") ? { cartCount: Number(count ?? 0) } : {}),
  };
}

/** Each part on its own: the functions the resolvers called before this loader. */
function readAlone(db: Database, memberUid: string, part: Part): Promise<Answers[Part]> {
  if (part === "profile") return getMember(db, memberUid);
  if (part === "favoriteIds") return favoriteIds(db, memberUid);
  return cartCount(db, memberCartKey(memberUid));
}

/**
 * The member reads of one request, batched: the parts asked for while the operation's fields
 * start (a member's page asks `member`, `memberFavoriteIds` and `cart { count }` in one
 * document, MemberSession) are read in one statement instead of three — each statement is the
 * most of a PGlite request's cost. Nothing is memoised: a read asked for after a batch went
 * (the count after a mutation's write) starts a new one, and a loader belongs to one request,
 * so one member's answers never reach another. A part asked for alone runs the query it always
 * ran.
 */
export function createMemberLoaders(db: Database): MemberLoaders {
  const pending = new Map<string, Batch>();

  async function dispatch(memberUid: string, batch: Batch): Promise<void> {
    pending.delete(memberUid);
    const parts = new Set(batch.parts.keys());
    let together: Partial<Answers> | null = null;
    if (parts.size > 1) {
      try {
        together = await readTogether(db, memberUid, parts);
      } catch (error) {
        for (const waiters of batch.parts.values()) for (const waiter of waiters) waiter.reject(error);
        return;
      }
    }
    for (const [part, waiters] of batch.parts) {
      const answer: Promise<Answers[Part]> =
        together && part in together ? Promise.resolve(together[part]!) : readAlone(db, memberUid, part);
      answer.then(
        (value) => waiters.forEach((waiter) => waiter.resolve(value as never)),
        (error: unknown) => waiters.forEach((waiter) => waiter.reject(error)),
      );
    }
  }

  function load<P extends Part>(memberUid: string, part: P): Promise<Answers[P]> {
    let batch = pending.get(memberUid);
    if (!batch) {
      const created: Batch = { parts: new Map() };
      batch = created;
      pending.set(memberUid, created);
      // After the operation's fields have started (their resolvers run in one pass, the nested
      // `cart { count }` within it): setImmediate runs once the microtasks of that pass are done.
      setImmediate(() => void dispatch(memberUid, created));
    }
    return new Promise<Answers[P]>((resolve, reject) => {
      const waiters = batch.parts.get(part) ?? [];
      waiters.push({ resolve: resolve as (value: never) => void, reject });
      batch.parts.set(part, waiters);
    });
  }

  return {
    profile: (memberUid) => load(memberUid, "profile"),
    favoriteIds: (memberUid) => load(memberUid, "favoriteIds"),
    cartCount: (memberUid) => load(memberUid, "cartCount"),
  };
}
