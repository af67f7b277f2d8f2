import { ADDRESS_MASK, BIRTHDAY_MASK, beijingDayEnd, beijingDayStart, maskEmail, maskMobile, maskName, toCents } from "@xunlan/validation";
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { applyReturn, cancelReturn, receiveReturnNow, recordCancelRefund } from "../flows/after-sale-service";
import type { Database } from "../kernel/db";
import {
  couponRules,
  members,
  orderItems,
  orderNotes,
  orderStatusHistory,
  orders,
  paymentReconciliationDifferences,
  paymentReconciliationRuns,
  payments,
  productColors,
  productSizes,
  refunds,
  returnOrders,
  stock,
  stores,
} from "../kernel/db/schema";
import { GatewayError } from "../kernel/errors";
import { RETURN_STATUS_TEXT } from "../modules/after-sale";
import type { PasswordHasher } from "../modules/members";
import { cancelPendingOrder, collectPickup, ORDER_STATUS_TEXT, orderStatusTextOf, shipOrder } from "../modules/orders";
import { type PaymentProvider, type RefundRow, recordRefund, refundableFen, settleRefund } from "../modules/payments";
import { grantCoupons } from "../modules/promotions";
import {
  type AuditEntry,
  createApiKey,
  createStaff,
  listApiKeys,
  listAudit,
  listStaff,
  type OpsPrincipal,
  publicStaff,
  revokeApiKey,
  type StaffRole,
  updateStaff,
} from "../modules/staff";
import * as s from "./ops-schemas";

/** What the operations API's actions need besides the database. */
export interface OpsDeps {
  hasher: PasswordHasher;
  /** Where refunds go (the gateway's payment provider). */
  payments: PaymentProvider;
}

/** One call of an action: the transaction (mutations) or database (reads), who, what. */
export interface OpsCall<Q = unknown, B = unknown> {
  db: Database;
  /** The database outside the transaction (for work after commit). */
  root: Database;
  deps: OpsDeps;
  who: OpsPrincipal;
  params: Readonly<Record<string, string>>;
  query: Q;
  body: B;
  now: Date;
  /** The caller's Idempotency-Key (mutations). */
  idempotencyKey: string;
  /** Writes the audit record of this call in its transaction. */
  audit(entry: AuditEntry): Promise<void>;
}

/** What an action answers; `afterCommit` runs once the change is committed (a refund sent to the provider). */
export interface OpsResult {
  body: unknown;
  /** What a replay of the same Idempotency-Key answers, when not `body` (a secret shown once is kept out). */
  stored?: unknown;
  afterCommit?: () => Promise<void>;
}

/** One operations API action: its path, the roles that may call it, its schemas and its handler. */
export interface OpsAction {
  method: "GET" | "POST";
  /** Below /ops/api, OpenAPI style: /orders/{orderNumber}/ship. */
  path: string;
  operationId: string;
  summary: string;
  /** Who may call it; empty: anyone (sign-in). */
  roles: readonly StaffRole[];
  /** A change: needs an Idempotency-Key and runs in one transaction with its audit record. */
  mutating: boolean;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  // Method syntax (bivariant): each action declares the query and body types its schemas parse to.
  run(call: OpsCall): Promise<OpsResult>;
}

/** What a replayed API-key creation answers in place of the key (kept nowhere). */
export const API_KEY_SHOWN_ONCE = "（密钥仅在首次返回时显示）";

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

/** Personal data is masked (spec §5) for every reader except fulfilment, who ships to the address. */
function masks(who: OpsPrincipal): boolean {
  return !who.roles.includes("fulfilment");
}

type OrderRow = typeof orders.$inferSelect;

async function requireOrder(db: Database, orderNumber: string, lock = false): Promise<OrderRow> {
  const query = db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw GatewayError.notFound("订单不存在");
  return row;
}

function summaryOf(order: OrderRow, masked: boolean): z.infer<typeof s.orderSummary> {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    statusText: orderStatusTextOf(order),
    memberUid: order.memberUid,
    consignee: masked ? maskName(order.consignee) : order.consignee,
    consigneeCellphone: masked ? maskMobile(order.consigneeCellphone) : order.consigneeCellphone,
    totalPaid: Number(order.totalPaid),
    pickUpSelf: order.pickUpSelf,
    storeCode: order.storeCode,
    createdAt: order.createdAt.toISOString(),
    masked,
  };
}

function statusOf(order: Pick<OrderRow, "orderNumber" | "status" | "pickUpSelf">, refund?: RefundRow | null) {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    statusText: orderStatusTextOf(order),
    ...(refund === undefined ? {} : { refundNo: refund?.refundNo ?? null }),
  };
}

