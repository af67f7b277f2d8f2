/**
 * The LitePOS (收钱吧 轻POS) cashier behind payOrder: purchase → the provider's cashier_url;
 * its signed 销售结果通知 → a payment event; query as the fallback for a late notification;
 * refund for cancellations and after-sale; void for an abandoned purchase. Wire format and
 * sources: ./protocol.ts. Every amount sent or read is integer fen, converted in ./money.ts.
 *
 * Unverified against the provider (no public signed examples): the business result codes
 * (treated as success only when `biz_response.result_code` is "200"), whether a refund settles
 * synchronously (taken as accepted when the call succeeds; the daily reconciliation checks it)
 * and the 银联云闪付 tender codes. docs/PROVIDERS.md has the smoke script for the real sandbox.
 */

import type { KeyObject } from "node:crypto";
import { randomUUID } from "node:crypto";
import type { CheckoutRequest, CheckoutSession, PaymentEvent, PaymentProvider, RefundRequest, RefundResult } from "../payment-provider";
import { CallbackRejected } from "../payment-provider";
import { fromFen, parseFen, toFen } from "./money";
import {
  beijingTimestamp,
  EnvelopeError,
  type Head,
  LITEPOS_PATHS,
  ORDER_STATUS,
  openEnvelope,
  parseTimestamp,
  readPrivateKey,
  readPublicKey,
  type SignType,
  sealEnvelope,
  TENDER_STATUS,
  type WireTender,
} from "./protocol";

export const LITEPOS_PROVIDER_NAME = "litepos";

