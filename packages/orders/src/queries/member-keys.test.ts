import { memberKeys as accountMemberKeys, pointsKeys as accountPointsKeys } from "@xunlan/account";
import { describe, expect, it } from "vitest";
import { memberKeys } from "./member-keys";
import { orderKeys } from "./order-queries";
import { pointsKeys } from "./points-queries";

// Orders and account keep a member's cache under one root, so one logout clears both; confirming
// an order refreshes the profile's and the points page's entries. The keys must stay equal.
describe("the member keys orders shares with @xunlan/account", () => {
  it("builds on account's root, profile and points keys", () => {
    expect(memberKeys.all).toEqual(accountMemberKeys.all);
    expect(memberKeys.profile()).toEqual(accountMemberKeys.profile());
    expect(pointsKeys.all()).toEqual(accountPointsKeys.all());
    expect(pointsKeys.order("XL1")).toEqual(accountPointsKeys.order("XL1"));
    expect(orderKeys.all().slice(0, 1)).toEqual([...accountMemberKeys.all]);
  });
});
