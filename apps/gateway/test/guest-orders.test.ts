import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/kernel/db";
import { orderItems, orders } from "../src/kernel/db/schema";
import { GUEST_ORDER_TOKEN_TTL_MS } from "../src/modules/orders/guest-lookup";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createMemberHarness, loginBySms, type MemberHarness, randomMobile, sendCode } from "./support/members";

// spec §2 /guest-search-order and /guest-order-detail, issue 9 item 3: a guest proves a mobile
// by SMS (type 5, captcha first) and reads only that mobile's orders for 30 minutes.
let database: DatabaseHandle;
let h: MemberHarness;

beforeAll(async () => {
  database = await createTestDatabase();
  h = createMemberHarness(database.db);
});
afterAll(async () => {
  await database?.close();
});

const VERIFY =
  "mutation ($mobile: String!, $code: String!) { guestOrderVerify(mobile: $mobile, code: $code) { token expiresAt maskedMobile } }";
const LIST =
  "query ($token: String!) { guestOrderList(token: $token) { count items { orderNumber consigneeCellphone statusText orderItems { productName quantity } } } }";
const DETAIL =
  "query ($token: String!, $n: String!) { guestOrderDetail(token: $token, orderNumber: $n) { orderNumber totalPaid consignee } }";

type ListData = {
  guestOrderList: {
    count: number;
    items: Array<{
      orderNumber: string;
      consigneeCellphone: string;
      statusText: string;
      orderItems: Array<{ productName: string; quantity: number }>;
    }>;
  };
};

let serial = 0;
/** An order of `memberUid` sent to `consigneeCellphone` (the checkout path has its own tests). */
async function insertOrder(memberUid: string, consigneeCellphone: string): Promise<string> {
  serial += 1;
  const orderNumber = `XLG${Date.now()}${String(serial).padStart(4, "0")}`;
  const [row] = await database.db
    .insert(orders)
    .values({
      orderNumber,
      memberUid,
      status: "paid",
      orderType: "normal",
      totalQtyOrdered: 1,
      totalItemCount: 1,
      subtotal: 599,
      totalPaid: 599,
      onlinePayAmount: 599,
      isPaid: true,
      paymentExpireAt: new Date(Date.now() + 15 * 60_000),
      consignee: "李四",
      consigneeCellphone,
      province: "上海市",
      city: "上海市",
      district: "黄浦区",
      detailAddress: "南京东路 1 号",
    })
    .returning({ id: orders.id });
  await database.db.insert(orderItems).values({
    orderId: row!.id,
    sku: "6900000000017",
    quantity: 1,
    unitPrice: 599,
    sharePrice: 599,
    rowTotal: 599,
    totalPaid: 599,
    productId: "XL26RS0004-001",
    productSlug: "xl26rs0004",
    styleSku: "XL26RS0004",
    productName: "迅岚 疾风 跑鞋",
    styleDisplayNameCn: "疾风跑鞋",
    colorNameCn: "黑色",
    sizeLabel: "42",
    cnSize: "265",
    usSize: "8.5",
    image: "/images/x.jpg",
  });
  return orderNumber;
}