/** What the adapter needs (LITEPOS_* variables, see env.ts). */
export interface LiteposConfig {
  /** The API domain, e.g. https://vapi.shouqianba.com (no trailing slash). */
  baseUrl: string;
  appId: string;
  brandCode: string;
  storeSn: string;
  workstationSn: string;
  /** The merchant's RSA private key (PEM or base64 PKCS#8): signs requests and acknowledgements. */
  merchantPrivateKey: string | KeyObject;
  /** The provider's RSA public key (PEM or base64 SPKI): verifies responses and notifications. */
  platformPublicKey: string | KeyObject;
  /** Where the provider posts 销售结果通知 (the gateway's /payments/notify/litepos, public). */
  notifyUrl: string;
  /** Origin the cashier sends the shopper back to (the storefront's); a payment's returnUrl is a path on it. */
  returnOrigin: string;
  signType?: SignType;
  /** How long a call may take before it counts as unanswered (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  clock?: () => Date;
}

/** A failed call: the provider unreachable or silent, its answer unsigned, or a refusal. */
export class LiteposError extends Error {
  constructor(
    readonly kind: "timeout" | "unreachable" | "bad_response" | "refused",
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "LiteposError";
  }
}

/** A sale as the provider reports it (query, notification), amounts in fen. */
export interface LiteposSale {
  checkSn: string;
  orderSn: string;
  status: string;
  amountFen: number;
  /** Fen taken by tenders in 支付成功 (or since refunded) state. */
  paidFen: number;
  /** Fen refunded on this sale's own tenders (a refund order reports its refunded tenders here). */
  refundedFen: number;
  /** The paid tender (its tender_sn is what a refund names), or null. */
  paidTender: { tenderSn: string; payTime: Date | null; desc: string | null } | null;
  raw: Record<string, unknown>;
}

/** A verified 销售结果通知. */
export interface LiteposNotification {
  notificationSn: string;
  sale: LiteposSale;
}

export interface LiteposProvider extends PaymentProvider {
  readonly name: typeof LITEPOS_PROVIDER_NAME;
  readonly config: Readonly<Pick<LiteposConfig, "brandCode" | "storeSn" | "workstationSn">>;
  /** The sale of an attempt (by our check_sn), or null when the provider has none. */
  query(checkSn: string): Promise<LiteposSale | null>;
  /** Cancels a sale nobody paid (only 待操作 sales can be voided, §4). */
  voidSale(checkSn: string): Promise<void>;
  /** Verifies and reads a notification (throws CallbackRejected). */
  readNotification(rawBody: string): LiteposNotification;
  /** The signed acknowledgement the provider waits for (§5.2: the response format, result 200). */
  acknowledgement(ok: boolean, now: Date): string;
  /** The payment event a sale amounts to, or null while it is not final. */
  eventOf(sale: LiteposSale, now: Date): PaymentEvent | null;
}

const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** Reads a sale from a query answer or a notification body. */
export function readSale(body: Record<string, unknown>): LiteposSale {
  const tenders = Array.isArray(body.tenders) ? (body.tenders as WireTender[]) : [];
  let paidFen = 0;
  let refundedFen = 0;
  let paidTender: LiteposSale["paidTender"] = null;
  for (const t of tenders) {
    const fen = parseFen(t.amount);
    if (fen === null) throw new CallbackRejected(`tender amount is not fen: ${str(t.amount)}`, 400);
    if (t.pay_status === TENDER_STATUS.paid && fen > 0) {
      paidFen += fen;
      paidTender ??= { tenderSn: str(t.tender_sn), payTime: parseTimestamp(t.pay_time), desc: t.sub_tender_desc ?? null };
    }
    if (t.pay_status === TENDER_STATUS.refunded) refundedFen += Math.abs(fen);
  }
  const amountFen = parseFen(body.amount);
  if (amountFen === null) throw new CallbackRejected(`amount is not fen: ${str(body.amount)}`, 400);
  return {
    checkSn: str(body.check_sn),
    orderSn: str(body.order_sn),
    status: str(body.order_status),
    amountFen,
    paidFen,
    refundedFen,
    paidTender,
    raw: body,
  };
}

/**
 * Issue 24 §3: the method a paid tender used, read from its sub_tender_desc (the cashier's own
 * name of the method, e.g. 微信支付). Unverified against the provider: its documents publish no
 * table of sub_tender_type codes, so the name is matched, and an unknown one leaves the
 * method the purchase asked for.
 */
export function payTypeOfTender(desc: string | null): "wechat" | "alipay" | "unionpay" | null {
  if (!desc) return null;
  if (/微信/.test(desc)) return "wechat";
  if (/支付宝/.test(desc)) return "alipay";
  if (/银联|云闪付/.test(desc)) return "unionpay";
  return null;
}

/** Builds the LitePOS provider. Keys are read once; a bad key throws here (the start stops). */
export function createLiteposProvider(config: LiteposConfig): LiteposProvider {
  const privateKey = typeof config.merchantPrivateKey === "string" ? readPrivateKey(config.merchantPrivateKey) : config.merchantPrivateKey;
  const publicKey = typeof config.platformPublicKey === "string" ? readPublicKey(config.platformPublicKey) : config.platformPublicKey;
  const signType = config.signType ?? "SHA256";
  const clock = config.clock ?? (() => new Date());
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 10_000;
  const base = config.baseUrl.replace(/\/+$/, "");
  const where = { brand_code: config.brandCode, store_sn: config.storeSn, workstation_sn: config.workstationSn };

  const head = (now: Date): Head => ({ version: "1.0.0", sign_type: signType, appid: config.appId, request_time: beijingTimestamp(now) });

  /** One signed call; the `data` of a successful answer. */
  async function call(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const payload = sealEnvelope("request", { head: head(clock()), body }, privateKey);
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json;charset=utf-8" },
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === "TimeoutError" || name === "AbortError")
        throw new LiteposError("timeout", `收钱吧 ${path} did not answer within ${timeoutMs} ms`);
      throw new LiteposError("unreachable", `收钱吧 ${path} unreachable: ${(error as Error)?.message ?? error}`);
    }
    let opened: { body: Record<string, unknown> };
    try {
      opened = openEnvelope(text, "response", publicKey);
    } catch (error) {
      const why = error instanceof EnvelopeError ? error.message : String(error);
      throw new LiteposError("bad_response", `收钱吧 ${path} answered HTTP ${response.status} without a valid signed response (${why})`);
    }
    const outer = opened.body;
    if (str(outer.result_code) !== "200") {
      throw new LiteposError(
        "refused",
        `收钱吧 ${path}: ${str(outer.error_code)} ${str(outer.error_message)}`.trim(),
        str(outer.error_code) || null,
      );
    }
    const biz = (outer.biz_response ?? {}) as Record<string, unknown>;
    if (str(biz.result_code) !== "200") {
      throw new LiteposError(
        "refused",
        `收钱吧 ${path}: ${str(biz.error_code)} ${str(biz.error_message)}`.trim(),
        str(biz.error_code) || null,
      );
    }
    return (biz.data ?? {}) as Record<string, unknown>;
  }

  const requestId = () => randomUUID().replaceAll("-", "");

  const provider: LiteposProvider = {
    name: LITEPOS_PROVIDER_NAME,
    config: { brandCode: config.brandCode, storeSn: config.storeSn, workstationSn: config.workstationSn },

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const now = clock();
      const data = await call(LITEPOS_PATHS.purchase, {
        request_id: requestId(),
        ...where,
        check_sn: request.paymentNo,
        scene: "2",
        sales_time: beijingTimestamp(now),
        amount: String(toFen(request.amount)),
        currency: "156",
        subject: request.subject.slice(0, 64),
        operator: "web",
        customer: request.orderNumber.slice(0, 32),
        industry_code: "0",
        pos_info: "XUNLAN web store",
        notify_url: config.notifyUrl,
        return_url: `${config.returnOrigin.replace(/\/+$/, "")}${request.returnUrl}`,
        reflect: request.orderNumber,
      });
      const cashierUrl = str(data.cashier_url);
      if (!/^https?:\/\//.test(cashierUrl)) throw new LiteposError("bad_response", "收钱吧 purchase answered without a cashier_url");
      const orderToken = str(data.order_token) || (new URL(cashierUrl).searchParams.get("order_token") ?? "");
      return {
        cashierUrl,
        orderToken,
        fields: {
          brandCode: str(data.brand_code) || config.brandCode,
          storeSn: str(data.store_sn) || config.storeSn,
          workstationSn: str(data.workstation_sn) || config.workstationSn,
          orderSn: str(data.order_sn),
          orderSource: str(data.order_source) || "1",
        },
      };
    },

    async query(checkSn) {
      try {
        return readSale(await call(LITEPOS_PATHS.query, { ...where, check_sn: checkSn }));
      } catch (error) {
        if (error instanceof LiteposError && error.kind === "refused" && /NOT_FOUND|NOT_EXIST/i.test(error.code ?? "")) return null;
        throw error;
      }
    },

    async voidSale(checkSn) {
      await call(LITEPOS_PATHS.void, {
        request_id: requestId(),
        brand_code: config.brandCode,
        original_store_sn: config.storeSn,
        original_workstation_sn: config.workstationSn,
        original_check_sn: checkSn,
      });
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const fen = toFen(request.amount);
      if (!(fen > 0)) throw new LiteposError("refused", `refund amount must be positive: ${request.amount}`);
      let tenderSn = request.providerTradeNo;
      if (!tenderSn) tenderSn = (await provider.query(request.paymentNo))?.paidTender?.tenderSn ?? null;
      if (!tenderSn) throw new LiteposError("refused", `no paid tender of ${request.paymentNo} to refund`);
      const now = clock();
      // The refund is a sale of its own, keyed by our refund number (check_sn and the tender's
      // transaction_sn): a retry names the same refund and the provider moves the money once.
      const data = await call(LITEPOS_PATHS.refund, {
        request_id: requestId(),
        ...where,
        check_sn: request.refundNo,
        sales_time: beijingTimestamp(now),
        amount: String(-fen),
        currency: "156",
        subject: "退款",
        description: request.reason.slice(0, 255),
        operator: "web",
        customer: request.paymentNo,
        industry_code: "0",
        pos_info: "XUNLAN web store",
        notify_url: config.notifyUrl,
        reflect: request.idempotencyKey.slice(0, 64),
        tenders: [{ transaction_sn: request.refundNo, amount: String(-fen), pay_status: "0", original_tender_sn: tenderSn }],
      });
      return { providerRefundNo: str(data.order_sn) || request.refundNo, amount: fromFen(fen) };
    },

    readNotification(rawBody) {
      let opened: { head: Head; body: Record<string, unknown> };
      try {
        opened = openEnvelope(rawBody, "request", publicKey);
      } catch (error) {
        if (error instanceof EnvelopeError)
          throw new CallbackRejected(`litepos notification: ${error.message}`, error.problem === "malformed" ? 400 : 401);
        throw error;
      }
      if (opened.head.appid !== config.appId) throw new CallbackRejected("litepos notification for another appid", 401);
      const body = opened.body;
      if (str(body.brand_code) !== config.brandCode || str(body.store_sn) !== config.storeSn)
        throw new CallbackRejected("litepos notification for another store", 400);
      if (!str(body.check_sn) || !str(body.order_sn)) throw new CallbackRejected("litepos notification without check_sn / order_sn", 400);
      return { notificationSn: str(body.notification_sn), sale: readSale(body) };
    },

    eventOf(sale, now) {
      const common = { paymentNo: sale.checkSn, providerTradeNo: sale.paidTender?.tenderSn ?? null };
      // Event ids are the provider's: the sale and its final state. A notification, its retries
      // and the query job all name the same event, so whichever arrives first applies it once.
      if (sale.status === ORDER_STATUS.completed && sale.paidFen > 0) {
        return {
          ...common,
          eventId: `litepos:${sale.orderSn}:paid`,
          type: "paid",
          amount: fromFen(sale.paidFen),
          occurredAt: sale.paidTender?.payTime ?? now,
          payType: payTypeOfTender(sale.paidTender?.desc ?? null),
        };
      }
      if (sale.status === ORDER_STATUS.cancelled)
        return {
          ...common,
          eventId: `litepos:${sale.orderSn}:cancelled`,
          type: "cancelled",
          amount: fromFen(sale.amountFen),
          occurredAt: now,
        };
      if (sale.status === ORDER_STATUS.failed)
        return { ...common, eventId: `litepos:${sale.orderSn}:failed`, type: "failed", amount: fromFen(sale.amountFen), occurredAt: now };
      return null;
    },

    verifyCallback(rawBody, _headers, now) {
      const { sale } = provider.readNotification(rawBody);
      const event = provider.eventOf(sale, now);
      if (!event) throw new CallbackRejected(`litepos sale ${sale.orderSn} is not final (${sale.status})`, 400);
      return event;
    },

    acknowledgement(ok, now) {
      const body = ok
        ? { result_code: "200", biz_response: { result_code: "200" } }
        : { result_code: "400", error_code: "ILLEGAL_SIGN", error_message: "签名错误" };
      return sealEnvelope(
        "response",
        { head: { version: "1.0.0", sign_type: signType, appid: config.appId, response_time: beijingTimestamp(now) }, body },
        privateKey,
      );
    },
  };
  return provider;
}
