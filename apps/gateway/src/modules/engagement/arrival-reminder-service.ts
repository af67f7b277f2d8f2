import { ONLINE_WAREHOUSE_CODE } from "@xunlan/catalog-data";
import { MESSAGES } from "@xunlan/validation";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { arrivalReminders, stock } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { CART_MESSAGES, loadSkuInfo } from "../catalog";
import type { SubjectLimiter } from "../limits";
import type { MemberLimits, SmsProvider } from "../members";
import { assertSmsCode, requireMobile } from "../members";

/**
 * spec §7 addSmsProductArrivalReminder (到货提醒): stores one open reminder per mobile and size
 * (asking again keeps the one). '404' 商品不存在 for an unknown EAN; a size that is in stock
 * now is '400' 该尺码有货，可直接加入购物袋 (nothing to wait for). Each reminder is a future
 * SMS to `mobile`, whoever asked (issue 21 item 7): `limit` counts it per client and per
 * mobile before it is stored ('429'), and only the holder of `mobile` may ask: a member for
 * their own `memberMobile` (proven at sign-in), anyone else with the SMS code of getVerifyCode
 * type 6 (purpose "reminder") sent to it — '400' 请输入短信验证码 (field "code") without one,
 * the SMS-code messages of {@link assertSmsCode} for a wrong, expired or burnt one.
 */
export async function addArrivalReminder(
  db: Database,
  input: { ean: string; mobile: string; code?: string | null; memberUid: string | null; memberMobile?: string | null; now?: Date },
  limit: SubjectLimiter = async () => undefined,
  smsLimits: Pick<MemberLimits, "smsMaxAttempts"> = { smsMaxAttempts: 5 },
): Promise<{ success: true; message: string }> {
  const mobile = requireMobile(input.mobile, "mobile");
  const ownMobile = input.memberUid !== null && input.memberMobile === mobile;
  const code = input.code?.trim() ?? "";
  if (!ownMobile && !code) throw GatewayError.badRequest(MESSAGES.smsCodeRequired, "code");
  const ean = input.ean.trim();
  const info = (await loadSkuInfo(db, [ean])).get(ean);
  if (!info || !info.purchasable) throw GatewayError.notFound(CART_MESSAGES.productNotFound);
  if (info.saleableQty > 0) throw GatewayError.badRequest(CART_MESSAGES.arrivalInStock, "ean");
  await limit(mobile);
  if (!ownMobile) await assertSmsCode(db, smsLimits, { mobile, purpose: "reminder", code, now: input.now, field: "code" });
  await db
    .insert(arrivalReminders)
    .values({ mobile, ean, memberUid: input.memberUid, createdAt: input.now ?? new Date() })
    .onConflictDoNothing();
  return { success: true, message: CART_MESSAGES.arrivalReminder };
}

/** The text of a 到货提醒. */
export function arrivalText(name: string, size: string): string {
  return `【迅岚 XUNLAN】您关注的 ${name}（${size}）已到货，库存有限，欢迎选购。退订回 T`;
}

/**
 * Texts every open reminder whose size is back in stock online, once each: a reminder is
 * claimed (notifiedAt set by a conditional update) before its message is sent, so two
 * instances running this at the same time never text twice. A send that fails gives its claim
 * back (the next run tries again) and does not stop the others. Returns how many were sent.
 */
export async function notifyArrivals(
  db: Database,
  sms: SmsProvider,
  now = new Date(),
  limit = 100,
  onSendFailed: (error: unknown, reminder: { id: number; ean: string }) => void = () => undefined,
): Promise<number> {
  const due = await db
    .select({ id: arrivalReminders.id })
    .from(arrivalReminders)
    .innerJoin(stock, and(eq(stock.sku, arrivalReminders.ean), eq(stock.storeCode, ONLINE_WAREHOUSE_CODE)))
    .where(and(isNull(arrivalReminders.notifiedAt), gt(stock.saleableQty, 0)))
    .limit(limit);
  if (due.length === 0) return 0;
  const claimed = await db
    .update(arrivalReminders)
    .set({ notifiedAt: now })
    .where(
      and(
        inArray(
          arrivalReminders.id,
          due.map((d) => d.id),
        ),
        isNull(arrivalReminders.notifiedAt),
      ),
    )
    .returning({ id: arrivalReminders.id, mobile: arrivalReminders.mobile, ean: arrivalReminders.ean });
  const skus = await loadSkuInfo(
    db,
    claimed.map((c) => c.ean),
  );
  let sent = 0;
  for (const reminder of claimed) {
    const info = skus.get(reminder.ean);
    try {
      await sms.send({
        mobile: reminder.mobile,
        purpose: "arrival",
        text: arrivalText(info?.styleDisplayNameCn ?? "商品", info?.label ?? reminder.ean),
        params: { product: info?.styleDisplayNameCn ?? "商品", size: info?.label ?? reminder.ean },
      });
      sent += 1;
    } catch (error) {
      onSendFailed(error, { id: reminder.id, ean: reminder.ean });
      // Not sent: open again, unless the shopper asked anew meanwhile (that reminder is the open one).
      await db
        .update(arrivalReminders)
        .set({ notifiedAt: null })
        .where(and(eq(arrivalReminders.id, reminder.id), eq(arrivalReminders.notifiedAt, now)))
        .catch(() => undefined);
    }
  }
  return sent;
}
