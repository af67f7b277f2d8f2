import { eq } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { members } from "../../kernel/db/schema";
import { findOrCreateMember } from "./member-service";

/**
 * The demo's member (issue 24 §3): signs in like anyone (SMS code from the sandbox outbox) and
 * holds store credit, so the demo can show a balance used at checkout and refunded back. Seeded
 * only where the cashier is the sandbox (the demo start): a real store's balances come from its
 * members' own history, and the store has no way to top one up.
 */
export const DEMO_MEMBER = { mobile: "13800138000", storeCreditBalance: 500 } as const;

/**
 * Creates the demo member with {@link DEMO_MEMBER}'s store credit on the first start; an
 * existing member (the demo already ran, its balance spent or not) is left as it is. Returns
 * whether it was created now.
 */
export async function seedDemoMember(db: Database, now: Date): Promise<boolean> {
  const [existing] = await db.select({ uid: members.memberUid }).from(members).where(eq(members.cellphone, DEMO_MEMBER.mobile)).limit(1);
  if (existing) return false;
  const created = await findOrCreateMember(db, DEMO_MEMBER.mobile, now);
  await db
    .update(members)
    .set({ storeCreditBalance: DEMO_MEMBER.storeCreditBalance, updatedAt: now })
    .where(eq(members.memberUid, created.memberUid));
  return true;
}

/** Sets a member's store credit (the sandbox tools' route); the new balance, or null for an unknown mobile. */
export async function setDemoStoreCredit(db: Database, mobile: string, amount: number, now: Date): Promise<number | null> {
  const [row] = await db
    .update(members)
    .set({ storeCreditBalance: amount, updatedAt: now })
    .where(eq(members.cellphone, mobile))
    .returning({ balance: members.storeCreditBalance });
  return row ? Number(row.balance) : null;
}
