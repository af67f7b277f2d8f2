import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickSkus, setStock, type TestSku } from "../../../test/support/commerce";
import { createTestDatabase } from "../../../test/support/database";
import type { Database, DatabaseHandle } from "../../kernel/db";
import { GatewayError } from "../../kernel/errors";
import { CART_MESSAGES, MAX_CART_LINES } from "../catalog/cart-config";
import { seedCatalogue } from "../catalog/seed/catalogue";
import {
  addCartItem,
  cartCount,
  cartOwnerKey,
  deleteCartItem,
  loadCartDetails,
  mergeGuestCart,
  updateCartItemQuantity,
} from "./cart-service";

// The bag's rules at the service (spec §5, §7): caps by stock and purchase limit, ±1 steps,
// idempotent delete, and a guest's bag joining the member's at sign-in. The GraphQL tests
// (test/commerce.test.ts) drive the same rules through the schema; these pin the service itself.

let handle: DatabaseHandle;
let db: Database;
let owner = 0;
/** A bag nobody else in this file uses. */
const freshOwner = () => `g:cart-service-${++owner}`;

/** `count` sizes of the demo catalogue (pickSkus throws when there are fewer). */
async function sizes(
  count: number,
  options: Omit<Parameters<typeof pickSkus>[1], "count"> = {},
): Promise<[TestSku, TestSku, ...TestSku[]]> {
  return (await pickSkus(db, { ...options, count: Math.max(2, count) })) as [TestSku, TestSku, ...TestSku[]];
}

async function refused(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedCatalogue(db);
});
afterAll(async () => {
  await handle?.close();
});

describe("cart-service", () => {
  it("names the bag by member uid, or by guest token", () => {
    expect(cartOwnerKey({ kind: "member", memberUid: "M1", tokenId: "t1" })).toBe("m:M1");
    expect(cartOwnerKey({ kind: "guest", memberUid: null, tokenId: "t2" } as never)).toBe("g:t2");
  });

  it("adds, sums the same size, and caps a line at the size's stock", async () => {
    const [sku] = await sizes(1);
    await setStock(db, sku.ean, 3);
    const bag = freshOwner();
    await addCartItem(db, bag, sku.ean, 2);
    await addCartItem(db, bag, sku.ean, 1);
    expect(await cartCount(db, bag)).toBe(3);
    const error = await refused(addCartItem(db, bag, sku.ean, 1));
    expect(error.message).toBe(CART_MESSAGES.quantityLimit);
    expect(await cartCount(db, bag)).toBe(3);
  });

  it("refuses a sold-out size and an unknown EAN in Chinese", async () => {
    const [sku] = await sizes(1);
    await setStock(db, sku.ean, 0);
    expect((await refused(addCartItem(db, freshOwner(), sku.ean, 1))).message).toBe(CART_MESSAGES.soldOut);
    expect((await refused(addCartItem(db, freshOwner(), "0000000000000", 1))).message).toBe(CART_MESSAGES.productNotFound);
  });

  it("steps a line by one: minus stops at 1, plus stops at the cap, other steps are refused", async () => {
    const [sku] = await sizes(1);
    await setStock(db, sku.ean, 2);
    const bag = freshOwner();
    await addCartItem(db, bag, sku.ean, 1);
    await updateCartItemQuantity(db, bag, sku.ean, -1);
    expect(await cartCount(db, bag)).toBe(1);
    await updateCartItemQuantity(db, bag, sku.ean, 1);
    expect(await cartCount(db, bag)).toBe(2);
    expect((await refused(updateCartItemQuantity(db, bag, sku.ean, 1))).message).toBe(CART_MESSAGES.quantityLimit);
    expect((await refused(updateCartItemQuantity(db, bag, sku.ean, 2))).message).toBe(CART_MESSAGES.deltaInvalid);
    expect((await refused(updateCartItemQuantity(db, freshOwner(), sku.ean, 1))).message).toBe(CART_MESSAGES.notInCart);
  });

  it("deletes a line, and deleting it again changes nothing", async () => {
    const [a, b] = await sizes(2);
    await setStock(db, a.ean, 5);
    await setStock(db, b.ean, 5);
    const bag = freshOwner();
    await addCartItem(db, bag, a.ean, 1);
    await addCartItem(db, bag, b.ean, 2);
    await deleteCartItem(db, bag, a.ean);
    await deleteCartItem(db, bag, a.ean);
    const details = await loadCartDetails(db, bag, new Date());
    expect(details.items.map((i) => [i.ean, i.quantity])).toEqual([[b.ean, 2]]);
  });

  it("prices the bag in whole fen from the catalogue's prices", async () => {
    const skus = await sizes(2, { minPrice: 100 });
    const bag = freshOwner();
    for (const s of skus) {
      await setStock(db, s.ean, 5);
      await addCartItem(db, bag, s.ean, 2);
    }
    const details = await loadCartDetails(db, bag, new Date());
    expect(details.lines).toHaveLength(2);
    const listFen = skus.reduce((sum, s) => sum + Math.round(s.price * 100) * 2, 0);
    const rowsFen = details.lines.reduce((sum, l) => sum + Math.round(l.priced.rowTotal * 100), 0);
    expect(rowsFen).toBe(listFen);
    for (const line of details.lines) expect(line.priced.unitPrice).toBe(skus.find((s) => s.ean === line.item.ean)?.price);
  });

  it("merges a guest's bag into the member's: sums a shared size up to its cap and empties the guest bag", async () => {
    const [shared, own] = await sizes(2);
    await setStock(db, shared.ean, 4);
    await setStock(db, own.ean, 4);
    const guestToken = `merge-${Date.now()}`;
    const memberUid = `MERGE${Date.now()}`;
    await addCartItem(db, `m:${memberUid}`, shared.ean, 3);
    await addCartItem(db, `g:${guestToken}`, shared.ean, 3);
    await addCartItem(db, `g:${guestToken}`, own.ean, 1);
    expect(await mergeGuestCart(db, guestToken, memberUid)).toBe(2);
    const details = await loadCartDetails(db, `m:${memberUid}`, new Date());
    expect(Object.fromEntries(details.items.map((i) => [i.ean, i.quantity]))).toEqual({ [shared.ean]: 4, [own.ean]: 1 });
    expect(await cartCount(db, `g:${guestToken}`)).toBe(0);
    expect(await mergeGuestCart(db, guestToken, memberUid)).toBe(0);
  });

  it(`keeps a bag to ${MAX_CART_LINES} lines`, async () => {
    const skus = await sizes(MAX_CART_LINES + 1, { purchaseLimit: "any" });
    const bag = freshOwner();
    for (const s of skus) await setStock(db, s.ean, 5);
    for (const s of skus.slice(0, MAX_CART_LINES)) await addCartItem(db, bag, s.ean, 1);
    const extra = skus[MAX_CART_LINES] as TestSku;
    expect((await refused(addCartItem(db, bag, extra.ean, 1))).message).toBe(CART_MESSAGES.tooManyLines);
  });
});
