import { eq } from "drizzle-orm";
import type { Database } from "../../src/kernel/db";
import { type OrderStatus, orderItems, orders, payments } from "../../src/kernel/db/schema";

let serial = 0;

/** An order written directly (the checkout path has its own tests): items, a paid attempt. */
export interface TestOrder {
  id: number;
  orderNumber: string;
  items: Array<{ id: number; sku: string; quantity: number }>;
  paymentNo: string;
}

/**
 * Writes a member's order with `lines` (quantity and paid share per unit) in `status`, paid
 * online through the sandbox (a succeeded payment attempt), shipping fee `shippingFee`.
 */
export async function insertPaidOrder(
  db: Database,
  memberUid: string,
  options: { status?: OrderStatus; lines?: Array<{ sku?: string; quantity: number; sharePrice: number }>; shippingFee?: number } = {},
): Promise<TestOrder> {
  serial += 1;
  const tag = `${Date.now().toString(36).toUpperCase()}${String(serial).padStart(4, "0")}${Math.floor(Math.random() * 1e4)}`;
  const orderNumber = `XLAS${tag}`;
  const lines = options.lines ?? [{ quantity: 2, sharePrice: 199 }];
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.sharePrice, 0);
  const shippingFee = options.shippingFee ?? 0;
  const status = options.status ?? "shipped";
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber,
      memberUid,
      status,
      totalQtyOrdered: lines.reduce((sum, l) => sum + l.quantity, 0),
      totalItemCount: lines.length,
      subtotal,
      shippingFee,
      totalPaid: subtotal + shippingFee,
      onlinePayAmount: subtotal + shippingFee,
      isPaid: status !== "pending_payment",
      payAt: status === "pending_payment" ? null : new Date(),
      paymentExpireAt: new Date(Date.now() + 15 * 60_000),
      consignee: "张三",
      consigneeCellphone: "13800138000",
      province: "上海市",
      city: "上海市",
      district: "黄浦区",
      detailAddress: "南京东路 1 号",
    })
    .returning({ id: orders.id });
  const items = await db
    .insert(orderItems)
    .values(
      lines.map((l, i) => ({
        orderId: row!.id,
        sku: l.sku ?? `69000000${String(serial).padStart(4, "0")}${i}`,
        quantity: l.quantity,
        unitPrice: l.sharePrice,
        sharePrice: l.sharePrice,
        rowTotal: l.quantity * l.sharePrice,
        totalPaid: l.quantity * l.sharePrice,
        productId: "XL26RS0004-001",
        productSlug: "xl26rs0004",
        styleSku: "XL26RS0004",
        productName: "Gale Runner",
        styleDisplayNameCn: "疾风跑鞋",
        colorNameCn: "黑色",
        sizeLabel: "42",
        cnSize: "265",
        usSize: "8.5",
        image: "/images/x.jpg",
      })),
    )
    .returning({ id: orderItems.id, sku: orderItems.sku, quantity: orderItems.quantity });
  const paymentNo = `XP${tag}`;
  if (status !== "pending_payment") {
    await db.insert(payments).values({
      paymentNo,
      orderId: row!.id,
      orderNumber,
      provider: "sandbox",
      payType: "wechat",
      amount: subtotal + shippingFee,
      status: "succeeded",
      returnUrl: "/success",
      providerTradeNo: `SBX${tag}`,
      expiresAt: new Date(Date.now() + 15 * 60_000),
      paidAt: new Date(),
    });
  }
  return { id: row!.id, orderNumber, items, paymentNo };
}

/** The order's status and item quantities now. */
export async function readOrder(db: Database, orderId: number) {
  const [order] = await db.select({ status: orders.status, reason: orders.reason }).from(orders).where(eq(orders.id, orderId));
  const items = await db
    .select({ id: orderItems.id, returnedQuantity: orderItems.returnedQuantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { status: order?.status, reason: order?.reason, returned: items.map((i) => i.returnedQuantity) };
}

/** A valid pickup address and contact. */
export const PICKUP = {
  consignee: "李四",
  consigneeCellphone: "13912345678",
  province: "上海市",
  city: "上海市",
  district: "徐汇区",
  detailAddress: "漕溪北路 88 号",
  postCode: "200030",
} as const;