async function requireReturn(db: Database, number: string) {
  const [row] = await db.select().from(returnOrders).where(eq(returnOrders.returnOrderNumber, number)).limit(1).for("update");
  if (!row) throw GatewayError.notFound("售后单不存在");
  return row;
}

function requireApplied(row: typeof returnOrders.$inferSelect, what: string) {
  if (row.status !== "applied")
    throw GatewayError.badRequest(`售后单状态为「${RETURN_STATUS_TEXT[row.status]}」，不能${what}`, "returnOrderNumber");
}

/** Settles (sends to the provider) a return's or order's pending refunds after commit. */
function settleLater(call: OpsCall, where: SQL): () => Promise<void> {
  return async () => {
    const pending = await call.root
      .select()
      .from(refunds)
      .where(and(where, eq(refunds.status, "pending")));
    for (const refund of pending) await settleRefund(call.root, call.deps.payments, refund, new Date());
  };
}

const returnBody = (row: typeof returnOrders.$inferSelect) => ({
  returnOrderNumber: row.returnOrderNumber,
  orderNumber: row.orderNumber,
  status: row.status,
  refundAmount: Number(row.refundAmount),
});

/**
 * Every action of the operations API (issue 25 §2), each calling the store's existing service
 * for its rule: shipping is the sandbox warehouse's shipOrder, pickup collection collectPickup,
 * cancellation cancelPendingOrder / recordCancelRefund, returns applyReturn / receiveReturnNow /
 * cancelReturn, refunds recordRefund + settleRefund, coupons grantCoupons; stock, prices and
 * publishing write the catalogue tables, whose triggers NOTIFY xunlan_catalog_changed.
 */
