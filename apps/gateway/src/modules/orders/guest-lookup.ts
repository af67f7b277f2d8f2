import { createHmac, timingSafeEqual } from "node:crypto";
import { isMobile } from "@xunlan/validation";
import { and, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { members, orders } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { ORDER_PAGE_SIZE_MAX } from "./order-query";
import type { OrderRow } from "./order-service";

/** How long a guest may browse a mobile's orders after proving it (spec §2 /guest-order-detail). */
export const GUEST_ORDER_TOKEN_TTL_MS = 30 * 60_000;

/** Shopper-facing messages of the guest lookup. */
export const GUEST_ORDER_MESSAGES = {
  tokenInvalid: "验证已过期，请重新验证手机号",
  notFound: "订单不存在",
} as const;

/** Signs and verifies guest order tokens: the mobile a guest proved by SMS, for 30 minutes. */
export interface GuestOrderTokens {
  issue(mobile: string, now: Date): { token: string; expiresAt: Date };
  /** The token's mobile; '400' 验证已过期，请重新验证手机号 when malformed, forged or expired. */
  verify(token: string, now: Date): string;
}

const VERSION = "go1";

/**
 * Builds {@link GuestOrderTokens} on a secret of its own (derived from the guest-token key by
 * the caller). Layout: `go1.{mobile}.{expiry in Unix seconds}.{HMAC-SHA-256 base64url}`; nothing
 * is stored, and a token is useless for any other mobile or after its expiry.
 */
export function createGuestOrderTokens(secret: Buffer): GuestOrderTokens {
  const mac = (body: string) => createHmac("sha256", secret).update(body, "utf8").digest("base64url");
  return {
    issue(mobile, now) {
      const expiresSeconds = Math.floor((now.getTime() + GUEST_ORDER_TOKEN_TTL_MS) / 1000);
      const body = `${VERSION}.${mobile}.${expiresSeconds}`;
      return { token: `${body}.${mac(body)}`, expiresAt: new Date(expiresSeconds * 1000) };
    },
    verify(token, now) {
      const parts = token.trim().split(".");
      const invalid = () => GatewayError.badRequest(GUEST_ORDER_MESSAGES.tokenInvalid, "token");
      if (parts.length !== 4 || parts[0] !== VERSION) throw invalid();
      const [, mobile = "", expires = "", signature = ""] = parts;
      const expected = Buffer.from(mac(`${VERSION}.${mobile}.${expires}`));
      const actual = Buffer.from(signature);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw invalid();
      if (!isMobile(mobile) || !/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now.getTime()) throw invalid();
      return mobile;
    },
  };
}

/**
 * The orders a mobile may see: sent to it (consignee mobile) or placed by the member whose
 * login mobile it is. Orders are placed by members only (submitOrder), so this is the whole
 * of "a guest's orders".
 */
async function guestOrderScope(db: Database, mobile: string): Promise<SQL> {
  const owners = await db.select({ memberUid: members.memberUid }).from(members).where(eq(members.cellphone, mobile));
  const byConsignee = eq(orders.consigneeCellphone, mobile);
  const scope =
    owners.length > 0
      ? or(
          byConsignee,
          inArray(
            orders.memberUid,
            owners.map((o) => o.memberUid),
          ),
        )
      : byConsignee;
  return scope ?? byConsignee;
}

/**
 * spec §2 /guest-search-order: the mobile's orders, newest first, one page. A mobile without
 * orders gets the same empty page as any other (no enumeration beyond what the SMS proved).
 */
export async function listGuestOrders(
  db: Database,
  mobile: string,
  options: { pageNumber?: number | null; pageSize?: number | null },
): Promise<{ items: OrderRow[]; count: number; pageNumber: number; pageSize: number }> {
  const pageNumber = options.pageNumber ?? 1;
  const pageSize = options.pageSize ?? 10;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) throw GatewayError.badRequest("页码须为正整数", "pageNumber");
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > ORDER_PAGE_SIZE_MAX) {
    throw GatewayError.badRequest(`每页数量须在 1–${ORDER_PAGE_SIZE_MAX} 之间`, "pageSize");
  }
  const where = await guestOrderScope(db, mobile);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items, count: total?.n ?? 0, pageNumber, pageSize };
}

/** spec §2 /guest-order-detail: one of the mobile's orders; '404' 订单不存在 for any other number. */
export async function requireGuestOrder(db: Database, mobile: string, orderNumber: string): Promise<OrderRow> {
  const number = orderNumber.trim();
  if (!number) throw GatewayError.notFound(GUEST_ORDER_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, number), await guestOrderScope(db, mobile)))
    .limit(1);
  if (!row) throw GatewayError.notFound(GUEST_ORDER_MESSAGES.notFound);
  return row;
}
