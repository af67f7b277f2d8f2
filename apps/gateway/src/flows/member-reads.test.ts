import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/support/database";
import { gql } from "../../test/support/graphql";
import { createMemberHarness, loginBySms } from "../../test/support/members";
import type { Database, DatabaseHandle } from "../kernel/db";
import { cartItems, memberProductFavorites } from "../kernel/db/schema";
import { cartCount, memberCartKey } from "../modules/cart/cart-service";
import { favoriteIds } from "../modules/favorites/favorite-service";
import { findOrCreateMember, getMember } from "../modules/members/member-service";
import { createMemberLoaders } from "./member-reads";

// The member loaders on a real (PGlite) database with the migrations and the demo seed. The
// statements are counted by a database whose `select` counts its calls (every read here is one).
let database: DatabaseHandle;
let selects = 0;
let counted: Database;
const now = new Date("2026-03-01T10:00:00.000Z");

beforeAll(async () => {
  database = await createTestDatabase();
  counted = new Proxy(database.db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property === "select" && typeof value === "function") {
        return (...args: unknown[]) => {
          selects += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
});
afterAll(async () => {
  await database?.close();
});

async function member(mobile: string, favourites: string[], bag: { ean: string; quantity: number }[]) {
  const row = await findOrCreateMember(database.db, mobile, now);
  for (const [i, productId] of favourites.entries()) {
    await database.db
      .insert(memberProductFavorites)
      .values({ memberUid: row.memberUid, productId, createdAt: new Date(now.getTime() + i * 1000) });
  }
  for (const line of bag) await database.db.insert(cartItems).values({ ownerKey: memberCartKey(row.memberUid), ...line });
  return row.memberUid;
}

describe("member loaders (one request's member reads)", () => {
  it("reads a member's profile, favourite ids and bag count asked together in one statement, with the separate reads' answers", async () => {
    const uid = await member(
      "13900000001",
      ["11", "12", "13"],
      [
        { ean: "E-1", quantity: 2 },
        { ean: "E-2", quantity: 3 },
      ],
    );
    const loaders = createMemberLoaders(counted);
    selects = 0;
    const [profile, ids, count] = await Promise.all([loaders.profile(uid), loaders.favoriteIds(uid), loaders.cartCount(uid)]);
    expect(selects).toBe(1);
    expect(profile).toEqual(await getMember(database.db, uid));
    expect(ids).toEqual(["13", "12", "11"]);
    expect(ids).toEqual(await favoriteIds(database.db, uid));
    expect(count).toBe(5);
    expect(count).toBe(await cartCount(database.db, memberCartKey(uid)));
  });

  it("a member without favourites or a bag: [] and 0; two parts only, still one statement", async () => {
    const uid = await member("13900000002", [], []);
    const loaders = createMemberLoaders(counted);
    selects = 0;
    expect(await Promise.all([loaders.favoriteIds(uid), loaders.cartCount(uid)])).toEqual([[], 0]);
    expect(selects).toBe(1);
  });

  it("two members asked at once each get their own answers", async () => {
    const a = await member("13900000003", ["21"], [{ ean: "E-3", quantity: 1 }]);
    const b = await member("13900000004", ["31", "32"], [{ ean: "E-4", quantity: 4 }]);
    const loaders = createMemberLoaders(counted);
    const answers = await Promise.all([
      loaders.favoriteIds(a),
      loaders.cartCount(a),
      loaders.favoriteIds(b),
      loaders.cartCount(b),
      loaders.profile(b),
    ]);
    expect(answers.slice(0, 4)).toEqual([["21"], 1, ["32", "31"], 4]);
    expect(answers[4]).toMatchObject({ memberUid: b, cellphone: "13900000004" });
  });

  it("nothing is memoised: a write between two reads shows in the second, also on the same loaders", async () => {
    const uid = await member("13900000005", ["41"], [{ ean: "E-5", quantity: 1 }]);
    const loaders = createMemberLoaders(counted);
    expect(await Promise.all([loaders.favoriteIds(uid), loaders.cartCount(uid)])).toEqual([["41"], 1]);
    await database.db
      .insert(memberProductFavorites)
      .values({ memberUid: uid, productId: "42", createdAt: new Date(now.getTime() + 60_000) });
    await database.db.insert(cartItems).values({ ownerKey: memberCartKey(uid), ean: "E-6", quantity: 2 });
    expect(await Promise.all([loaders.favoriteIds(uid), loaders.cartCount(uid)])).toEqual([["42", "41"], 3]);
  });

  it("a part asked alone runs its own query; a member without a row is '401' for the profile, [] and 0 for the rest", async () => {
    const uid = await member("13900000006", ["51"], []);
    const loaders = createMemberLoaders(counted);
    selects = 0;
    expect(await loaders.favoriteIds(uid)).toEqual(["51"]);
    expect(selects).toBe(1);
    const missing = createMemberLoaders(counted);
    const results = await Promise.allSettled([
      missing.profile("XL-NOBODY"),
      missing.favoriteIds("XL-NOBODY"),
      missing.cartCount("XL-NOBODY"),
    ]);
    expect(results[0]).toMatchObject({ status: "rejected", reason: { extensions: { statusCode: 401 } } });
    expect(results.slice(1)).toEqual([
      { status: "fulfilled", value: [] },
      { status: "fulfilled", value: 0 },
    ]);
  });

  it("the gateway reads api-client's MemberSession document (member, favourite ids, bag count) with one statement", async () => {
    const h = createMemberHarness(counted);
    const { userToken: token, user } = await loginBySms(h, "13900000007");
    const session = "query MemberSession { member { memberUid } memberFavoriteIds { favPids } cart { count } }";
    await gql(h.gateway, session, { token }); // the token is looked up once, then kept (token-cache.ts)
    selects = 0;
    const res = await gql(h.gateway, session, { token });
    expect(res.data).toEqual({ member: { memberUid: user.memberUid }, memberFavoriteIds: { favPids: [] }, cart: { count: 0 } });
    expect(selects).toBe(1);
  });
});
