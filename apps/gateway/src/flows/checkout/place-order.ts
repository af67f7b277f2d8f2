import { getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { orders } from "../../kernel/db/schema";
import type { OrderRow } from "../../modules/orders";

/** The order row's values, as submitOrder computed them (everything but what the database adds). */
export interface PlacedOrderValues {
  orderNumber: string;
  channel: string;
  memberUid: string;
  checkoutKey: string | null;
  totalQtyOrdered: number;
  totalItemCount: number;
  couponCode: string | null;
  couponId: number | null;
  subtotal: number;
  discountAmount: number;
  promotionDiscountAmount: number;
  couponDiscountAmount: number;
  shippingFee: number;
  totalPaid: number;
  onlinePayAmount: number;
  balancePaidAmount: number;
  orderPromotions: Array<{ code: string; name: string; discountAmount: number }>;
  paymentExpireAt: Date;
  consignee: string;
  consigneeCellphone: string;
  province: string;
  city: string;
  district: string;
  detailAddress: string;
  postCode: string | null;
  remark: string | null;
  createdAt: Date;
  /** Issue 24 §1 门店自提: the store, day, time span and the order's own pickup code (null / false for delivery). */
  pickUpSelf: boolean;
  storeCode: string | null;
  pickupDate: string | null;
  pickupTimeSpan: string | null;
  pickupCode: string | null;
}

/** One order item as copied from the catalogue at submit. */
export interface PlacedOrderItem {
  sku: string;
  quantity: number;
  unitPrice: number;
  sharePrice: number;
  rowTotal: number;
  discountAmount: number;
  totalPaid: number;
  productId: string;
  productSlug: string;
  styleSku: string;
  productName: string;
  styleDisplayNameCn: string;
  colorNameCn: string;
  sizeLabel: string;
  cnSize: string;
  usSize: string;
  image: string;
}

/** What {@link placeOrder} writes. */
export interface PlaceOrderInput {
  order: PlacedOrderValues;
  items: readonly PlacedOrderItem[];
  /** Units to reserve by SKU at `warehouse` — the online warehouse, or a pickup order's store (several lines of one SKU are summed). */
  stock: ReadonlyArray<{ sku: string; quantity: number }>;
  warehouse: string;
  /** The coupon to use up: its use count (when it has one) drops by one and the member's redemption is written. */
  couponId: number | null;
  /** The bag whose lines of the ordered SKUs are removed (submitOrder with isInCart), or null. */
  cartOwnerKey: string | null;
}

/** What {@link placeOrder} did: the order, or why none was written. */
export type PlaceOrderResult =
  | { kind: "placed"; order: OrderRow }
  /** Some SKUs have fewer saleable units than wanted (their saleable units as locked, ≥ 0). */
  | { kind: "short"; short: Array<{ sku: string; saleableQty: number }> }
  /** The coupon's last use went to another order. */
  | { kind: "couponGone" }
  /** The member's store credit is less than the order's balancePaidAmount (spent meanwhile). */
  | { kind: "balanceShort" }
  /** This member's order for this checkout key exists already (a repeated attempt). */
  | { kind: "duplicate" };

const p = (name: string) => sql.placeholder(name);

/**
 * The whole order write as one statement (data-modifying CTEs, so it commits or fails as one,
 * without BEGIN/COMMIT round trips and with the row locks held only while the statement runs):
 *
 * 1. `locked` locks the wanted SKUs' stock rows in SKU order (two orders never wait on each other
 *    in opposite orders) and reads their latest saleable units; `coupon_left` then locks the
 *    coupon's row when it has a use count. `gate` is true when every SKU has enough and the
 *    coupon a use left — read from rows this statement holds, so it stays true until commit.
 * 2. `ins` writes the order only through the gate; on a repeated (member, checkout key) it
 *    writes nothing (`on conflict do nothing`).
 * 3. Everything else hangs on `ins`'s row: the stock reservation (lockQty + units), the coupon's
 *    use and redemption, the store credit taken off the member's balance (issue 24 §3; gated
 *    like the coupon on the member's row this statement locks), the items, the status history, the bag lines. No order row, no write.
 *
 * A coupon the member redeemed meanwhile breaks the redemptions' unique index, which fails the
 * whole statement (see {@link isRedemptionConflict}).
 */
function buildStatement(db: Database) {
  const wanted = db.$with("wanted", {}).as(sql`
    select sku, qty from unnest(${p("skus")}::text[], ${p("quantities")}::int[]) as w(sku, qty)`);
  const locked = db.$with("locked", {}).as(sql`
    select s.sku, s.qty - s.lock_qty as saleable
    from stock s
    where s.sku = any(${p("skus")}::text[]) and s.store_code = ${p("warehouse")}
    order by s.sku
    for update`);
  const short = db.$with("short", {}).as(sql`
    select w.sku, greatest(coalesce(l.saleable, 0), 0) as saleable
    from "wanted" w left join "locked" l on l.sku = w.sku
    where coalesce(l.saleable, 0) < w.qty`);
  const couponLeft = db.$with("coupon_left", {}).as(sql`
    select available_count from coupons
    where id = ${p("couponId")}::int and available_count is not null
    for update`);
  // Issue 24 §3: the member's row, locked when the order uses store credit (after stock and
  // coupon, the order every writer of these rows takes them in).
  const balanceLeft = db.$with("balance_left", {}).as(sql`
    select store_credit_balance from members
    where member_uid = ${p("memberUid")}::text and ${p("balancePaidAmount")}::numeric > 0
    for update`);
  const gate = db.$with("gate", {}).as(sql`
    select (not exists (select 1 from "short")) as stock_ok,
      coalesce((select available_count > 0 from "coupon_left"), true) as coupon_ok,
      (${p("balancePaidAmount")}::numeric <= 0
        or coalesce((select store_credit_balance >= ${p("balancePaidAmount")}::numeric from "balance_left"), false)) as balance_ok`);
  const ins = db.$with("ins", getTableColumns(orders)).as(sql`
    insert into orders (
      order_number, channel, member_uid, checkout_key, status, total_qty_ordered, total_item_count,
      coupon_code, coupon_id, subtotal, discount_amount, promotion_discount_amount,
      coupon_discount_amount, shipping_fee, total_paid, online_pay_amount, balance_paid_amount,
      order_promotions, refered_source, openid, is_old, payment_expire_at, consignee,
      consignee_cellphone, province, city, district, detail_address, post_code, remark,
      created_at, updated_at, pick_up_self, store_code, pickup_date, pickup_time_span, pickup_code
    )
    select ${p("orderNumber")}::text, ${p("channel")}::text, ${p("memberUid")}::text, ${p("checkoutKey")}::text,
      'pending_payment', ${p("totalQtyOrdered")}::int, ${p("totalItemCount")}::int,
      ${p("couponCode")}::text, ${p("couponId")}::int, ${p("subtotal")}::numeric, ${p("discountAmount")}::numeric,
      ${p("promotionDiscountAmount")}::numeric, ${p("couponDiscountAmount")}::numeric, ${p("shippingFee")}::numeric,
      ${p("totalPaid")}::numeric, ${p("onlinePayAmount")}::numeric, ${p("balancePaidAmount")}::numeric,
      ${p("orderPromotions")}::jsonb,
      -- spec §3 order referedSource, openid, isOld, read from the member here: where they came
      -- from, their WeChat openId, and whether they had paid for an order before.
      (select refered_source from members where member_uid = ${p("memberUid")}::text),
      (select wechat_open_id from members where member_uid = ${p("memberUid")}::text),
      exists (select 1 from orders where member_uid = ${p("memberUid")}::text and is_paid),
      ${p("paymentExpireAt")}::timestamptz, ${p("consignee")}::text, ${p("consigneeCellphone")}::text,
      ${p("province")}::text, ${p("city")}::text, ${p("district")}::text, ${p("detailAddress")}::text,
      ${p("postCode")}::text, ${p("remark")}::text, ${p("createdAt")}::timestamptz, ${p("createdAt")}::timestamptz,
      ${p("pickUpSelf")}::boolean, ${p("storeCode")}::text, ${p("pickupDate")}::date, ${p("pickupTimeSpan")}::text,
      ${p("pickupCode")}::text
    from "gate" where stock_ok and coupon_ok and balance_ok
    on conflict (member_uid, checkout_key) do nothing
    returning *`);
  const reserved = db.$with("reserved", {}).as(sql`
    update stock s set lock_qty = s.lock_qty + w.qty
    from "wanted" w
    where s.sku = any(${p("skus")}::text[]) and s.store_code = ${p("warehouse")} and w.sku = s.sku
      and exists (select 1 from "ins")
    returning s.sku`);
  const couponTaken = db.$with("coupon_taken", {}).as(sql`
    update coupons set available_count = available_count - 1
    where id = ${p("couponId")}::int and available_count is not null and exists (select 1 from "ins")
    returning id`);
  const balanceTaken = db.$with("balance_taken", {}).as(sql`
    update members set store_credit_balance = store_credit_balance - ${p("balancePaidAmount")}::numeric,
      updated_at = ${p("createdAt")}::timestamptz
    where member_uid = ${p("memberUid")}::text and ${p("balancePaidAmount")}::numeric > 0 and exists (select 1 from "ins")
    returning member_uid`);
  const redeemed = db.$with("redeemed", {}).as(sql`
    insert into coupon_redemptions (coupon_id, member_uid, order_number, created_at)
    select coupon_id, member_uid, order_number, created_at from "ins" where coupon_id is not null
    returning id`);
  const items = db.$with("items", {}).as(sql`
    insert into order_items (
      order_id, sku, quantity, unit_price, share_price, row_total, discount_amount, total_paid,
      product_id, product_slug, style_sku, product_name, style_display_name_cn, color_name_cn,
      size_label, cn_size, us_size, image
    )
    select ins.id, i.sku, i.quantity, i."unitPrice", i."sharePrice", i."rowTotal", i."discountAmount",
      i."totalPaid", i."productId", i."productSlug", i."styleSku", i."productName",
      i."styleDisplayNameCn", i."colorNameCn", i."sizeLabel", i."cnSize", i."usSize", i.image
    from "ins", json_to_recordset(${p("items")}::json) as i(
      n int, sku text, quantity int, "unitPrice" numeric, "sharePrice" numeric, "rowTotal" numeric,
      "discountAmount" numeric, "totalPaid" numeric, "productId" text, "productSlug" text,
      "styleSku" text, "productName" text, "styleDisplayNameCn" text, "colorNameCn" text,
      "sizeLabel" text, "cnSize" text, "usSize" text, image text
    )
    order by i.n
    returning id`);
  const history = db.$with("history", {}).as(sql`
    insert into order_status_history (order_id, from_status, to_status, actor, created_at)
    select id, null, 'pending_payment', 'member', created_at from "ins"
    returning id`);
  const bag = db.$with("bag", {}).as(sql`
    delete from cart_items
    where owner_key = ${p("cartOwnerKey")}::text and ean = any(${p("skus")}::text[]) and exists (select 1 from "ins")
    returning id`);
  const outcome = db
    .$with("outcome", {
      short: sql<Array<{ sku: string; saleable: number }> | null>`short`.as("short"),
      couponOk: sql<boolean>`coupon_ok`.as("coupon_ok"),
      balanceOk: sql<boolean>`balance_ok`.as("balance_ok"),
    })
    .as(sql`
    select (select json_agg(json_build_object('sku', sku, 'saleable', saleable) order by sku) from "short") as short,
      coupon_ok, balance_ok
    from "gate"`);
  return db
    .with(
      wanted,
      locked,
      short,
      couponLeft,
      balanceLeft,
      gate,
      ins,
      reserved,
      couponTaken,
      balanceTaken,
      redeemed,
      items,
      history,
      bag,
      outcome,
    )
    .select()
    .from(outcome)
    .leftJoin(ins, sql`true`)
    .prepare("submit_order_place");
}

// The statement is built once per database handle and sent as a named prepared statement
// (node-postgres parses and plans it once per connection).
const statements = new WeakMap<Database, ReturnType<typeof buildStatement>>();

/** Writes an order, its items, stock reservation, coupon use and bag removal in one statement. */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = buildStatement(db)));
  const o = input.order;
  const wanted = new Map<string, number>();
  for (const l of input.stock) wanted.set(l.sku, (wanted.get(l.sku) ?? 0) + l.quantity);
  const [row] = await statement.execute({
    ...o,
    orderPromotions: JSON.stringify(o.orderPromotions),
    paymentExpireAt: o.paymentExpireAt.toISOString(),
    createdAt: o.createdAt.toISOString(),
    couponId: input.couponId,
    warehouse: input.warehouse,
    cartOwnerKey: input.cartOwnerKey,
    skus: [...wanted.keys()],
    quantities: [...wanted.values()],
    items: JSON.stringify(input.items.map((item, n) => ({ n, ...item }))),
  });
  if (row?.ins) return { kind: "placed", order: row.ins };
  const short = row?.outcome.short;
  if (short && short.length > 0) return { kind: "short", short: short.map((s) => ({ sku: s.sku, saleableQty: Number(s.saleable) })) };
  if (row && !row.outcome.couponOk) return { kind: "couponGone" };
  if (row && !row.outcome.balanceOk) return { kind: "balanceShort" };
  return { kind: "duplicate" };
}

/** The statement failed on the active-redemption unique index: the member used this coupon meanwhile. */
export function isRedemptionConflict(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === "23505" && constraint === "coupon_redemptions_active_unique") return true;
  }
  return false;
}
