import type { Database } from "../kernel/db";
import { mergeGuestCart } from "../modules/cart";

/**
 * Sign-in joins the guest's bag to the member's (spec §4): the members module signs the shopper
 * in and calls this with the guest token it came from, inside the login's transaction; the bag is
 * the cart module's. A flow, so that neither module imports the other (issue 22 §1). Returns the
 * lines moved.
 */
export function joinGuestBagAtSignIn(db: Database, guestTokenId: string, memberUid: string, now: Date): Promise<number> {
  return mergeGuestCart(db, guestTokenId, memberUid, now);
}