export const OPS_ACTIONS: readonly OpsAction[] = [
  // ── customer service, fulfilment, finance: reading orders ──────────────────────────────
  {
    method: "GET",
    path: "/orders",
    operationId: "searchOrders",
    summary: "订单查询（订单号、手机号、下单日期、状态）",
    roles: ["customer_service", "fulfilment", "finance"],
    mutating: false,
    query: s.orderSearchQuery,
    response: s.orderSearchResponse,
    async run({ db, who, query }: OpsCall<z.infer<typeof s.orderSearchQuery>>) {
      const where: SQL[] = [];
      if (query.number) where.push(eq(orders.orderNumber, query.number));
      if (query.mobile) {
        where.push(
          or(
            eq(orders.consigneeCellphone, query.mobile),
            inArray(orders.memberUid, db.select({ uid: members.memberUid }).from(members).where(eq(members.cellphone, query.mobile))),
          )!,
        );
      }
      if (query.from) where.push(gte(orders.createdAt, beijingDayStart(query.from)));
      if (query.to) where.push(lt(orders.createdAt, beijingDayEnd(query.to)));
      if (query.status) where.push(eq(orders.status, query.status));
      const condition = where.length ? and(...where) : undefined;
      const [total] = await db.select({ n: count() }).from(orders).where(condition);
      const rows = await db
        .select()
        .from(orders)
        .where(condition)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const masked = masks(who);
      return { body: { items: rows.map((row) => summaryOf(row, masked)), total: total?.n ?? 0, page: query.page } };
    },
  },
  {
    method: "GET",
    path: "/orders/{orderNumber}",
    operationId: "getOrder",
    summary: "订单详情（商品、状态记录、售后、退款、备注）",
    roles: ["customer_service", "fulfilment", "finance"],
    mutating: false,
    response: s.orderDetailResponse,
    async run({ db, who, params }) {
      const order = await requireOrder(db, params.orderNumber!);
      const masked = masks(who);
      const [items, history, returns, refundRows, notes] = await Promise.all([
        db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
        db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(asc(orderStatusHistory.id)),
        db.select().from(returnOrders).where(eq(returnOrders.orderId, order.id)).orderBy(asc(returnOrders.id)),
        db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.id)),
        db.select().from(orderNotes).where(eq(orderNotes.orderNumber, order.orderNumber)).orderBy(asc(orderNotes.id)),
      ]);
      const address = `${order.province}${order.city}${order.district}${order.detailAddress}`;
      return {
        body: {
          ...summaryOf(order, masked),
          address: masked ? ADDRESS_MASK : address,
          shippingCompany: order.shippingCompany,
          shippingNumber: order.shippingNumber,
          shippedAt: iso(order.shippedAt),
          pickupReadyAt: iso(order.pickupReadyAt),
          pickedUpAt: iso(order.pickedUpAt),
          items: items.map((item) => ({
            itemId: item.id,
            sku: item.sku,
            name: item.styleDisplayNameCn,
            colorNameCn: item.colorNameCn,
            sizeLabel: item.sizeLabel,
            quantity: item.quantity,
            returnedQuantity: item.returnedQuantity,
            sharePrice: Number(item.sharePrice),
          })),
          history: history.map((h) => ({
            from: h.fromStatus ?? "",
            to: h.toStatus,
            actor: h.actor,
            reason: h.reason,
            at: h.createdAt.toISOString(),
          })),
          returns: returns.map((r) => ({
            returnOrderNumber: r.returnOrderNumber,
            status: r.status,
            refundAmount: Number(r.refundAmount),
            createdAt: r.createdAt.toISOString(),
          })),
          refunds: refundRows.map((r) => ({
            refundNo: r.refundNo,
            amount: Number(r.amount),
            status: r.status,
            reason: r.reason,
            createdAt: r.createdAt.toISOString(),
          })),
          notes: notes.map((n) => ({ author: n.author, text: n.text, at: n.createdAt.toISOString() })),
        },
      };
    },
  },
  // ── customer service ──────────────────────────────────────────────────────────────────
  {
    method: "GET",
    path: "/members",
    operationId: "findMember",
    summary: "按手机号查会员（§5 打码）",
    roles: ["customer_service"],
    mutating: false,
    query: s.memberQuery,
    response: s.memberResponse,
    async run({ db, who, query }: OpsCall<z.infer<typeof s.memberQuery>>) {
      const [member] = await db.select().from(members).where(eq(members.cellphone, query.mobile)).limit(1);
      if (!member) throw GatewayError.notFound("会员不存在");
      const masked = masks(who);
      return {
        body: {
          memberUid: member.memberUid,
          mobile: masked ? maskMobile(member.cellphone) : member.cellphone,
          name: masked ? maskName(member.name ?? "") : (member.name ?? ""),
          email: masked ? maskEmail(member.email ?? "") : (member.email ?? ""),
          birthday: member.birthday ? (masked ? BIRTHDAY_MASK : member.birthday) : "",
          level: member.level,
          point: member.point,
          storeCreditBalance: Number(member.storeCreditBalance),
          createdAt: member.createdAt.toISOString(),
          masked,
        },
      };
    },
  },
  {
    method: "POST",
    path: "/orders/{orderNumber}/notes",
    operationId: "addOrderNote",
    summary: "添加订单备注",
    roles: ["customer_service"],
    mutating: true,
    body: s.noteRequest,
    response: s.noteResponse,
    async run({ db, who, params, body, now, audit }: OpsCall<unknown, z.infer<typeof s.noteRequest>>) {
      const order = await requireOrder(db, params.orderNumber!);
      await db.insert(orderNotes).values({ orderNumber: order.orderNumber, author: who.name, text: body.text, createdAt: now });
      await audit({ action: "order.note", targetType: "order", targetId: order.orderNumber, after: { text: body.text } });
      return { body: { orderNumber: order.orderNumber, author: who.name, text: body.text, at: now.toISOString() } };
    },
  },
  {
    method: "POST",
    path: "/orders/{orderNumber}/cancel",
    operationId: "cancelOrder",
    summary: "应顾客要求取消订单（待付款：取消；待发货：取消并全额退款）",
    roles: ["customer_service"],
    mutating: true,
    body: s.cancelRequest,
    response: s.orderStatusResponse,
    async run(call: OpsCall<unknown, z.infer<typeof s.cancelRequest>>) {
      const { db, params, body, now, audit } = call;
      const order = await requireOrder(db, params.orderNumber!, true);
      let refund: RefundRow | null = null;
      if (order.status === "pending_payment") {
        const cancelled = await cancelPendingOrder(db, order, { actor: "staff", reason: body.reason, now });
        if (!cancelled) throw GatewayError.badRequest("订单状态已变化，请刷新后重试", "orderNumber");
      } else if (order.status === "paid" && !order.isStore) {
        refund = await recordCancelRefund(
          db,
          { memberUid: order.memberUid, orderNumber: order.orderNumber, reason: body.reason, actor: "staff" },
          now,
        );
      } else {
        throw GatewayError.badRequest(`订单状态为「${orderStatusTextOf(order)}」，不能取消`, "orderNumber", { fromStatus: order.status });
      }
      const after = await requireOrder(db, order.orderNumber);
      await audit({
        action: "order.cancel",
        targetType: "order",
        targetId: order.orderNumber,
        before: { status: order.status },
        after: { status: after.status, reason: body.reason, refundNo: refund?.refundNo ?? null },
      });
      return {
        body: statusOf(after, refund),
        ...(refund ? { afterCommit: settleLater(call, eq(refunds.id, refund.id)) } : {}),
      };
    },
  },
  {
    method: "POST",
    path: "/orders/{orderNumber}/returns",
    operationId: "openReturn",
    summary: "代顾客申请退货（取件地址为订单收货地址）",
    roles: ["customer_service"],
    mutating: true,
    body: s.openReturnRequest,
    response: s.returnResponse,
    async run({ db, params, body, now, audit }: OpsCall<unknown, z.infer<typeof s.openReturnRequest>>) {
      const order = await requireOrder(db, params.orderNumber!);
      const row = await applyReturn(
        db,
        {
          memberUid: order.memberUid,
          orderNumber: order.orderNumber,
          items: body.items,
          consignee: order.consignee,
          consigneeCellphone: order.consigneeCellphone,
          province: order.province,
          city: order.city,
          district: order.district,
          detailAddress: order.detailAddress,
          postCode: order.postCode,
          reason: body.reason,
          remark: body.remark ?? null,
          pickupDate: body.pickupDate,
          pickupTimeSpan: body.pickupTimeSpan,
        },
        now,
        { actor: "staff" },
      );
      await audit({
        action: "return.open",
        targetType: "order",
        targetId: order.orderNumber,
        before: { status: order.status },
        after: {
          status: "after_sale",
          returnOrderNumber: row.returnOrderNumber,
          items: body.items,
          refundAmount: Number(row.refundAmount),
        },
      });
      return { body: returnBody(row) };
    },
  },
  {
    method: "POST",
    path: "/returns/{returnOrderNumber}/approve",
    operationId: "approveReturn",
    summary: "审核通过退货申请（记录审核意见，等待取件入库）",
    roles: ["customer_service"],
    mutating: true,
    body: s.decisionRequest,
    response: s.returnResponse,
    async run({ db, who, params, body, now, audit }: OpsCall<unknown, z.infer<typeof s.decisionRequest>>) {
      const row = await requireReturn(db, params.returnOrderNumber!);
      requireApplied(row, "审核");
      const text = `售后单 ${row.returnOrderNumber} 审核通过${body.note ? `：${body.note}` : ""}`;
      await db.insert(orderNotes).values({ orderNumber: row.orderNumber, author: who.name, text, createdAt: now });
      await audit({
        action: "return.approve",
        targetType: "return",
        targetId: row.returnOrderNumber,
        before: { status: row.status },
        after: { status: row.status, approved: true, note: body.note ?? null },
      });
      return { body: returnBody(row) };
    },
  },
  {
    method: "POST",
    path: "/returns/{returnOrderNumber}/refuse",
    operationId: "refuseReturn",
    summary: "拒绝退货申请（取件前；订单回到原状态）",
    roles: ["customer_service"],
    mutating: true,
    body: s.refuseRequest,
    response: s.returnResponse,
    async run({ db, who, params, body, now, audit }: OpsCall<unknown, z.infer<typeof s.refuseRequest>>) {
      const row = await requireReturn(db, params.returnOrderNumber!);
      requireApplied(row, "拒绝");
      const after = await cancelReturn(db, row.memberUid, row.returnOrderNumber, now, "staff");
      await db.insert(orderNotes).values({
        orderNumber: row.orderNumber,
        author: who.name,
        text: `售后单 ${row.returnOrderNumber} 已拒绝：${body.reason}`,
        createdAt: now,
      });
      await audit({
        action: "return.refuse",
        targetType: "return",
        targetId: row.returnOrderNumber,
        before: { status: row.status },
        after: { status: after.status, reason: body.reason },
      });
      return { body: returnBody(after) };
    },
  },
  // ── fulfilment ────────────────────────────────────────────────────────────────────────
  {
    method: "POST",
    path: "/orders/{orderNumber}/ship",
    operationId: "shipOrder",
    summary: "发货（快递公司与运单号）",
    roles: ["fulfilment"],
    mutating: true,
    body: s.shipRequest,
    response: s.orderStatusResponse,
    async run({ db, params, body, now, audit }: OpsCall<unknown, z.infer<typeof s.shipRequest>>) {
      const before = await requireOrder(db, params.orderNumber!);
      if (before.status !== "paid" || before.isStore || before.pickUpSelf) {
        const why = before.pickUpSelf ? "门店自提订单不发货" : `订单状态为「${orderStatusTextOf(before)}」，不能发货`;
        throw GatewayError.badRequest(why, "orderNumber", { fromStatus: before.status, toStatus: "shipped" });
      }
      const status = await shipOrder(
        db,
        {
          orderNumber: before.orderNumber,
          courier: body.courier,
          trackingNumber: body.trackingNumber,
          actor: "staff",
          reason: "仓库已发货",
        },
        now,
      );
      if (status !== "shipped") throw GatewayError.badRequest("订单状态已变化，请刷新后重试", "orderNumber");
      const after = await requireOrder(db, before.orderNumber);
      await audit({
        action: "order.ship",
        targetType: "order",
        targetId: before.orderNumber,
        before: { status: before.status },
        after: { status: after.status, courier: after.shippingCompany, trackingNumber: after.shippingNumber },
      });
      return { body: statusOf(after) };
    },
  },
  {
    method: "POST",
    path: "/orders/{orderNumber}/pickup-ready",
    operationId: "markPickupReady",
    summary: "门店自提订单备货完成（待自提）",
    roles: ["fulfilment"],
    mutating: true,
    body: s.decisionRequest,
    response: s.orderStatusResponse,
    async run({ db, params, now, audit }) {
      const before = await requireOrder(db, params.orderNumber!, true);
      if (!before.pickUpSelf) throw GatewayError.badRequest("该订单不是门店自提订单", "orderNumber");
      if (before.status !== "paid") throw GatewayError.badRequest(`订单状态为「${orderStatusTextOf(before)}」，不能备货`, "orderNumber");
      if (before.pickupReadyAt) throw GatewayError.badRequest("该订单已备货", "orderNumber");
      await db
        .update(orders)
        .set({ pickupReadyAt: now, updatedAt: now })
        .where(and(eq(orders.id, before.id), eq(orders.status, "paid")));
      await audit({
        action: "order.pickup_ready",
        targetType: "order",
        targetId: before.orderNumber,
        before: { pickupReadyAt: null },
        after: { pickupReadyAt: now.toISOString() },
      });
      return { body: statusOf(before) };
    },
  },
  {
    method: "POST",
    path: "/pickups/collect",
    operationId: "collectPickup",
    summary: "门店扫码取货（待自提 → 已自提）",
    roles: ["fulfilment"],
    mutating: true,
    body: s.collectRequest,
    response: s.collectResponse,
    async run({ db, body, now, audit }: OpsCall<unknown, z.infer<typeof s.collectRequest>>) {
      const collected = await collectPickup(db, { code: body.code, storeCode: body.storeCode ?? null, actor: "staff" }, now);
      await audit({
        action: "order.pickup_collected",
        targetType: "order",
        targetId: collected.orderNumber,
        before: { status: "paid" },
        after: { status: "completed", storeCode: collected.storeCode },
      });
      return { body: { ...collected, pickedUpAt: collected.pickedUpAt.toISOString() } };
    },
  },
  {
    method: "POST",
    path: "/returns/{returnOrderNumber}/receive",
    operationId: "receiveReturn",
    summary: "退货入库（库存回补，退款发起）",
    roles: ["fulfilment"],
    mutating: true,
    body: s.decisionRequest,
    response: s.returnResponse,
    async run(call) {
      const { db, params, audit, now } = call;
      const row = await requireReturn(db, params.returnOrderNumber!);
      requireApplied(row, "入库");
      await receiveReturnNow(db, row.returnOrderNumber, now);
      const [after] = await db.select().from(returnOrders).where(eq(returnOrders.id, row.id));
      await audit({
        action: "return.receive",
        targetType: "return",
        targetId: row.returnOrderNumber,
        before: { status: row.status },
        after: { status: after!.status },
      });
      return { body: returnBody(after!), afterCommit: settleLater(call, eq(refunds.returnId, row.id)) };
    },
  },
  // ── finance ───────────────────────────────────────────────────────────────────────────
  {
    method: "POST",
    path: "/orders/{orderNumber}/refund",
    operationId: "refundOrder",
    summary: "退款（原路退回：储值部分退回余额，其余经支付渠道）",
    roles: ["finance"],
    mutating: true,
    body: s.refundRequest,
    response: s.refundResponse,
    async run(call: OpsCall<unknown, z.infer<typeof s.refundRequest>>) {
      const { db, who, params, body, now, audit, idempotencyKey } = call;
      const order = await requireOrder(db, params.orderNumber!, true);
      if (order.status === "pending_payment" || order.status === "cancelled")
        throw GatewayError.badRequest(`订单状态为「${ORDER_STATUS_TEXT[order.status]}」，不能退款`, "orderNumber");
      const left = await refundableFen(db, order);
      if (body.amountFen > left)
        throw GatewayError.badRequest(`退款金额超过可退金额 ${(left / 100).toFixed(2)} 元`, "amountFen", { refundableFen: left });
      const refund = await recordRefund(db, {
        orderId: order.id,
        returnId: null,
        amount: body.amountFen / 100,
        reason: body.reason,
        idempotencyKey: `staff:${who.kind}:${who.id}:${idempotencyKey}`,
        now,
      });
      if (!refund) throw GatewayError.badRequest("该订单没有可退金额", "amountFen");
      await audit({
        action: "order.refund",
        targetType: "order",
        targetId: order.orderNumber,
        before: { refundableFen: left },
        after: { refundNo: refund.refundNo, amountFen: toCents(refund.amount), reason: body.reason },
      });
      return {
        body: { refundNo: refund.refundNo, orderNumber: order.orderNumber, amountFen: toCents(refund.amount), status: refund.status },
        afterCommit: settleLater(call, eq(refunds.id, refund.id)),
      };
    },
  },
  {
    method: "GET",
    path: "/reports/reconciliation",
    operationId: "reconciliationReport",
    summary: "对账报表（某个北京日：支付、退款、对账差异）",
    roles: ["finance"],
    mutating: false,
    query: s.reconciliationQuery,
    response: s.reconciliationResponse,
    async run({ db, query }: OpsCall<z.infer<typeof s.reconciliationQuery>>) {
      const start = beijingDayStart(query.day);
      const end = beijingDayEnd(query.day);
      const [runs, differences, [refundSum], [paymentSum]] = await Promise.all([
        db.select().from(paymentReconciliationRuns).where(eq(paymentReconciliationRuns.day, query.day)),
        db.select().from(paymentReconciliationDifferences).where(eq(paymentReconciliationDifferences.day, query.day)),
        db
          .select({
            n: count(),
            amount: sql<string>`coalesce(sum(${refunds.amount}), 0)`,
            pending: sql<number>`count(*) filter (where ${refunds.status} = 'pending')::int`,
          })
          .from(refunds)
          .where(and(gte(refunds.createdAt, start), lt(refunds.createdAt, end))),
        db
          .select({ n: count(), amount: sql<string>`coalesce(sum(${payments.amount}), 0)` })
          .from(payments)
          .where(and(eq(payments.status, "succeeded"), gte(payments.paidAt, start), lt(payments.paidAt, end))),
      ]);
      return {
        body: {
          day: query.day,
          runs: runs.map((r) => ({ provider: r.provider, checked: r.checked, differences: r.differences, finishedAt: iso(r.finishedAt) })),
          differences: differences.map((d) => ({
            provider: d.provider,
            paymentNo: d.paymentNo,
            orderNumber: d.orderNumber,
            kind: d.kind,
            detail: d.detail,
          })),
          refunds: { count: refundSum?.n ?? 0, amountFen: toCents(refundSum?.amount ?? 0), pending: refundSum?.pending ?? 0 },
          payments: { count: paymentSum?.n ?? 0, amountFen: toCents(paymentSum?.amount ?? 0) },
        },
      };
    },
  },
  // ── merchandising ─────────────────────────────────────────────────────────────────────
  {
    method: "POST",
    path: "/stock",
    operationId: "upsertStock",
    summary: "库存批量设置（每个 SKU × 门店/仓库的在库数量）",
    roles: ["merchandising"],
    mutating: true,
    body: s.stockUpsertRequest,
    response: s.stockUpsertResponse,
    async run({ db, body, audit }: OpsCall<unknown, z.infer<typeof s.stockUpsertRequest>>) {
      const skus = [...new Set(body.items.map((i) => i.sku))];
      const codes = [...new Set(body.items.map((i) => i.storeCode))];
      const [knownSkus, knownStores, current] = await Promise.all([
        db.select({ ean: productSizes.ean }).from(productSizes).where(inArray(productSizes.ean, skus)),
        db.select({ code: stores.omsStoreCode }).from(stores).where(inArray(stores.omsStoreCode, codes)),
        db
          .select()
          .from(stock)
          .where(and(inArray(stock.sku, skus), inArray(stock.storeCode, codes)))
          .for("update"),
      ]);
      const skuSet = new Set(knownSkus.map((r) => r.ean));
      const storeSet = new Set(knownStores.map((r) => r.code));
      const byKey = new Map(current.map((r) => [`${r.sku}|${r.storeCode}`, r]));
      const last = new Map<string, (typeof body.items)[number]>();
      for (const [index, item] of body.items.entries()) {
        if (!skuSet.has(item.sku)) throw GatewayError.badRequest(`第 ${index + 1} 行：SKU ${item.sku} 不存在`, `items.${index}.sku`);
        if (!storeSet.has(item.storeCode))
          throw GatewayError.badRequest(`第 ${index + 1} 行：门店 ${item.storeCode} 不存在`, `items.${index}.storeCode`);
        const locked = byKey.get(`${item.sku}|${item.storeCode}`)?.lockQty ?? 0;
        if (item.qty < locked)
          throw GatewayError.badRequest(`第 ${index + 1} 行：库存不能少于待付款订单占用的 ${locked} 件`, `items.${index}.qty`);
        last.set(`${item.sku}|${item.storeCode}`, item);
      }
      const rows = [...last.values()];
      await db
        .insert(stock)
        .values(rows.map((r) => ({ sku: r.sku, storeCode: r.storeCode, qty: r.qty })))
        .onConflictDoUpdate({ target: [stock.sku, stock.storeCode], set: { qty: sql`excluded.qty` } });
      const items = rows.map((r) => ({
        sku: r.sku,
        storeCode: r.storeCode,
        qtyBefore: byKey.get(`${r.sku}|${r.storeCode}`)?.qty ?? null,
        qty: r.qty,
      }));
      for (const item of items)
        await audit({
          action: "stock.set",
          targetType: "stock",
          targetId: `${item.sku}@${item.storeCode}`,
          before: { qty: item.qtyBefore },
          after: { qty: item.qty },
        });
      return { body: { items } };
    },
  },
  {
    method: "POST",
    path: "/colors/{productId}/price",
    operationId: "changePrice",
    summary: "改价（颜色款的售价与划线价）",
    roles: ["merchandising"],
    mutating: true,
    body: s.priceRequest,
    response: s.priceResponse,
    async run({ db, params, body, audit }: OpsCall<unknown, z.infer<typeof s.priceRequest>>) {
      const [before] = await db.select().from(productColors).where(eq(productColors.productId, params.productId!)).limit(1).for("update");
      if (!before) throw GatewayError.notFound("商品不存在");
      const slash = body.slashPriceFen === undefined ? before.slashPrice : body.slashPriceFen === null ? null : body.slashPriceFen / 100;
      if (slash !== null && toCents(slash) <= body.priceFen) throw GatewayError.badRequest("划线价须高于售价", "slashPriceFen");
      await db
        .update(productColors)
        .set({ price: body.priceFen / 100, slashPrice: slash })
        .where(eq(productColors.id, before.id));
      const after = { priceFen: body.priceFen, slashPriceFen: slash === null ? null : toCents(slash) };
      await audit({
        action: "color.price",
        targetType: "color",
        targetId: before.productId,
        before: { priceFen: toCents(before.price), slashPriceFen: before.slashPrice === null ? null : toCents(before.slashPrice) },
        after,
      });
      return { body: { productId: before.productId, ...after } };
    },
  },
  {
    method: "POST",
    path: "/colors/{productId}/publish",
    operationId: "publishColor",
    summary: "上架 / 下架颜色款",
    roles: ["merchandising"],
    mutating: true,
    body: s.publishRequest,
    response: s.publishResponse,
    async run({ db, params, body, audit }: OpsCall<unknown, z.infer<typeof s.publishRequest>>) {
      const [before] = await db.select().from(productColors).where(eq(productColors.productId, params.productId!)).limit(1).for("update");
      if (!before) throw GatewayError.notFound("商品不存在");
      await db.update(productColors).set({ publish: body.publish }).where(eq(productColors.id, before.id));
      await audit({
        action: body.publish ? "color.publish" : "color.unpublish",
        targetType: "color",
        targetId: before.productId,
        before: { publish: before.publish },
        after: { publish: body.publish },
      });
      return { body: { productId: before.productId, publish: body.publish } };
    },
  },
  {
    method: "POST",
    path: "/coupons/issue",
    operationId: "issueCoupons",
    summary: "发券（按券规则发给会员手机号）",
    roles: ["merchandising"],
    mutating: true,
    body: s.couponIssueRequest,
    response: s.couponIssueResponse,
    async run({ db, body, now, audit }: OpsCall<unknown, z.infer<typeof s.couponIssueRequest>>) {
      const [rule] = await db.select().from(couponRules).where(eq(couponRules.key, body.ruleKey)).limit(1);
      if (!rule) throw GatewayError.notFound("券规则不存在");
      if (rule.status !== "enabled" || rule.endDate <= now) throw GatewayError.badRequest("券规则已停用或已过期", "ruleKey");
      if (rule.fixedCode) throw GatewayError.badRequest("公共券码无需发放", "ruleKey");
      const mobiles = [...new Set(body.mobiles)];
      const found = await db
        .select({ uid: members.memberUid, mobile: members.cellphone })
        .from(members)
        .where(inArray(members.cellphone, mobiles));
      const known = new Set(found.map((m) => m.mobile));
      let issued = 0;
      const granted: string[] = [];
      for (const member of found) {
        const n = await grantCoupons(db, [rule], member.uid, now);
        issued += n;
        if (n > 0) granted.push(member.uid);
      }
      await audit({ action: "coupon.issue", targetType: "coupon_rule", targetId: rule.key, after: { issued, memberUids: granted } });
      return {
        body: { ruleKey: rule.key, issued, alreadyHeld: found.length - issued, unknownMobiles: mobiles.filter((m) => !known.has(m)) },
      };
    },
  },
  // ── admin ─────────────────────────────────────────────────────────────────────────────
  {
    method: "GET",
    path: "/audit",
    operationId: "listAudit",
    summary: "审计记录（最新在前）",
    roles: ["admin"],
    mutating: false,
    query: s.auditQuery,
    response: s.auditResponse,
    async run({ db, query }: OpsCall<z.infer<typeof s.auditQuery>>) {
      const rows = await listAudit(db, query);
      return { body: { items: rows.map((r) => ({ ...r, at: r.at.toISOString() })) } };
    },
  },
  {
    method: "GET",
    path: "/staff",
    operationId: "listStaff",
    summary: "员工列表",
    roles: ["admin"],
    mutating: false,
    response: s.staffListResponse,
    async run({ db }) {
      return { body: { items: (await listStaff(db)).map(publicStaff) } };
    },
  },
  {
    method: "POST",
    path: "/staff",
    operationId: "createStaff",
    summary: "新建员工（返回一次 TOTP 密钥）",
    roles: ["admin"],
    mutating: true,
    body: s.staffCreateRequest,
    response: s.staffCreateResponse,
    async run({ db, deps, body, now, audit }: OpsCall<unknown, z.infer<typeof s.staffCreateRequest>>) {
      const created = await createStaff(db, deps.hasher, body, now);
      await audit({ action: "staff.create", targetType: "staff", targetId: String(created.staff.id), after: publicStaff(created.staff) });
      return { body: { ...publicStaff(created.staff), totpSecret: created.totpSecret, totpUri: created.totpUri } };
    },
  },
  {
    method: "POST",
    path: "/staff/{staffId}",
    operationId: "updateStaff",
    summary: "修改员工（角色、停用、重置密码）",
    roles: ["admin"],
    mutating: true,
    body: s.staffUpdateRequest,
    response: s.staffRecord,
    async run({ db, deps, params, body, now, audit }: OpsCall<unknown, z.infer<typeof s.staffUpdateRequest>>) {
      const id = Number(params.staffId);
      if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw GatewayError.notFound("员工不存在");
      const { before, after } = await updateStaff(db, deps.hasher, id, body, now);
      await audit({
        action: "staff.update",
        targetType: "staff",
        targetId: String(id),
        before: publicStaff(before),
        after: { ...publicStaff(after), ...(body.password ? { passwordChanged: true } : {}) },
      });
      return { body: publicStaff(after) };
    },
  },
  {
    method: "GET",
    path: "/api-keys",
    operationId: "listApiKeys",
    summary: "API 密钥列表",
    roles: ["admin"],
    mutating: false,
    response: s.apiKeyListResponse,
    async run({ db }) {
      return { body: { items: await listApiKeys(db) } };
    },
  },
  {
    method: "POST",
    path: "/api-keys",
    operationId: "createApiKey",
    summary: "新建 API 密钥（角色即权限范围；密钥只返回一次）",
    roles: ["admin"],
    mutating: true,
    body: s.apiKeyCreateRequest,
    response: s.apiKeyCreateResponse,
    async run({ db, who, body, now, audit }: OpsCall<unknown, z.infer<typeof s.apiKeyCreateRequest>>) {
      const { key, row } = await createApiKey(
        db,
        { name: body.name, roles: body.roles, ownerStaffId: who.kind === "staff" ? who.id : null },
        now,
      );
      const record = {
        id: row.id,
        name: row.name,
        prefix: row.prefix,
        roles: row.roles,
        createdAt: row.createdAt.toISOString(),
        revokedAt: null,
      };
      await audit({ action: "api_key.create", targetType: "api_key", targetId: String(row.id), after: record });
      // Only the key's hash is kept anywhere: a replay answers without it.
      return { body: { ...record, key }, stored: { ...record, key: API_KEY_SHOWN_ONCE } };
    },
  },
  {
    method: "POST",
    path: "/api-keys/{apiKeyId}/revoke",
    operationId: "revokeApiKey",
    summary: "吊销 API 密钥",
    roles: ["admin"],
    mutating: true,
    body: s.decisionRequest,
    response: s.apiKeyRecord,
    async run({ db, params, now, audit }) {
      const id = Number(params.apiKeyId);
      if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw GatewayError.notFound("API 密钥不存在");
      const { before, after } = await revokeApiKey(db, id, now);
      await audit({
        action: "api_key.revoke",
        targetType: "api_key",
        targetId: String(id),
        before: { revokedAt: iso(before.revokedAt) },
        after: { revokedAt: iso(after.revokedAt) },
      });
      return {
        body: {
          id: after.id,
          name: after.name,
          prefix: after.prefix,
          roles: after.roles,
          createdAt: after.createdAt.toISOString(),
          revokedAt: iso(after.revokedAt),
        },
      };
    },
  },
];