/** Proves `mobile` (captcha → SMS type 5 → guestOrderVerify) and returns the token. */
async function verify(mobile: string): Promise<string> {
  const code = await sendCode(h, mobile, { type: 5 });
  const res = await gql<{ guestOrderVerify: { token: string; expiresAt: string; maskedMobile: string } }>(h.gateway, VERIFY, {
    variables: { mobile, code },
  });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  expect(res.data.guestOrderVerify.maskedMobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
  expect(Date.parse(res.data.guestOrderVerify.expiresAt) - h.clock.now().getTime()).toBeLessThanOrEqual(GUEST_ORDER_TOKEN_TTL_MS);
  return res.data.guestOrderVerify.token;
}

describe("guest order lookup", () => {
  it("shows a member's orders to whoever proves the member's mobile, and to the consignee's mobile", async () => {
    const buyer = randomMobile();
    const consignee = randomMobile();
    const { user } = await loginBySms(h, buyer);
    const orderNumber = await insertOrder(user.memberUid, consignee);

    for (const mobile of [buyer, consignee]) {
      const token = await verify(mobile);
      const list = await gql<ListData>(h.gateway, LIST, { variables: { token } });
      expect(list.errors).toBeUndefined();
      expect(list.data!.guestOrderList.count).toBe(1);
      expect(list.data!.guestOrderList.items[0]).toEqual({
        orderNumber,
        consigneeCellphone: consignee,
        statusText: "待发货",
        orderItems: [{ productName: "迅岚 疾风 跑鞋", quantity: 1 }],
      });
      const detail = await gql<{ guestOrderDetail: { orderNumber: string; totalPaid: number } }>(h.gateway, DETAIL, {
        variables: { token, n: orderNumber },
      });
      expect(detail.data!.guestOrderDetail).toEqual({ orderNumber, totalPaid: 599, consignee: "李四" });
    }
  });

  it("refuses a wrong SMS code, and a login code cannot open the lookup", async () => {
    const mobile = randomMobile();
    await sendCode(h, mobile, { type: 5 });
    const wrong = await gql(h.gateway, VERIFY, { variables: { mobile, code: "000000" } });
    expect(wrong.errors?.[0]).toMatchObject({ message: "短信验证码错误或已过期", extensions: { code: "400", field: "code" } });
    const empty = await gql(h.gateway, VERIFY, { variables: { mobile, code: " " } });
    expect(empty.errors?.[0]).toMatchObject({ message: "请输入短信验证码", extensions: { code: "400", field: "code" } });
    const badMobile = await gql(h.gateway, VERIFY, { variables: { mobile: "12345", code: "123456" } });
    expect(badMobile.errors?.[0]).toMatchObject({ message: "请输入正确的手机号码", extensions: { field: "mobile" } });

    const other = randomMobile();
    const loginCode = await sendCode(h, other, { type: 4 });
    const crossPurpose = await gql(h.gateway, VERIFY, { variables: { mobile: other, code: loginCode } });
    expect(crossPurpose.errors?.[0]).toMatchObject({ message: "短信验证码错误或已过期" });
  });

  it("a token expires after 30 minutes and cannot be altered to another mobile", async () => {
    const mobile = randomMobile();
    const token = await verify(mobile);
    expect((await gql(h.gateway, LIST, { variables: { token } })).errors).toBeUndefined();

    const forged = token.replace(mobile, randomMobile());
    const forgedRes = await gql(h.gateway, LIST, { variables: { token: forged } });
    expect(forgedRes.errors?.[0]).toMatchObject({ message: "验证已过期，请重新验证手机号", extensions: { code: "400", field: "token" } });
    for (const junk of ["", "go1", "go1.13800138000.99999999999.x", "a".repeat(500)]) {
      expect((await gql(h.gateway, LIST, { variables: { token: junk } })).errors?.[0]?.extensions.code).toBe("400");
    }

    h.clock.advance(GUEST_ORDER_TOKEN_TTL_MS + 1);
    const expired = await gql(h.gateway, LIST, { variables: { token } });
    expect(expired.errors?.[0]).toMatchObject({ message: "验证已过期，请重新验证手机号", extensions: { code: "400", field: "token" } });
    expect(expired.data).toBeNull();
  });

  it("another mobile's order is '404' like an order that does not exist", async () => {
    const owner = await loginBySms(h, randomMobile());
    const orderNumber = await insertOrder(owner.user.memberUid, randomMobile());
    const stranger = await verify(randomMobile());
    const theirs = await gql(h.gateway, DETAIL, { variables: { token: stranger, n: orderNumber } });
    const missing = await gql(h.gateway, DETAIL, { variables: { token: stranger, n: "XL000000000000" } });
    expect(theirs.errors?.[0]).toMatchObject({ message: "订单不存在", extensions: { code: "404" } });
    expect(theirs.errors).toEqual(missing.errors);
    expect(theirs.data).toEqual(missing.data);
  });

  it("answers the same for a mobile with no orders: the code is sent, the list is empty", async () => {
    const nobody = randomMobile();
    const token = await verify(nobody);
    const list = await gql<ListData>(h.gateway, LIST, { variables: { token } });
    expect(list.errors).toBeUndefined();
    expect(list.data!.guestOrderList).toEqual({ count: 0, items: [] });
  });

  it("needs the image captcha before an order-lookup code is sent", async () => {
    const res = await gql(
      h.gateway,
      'mutation ($u: String!) { getVerifyCode(username: $u, type: 5, captchaId: "", captchaCode: "") { success } }',
      {
        variables: { u: randomMobile() },
      },
    );
    expect(res.errors?.[0]).toMatchObject({ message: "请输入图形验证码", extensions: { code: "400", field: "captchaCode" } });
  });
});
