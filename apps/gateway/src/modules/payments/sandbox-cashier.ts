import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { formatBeijing } from "@xunlan/validation";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { encode } from "uqr";
import type { Database } from "../../kernel/db";
import { sandboxRefunds } from "../../kernel/db/schema";
import { json } from "../../kernel/http/responses";
import type { HttpRoute } from "../../kernel/http/routes";
import { escapeHtml } from "../../kernel/lib/html";
import { CallbackRejected, type PaymentEvent, type PaymentProvider, type RefundResult } from "./payment-provider";
import { applyPaymentEvent, type EventOutcome, getPayment, isPayType, PAY_TYPE_NAMES, type PayType } from "./payment-service";
import { SIGNATURE_HEADER, signPayload, TIMESTAMP_HEADER, verifySignature } from "./signature";

/** Where the sandbox cashier pages live (the storefront proxies /sandbox/*, so it is same-origin). */
export const SANDBOX_CASHIER_PATH = "/sandbox/cashier";
/** Where providers deliver their callbacks: POST /payments/notify/{provider}. */
export const PAYMENT_NOTIFY_PATH = "/payments/notify";

/** The sandbox provider, which can also sign the events its cashier pages send. */
export interface SandboxPaymentProvider extends PaymentProvider {
  /** The body and headers of a signed callback for `event`, as the cashier posts it. */
  signEvent(event: PaymentEvent, now: Date): { body: string; headers: Record<string, string> };
  /** The token a cashier URL carries for a payment attempt. */
  cashierToken(paymentNo: string): string;
}

/**
 * The sandbox cashier: a stand-in for WeChat Pay / Alipay that walks the real flow — a cashier
 * page per attempt, then an HMAC-SHA256-signed callback (over `${timestamp}.${rawBody}`, with
 * an event id) to the gateway's notify route, verified like any provider's. Refunds are kept in
 * its own ledger (sandbox_refunds, by idempotency key: one refund per key, like the real
 * providers' out_refund_no); without `db` it cannot refund. `secret` signs the callbacks
 * (main.ts: PAYMENT_SANDBOX_SECRET or the install's derived key); without one a random key of
 * this provider alone — there is no default in the source that anyone could sign with.
 */
export function createSandboxPaymentProvider(options: { secret?: string; db?: Database } = {}): SandboxPaymentProvider {
  const secret = options.secret ?? randomBytes(32).toString("base64url");
  const ledger = options.db;
  const cashierToken = (paymentNo: string) => createHmac("sha256", secret).update(`cashier:${paymentNo}`).digest("base64url").slice(0, 22);
  return {
    name: "sandbox",
    cashierToken,
    createCheckout(request) {
      const orderToken = cashierToken(request.paymentNo);
      return {
        orderToken,
        cashierUrl: `${SANDBOX_CASHIER_PATH}/${encodeURIComponent(request.paymentNo)}?token=${orderToken}`,
      };
    },
    async refund(request): Promise<RefundResult> {
      if (!ledger) throw new Error("the sandbox payment provider was created without a database: it cannot refund");
      if (!(request.amount > 0)) throw new Error(`refund amount must be positive: ${request.amount}`);
      await ledger
        .insert(sandboxRefunds)
        .values({
          idempotencyKey: request.idempotencyKey,
          providerRefundNo: `SBXR${randomUUID().replaceAll("-", "").slice(0, 20).toUpperCase()}`,
          paymentNo: request.paymentNo,
          amount: request.amount,
        })
        .onConflictDoNothing();
      const [row] = await ledger.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey)).limit(1);
      if (!row) throw new Error("sandbox refund not recorded");
      return { providerRefundNo: row.providerRefundNo, amount: Number(row.amount) };
    },
    signEvent(event, now) {
      const body = JSON.stringify({
        eventId: event.eventId,
        type: event.type,
        paymentNo: event.paymentNo,
        amount: event.amount,
        occurredAt: event.occurredAt.toISOString(),
        providerTradeNo: event.providerTradeNo,
        ...(event.payType ? { payType: event.payType } : {}),
      });
      const timestamp = Math.floor(now.getTime() / 1000);
      return {
        body,
        headers: {
          "content-type": "application/json",
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signPayload(secret, timestamp, body),
        },
      };
    },
    verifyCallback(rawBody, headers, now) {
      const verdict = verifySignature(secret, rawBody, headers.get(TIMESTAMP_HEADER), headers.get(SIGNATURE_HEADER), now);
      if (verdict !== "ok") throw new CallbackRejected(`signature ${verdict}`);
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        throw new CallbackRejected("body is not JSON", 400);
      }
      const occurredAt = new Date(String(body.occurredAt));
      if (
        typeof body.eventId !== "string" ||
        !body.eventId ||
        typeof body.paymentNo !== "string" ||
        !["paid", "failed", "cancelled"].includes(String(body.type)) ||
        typeof body.amount !== "number" ||
        Number.isNaN(occurredAt.getTime())
      ) {
        throw new CallbackRejected("malformed event", 400);
      }
      return {
        eventId: body.eventId,
        type: body.type as PaymentEvent["type"],
        paymentNo: body.paymentNo,
        amount: body.amount,
        occurredAt,
        providerTradeNo: typeof body.providerTradeNo === "string" ? body.providerTradeNo : null,
        payType: isPayType(body.payType) ? body.payType : null,
      };
    },
  };
}

const html = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'",
    },
  });

/** Options of {@link createPaymentRoutes}. */
export interface PaymentRoutesOptions {
  db: Database;
  logger: Logger;
  /** Providers whose callbacks the notify route accepts, by name. */
  providers: readonly PaymentProvider[];
  /** The sandbox provider: when given, its cashier pages are served under /sandbox/cashier. */
  sandbox?: SandboxPaymentProvider | null;
  clock?: () => Date;
}

/**
 * HTTP routes of payments:
 * - `POST /payments/notify/{provider}`: a provider's callback. Verified (signature, 5-minute
 *   timestamp window), recorded by event id and applied once; answers `{ code: "SUCCESS",
 *   outcome }` (also for a replay, so the provider stops retrying), 401 for a bad signature,
 *   400 for a malformed body, 404 for an unknown provider.
 * - `GET /sandbox/cashier/{paymentNo}?token=…`: the sandbox cashier (QR code on desktop, pay
 *   button on mobile and in WeChat); `POST …/{paymentNo}/pay|cancel|fail` (form `token`) sends
 *   the signed callback and goes back to the storefront (fail: back to the cashier).
 */
export function createPaymentRoutes(options: PaymentRoutesOptions): HttpRoute[] {
  const { db, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const byName = new Map(options.providers.map((p) => [p.name, p]));

  const notify = async (provider: PaymentProvider, rawBody: string, headers: Headers, log: Logger): Promise<Response> => {
    let event: PaymentEvent;
    try {
      event = provider.verifyCallback(rawBody, headers, clock());
    } catch (error) {
      if (error instanceof CallbackRejected) {
        log.warn({ provider: provider.name, reason: error.message }, "payment callback rejected");
        return json({ code: "FAIL", message: error.message }, { status: error.status });
      }
      throw error;
    }
    const outcome: EventOutcome = await applyPaymentEvent(db, event, { provider: provider.name, now: clock(), log });
    log.info({ provider: provider.name, eventId: event.eventId, type: event.type, outcome }, "payment callback");
    return json({ code: "SUCCESS", outcome });
  };

  const routes: HttpRoute[] = [
    {
      prefix: PAYMENT_NOTIFY_PATH,
      async handle(request, { subpath, log }) {
        const provider = byName.get(decodeURIComponent(subpath.replace(/^\//, "")));
        if (!provider) return json({ code: "FAIL", message: "unknown provider" }, { status: 404 });
        if (request.method !== "POST") return json({ code: "FAIL", message: "POST only" }, { status: 405, headers: { allow: "POST" } });
        return notify(provider, await request.text(), request.headers, log);
      },
    },
  ];

  const sandbox = options.sandbox;
  if (!sandbox) return routes;

  routes.unshift({
    prefix: SANDBOX_CASHIER_PATH,
    async handle(request, { subpath, log }) {
      const match = /^\/([A-Z0-9]{6,40})(?:\/(pay|cancel|fail))?$/.exec(subpath);
      if (!match) return html(renderMessagePage("页面不存在", "收银台链接无效。", null), 404);
      const paymentNo = match[1] as string;
      const action = match[2];
      const url = new URL(request.url);
      const form = request.method === "POST" ? await request.formData().catch(() => new FormData()) : null;
      const token = form ? String(form.get("token") ?? "") : (url.searchParams.get("token") ?? "");
      const expected = Buffer.from(sandbox.cashierToken(paymentNo));
      const given = Buffer.from(token);
      const found = await getPayment(db, paymentNo);
      if (!found || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return html(renderMessagePage("支付链接无效", "请回到商城重新发起支付。", null), 404);
      }
      const { payment, order } = found;
      const now = clock();

      if (!action) {
        if (request.method !== "GET" && request.method !== "HEAD") return html(renderMessagePage("请求无效", "", payment.returnUrl), 405);
        const ua = request.headers.get("user-agent") ?? "";
        const view = url.searchParams.get("view");
        const mobile = view ? view === "button" : /Mobile|Android|iPhone|iPad|MicroMessenger/i.test(ua);
        const wechat = isWechat(ua);
        const origin = publicOrigin(request);
        return html(
          renderCashierPage({
            paymentNo,
            token,
            orderNumber: order.orderNumber,
            amount: Number(payment.amount),
            balancePaid: Number(order.balancePaidAmount),
            payType: payment.payType,
            expiresAt: payment.expiresAt,
            now,
            mobile,
            wechat,
            returnUrl: payment.returnUrl,
            qrTarget: `${origin}${SANDBOX_CASHIER_PATH}/${paymentNo}?token=${token}&view=button`,
            state:
              order.status !== "pending_payment"
                ? order.status === "cancelled"
                  ? "cancelled"
                  : "paid"
                : payment.expiresAt <= now
                  ? "expired"
                  : payment.status === "pending" || payment.status === "failed" || payment.status === "cancelled"
                    ? "open"
                    : "paid",
            error: url.searchParams.get("error") === "failed" ? "支付失败，请重试或更换支付方式" : null,
          }),
        );
      }

      if (request.method !== "POST") return html(renderMessagePage("请求无效", "", payment.returnUrl), 405);
      const type = action === "pay" ? "paid" : action === "cancel" ? "cancelled" : "failed";
      // The method the shopper chose on the page, if it applies in their browser; else the one it opened with.
      const methods = cashierMethods(isWechat(request.headers.get("user-agent") ?? ""));
      const chosen = String(form?.get("method") ?? "");
      const method = (methods as readonly string[]).includes(chosen) ? (chosen as PayType) : preselectedMethod(methods, payment.payType);
      const event: PaymentEvent = {
        eventId: `evt_${randomUUID()}`,
        type,
        paymentNo,
        amount: Number(payment.amount),
        occurredAt: now,
        providerTradeNo: type === "paid" ? `SBX${paymentNo.slice(2)}` : null,
        ...(type === "paid" ? { payType: method } : {}),
      };
      // Delivered to the notify route exactly as a provider would (signed raw body, verified there).
      const signed = sandbox.signEvent(event, now);
      const response = await notify(sandbox, signed.body, new Headers(signed.headers), log);
      if (!response.ok) return html(renderMessagePage("支付通知失败", "请稍后再试。", payment.returnUrl), 502);
      if (type === "failed") {
        return new Response(null, {
          status: 303,
          headers: { location: `${SANDBOX_CASHIER_PATH}/${paymentNo}?token=${token}&error=failed`, "cache-control": "no-store" },
        });
      }
      logger.debug({ paymentNo, type }, "sandbox cashier action");
      return new Response(null, { status: 303, headers: { location: payment.returnUrl, "cache-control": "no-store" } });
    },
  });
  return routes;
}

function isWechat(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/**
 * Issue 24 §3 / issue 23 §4: the methods the cashier offers, as the real LitePOS cashier does:
 * inside WeChat, WeChat Pay and UnionPay (Alipay cannot be opened there); elsewhere all three.
 */
export function cashierMethods(inWechat: boolean): readonly PayType[] {
  return inWechat ? ["wechat", "unionpay"] : ["wechat", "alipay", "unionpay"];
}

/** The method chosen when the cashier opens: the one asked for when it applies, else the first. */
export function preselectedMethod(methods: readonly PayType[], asked: string): PayType {
  return methods.find((m) => m === asked) ?? (methods[0] as PayType);
}

/** The origin the shopper's browser used (the storefront's, through its proxy). */
function publicOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host") ?? url.host;
  const proto = request.headers.get("x-forwarded-proto") ?? url.protocol.replace(":", "");
  return `${proto}://${host}`;
}

function qrSvg(value: string): string {
  const { size, data } = encode(value, { border: 2, ecc: "M" });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((on, x) => {
      if (on) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="支付二维码" width="220" height="220" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#111"/></svg>`;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;background:#f3f3f1;font-family:-apple-system,"PingFang SC","Hiragino Sans GB","Microsoft YaHei",sans-serif;color:#111}
header{background:#111;color:#fff;padding:14px 20px;display:flex;align-items:center;justify-content:space-between}
.brand{font-weight:700;letter-spacing:2px}.badge{font-size:12px;color:#ffb86b;border:1px solid #ffb86b;border-radius:4px;padding:1px 6px}
main{max-width:880px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(0,0,0,.06);padding:28px}
.label{font-size:13px;color:#777}.amount{font-size:40px;font-weight:700;margin:6px 0 2px}.amount small{font-size:20px;margin-right:2px}
.meta{font-size:14px;color:#555;line-height:1.9}.deadline{color:#cf360a}
.grid{display:grid;grid-template-columns:1fr 280px;gap:32px;align-items:center}
.qr{text-align:center;border:1px solid #eee;border-radius:12px;padding:18px}.qr p{margin:10px 0 0;font-size:14px;color:#333}
.pay{display:block;width:100%;padding:15px;border:0;border-radius:10px;font-size:17px;font-weight:600;color:#fff;cursor:pointer;margin-top:20px;background:#07c160}
.methods{border:0;padding:0;margin:20px 0 0;display:flex;flex-direction:column;gap:8px}.methods legend{font-size:13px;color:#777;margin-bottom:8px;padding:0}
.method{display:flex;align-items:center;gap:10px;border:1px solid #e3e3e0;border-radius:10px;padding:12px 14px;cursor:pointer;font-size:15px}
.method input{accent-color:#111;width:18px;height:18px;margin:0}.method:has(input:checked){border-color:#111;box-shadow:0 0 0 1px #111}
.dot{width:22px;height:22px;border-radius:6px;display:inline-block}.dot.wechat{background:#07c160}.dot.alipay{background:#1677ff}.dot.unionpay{background:#d7000f}
.card:has(#m-alipay:checked) .pay{background:#1677ff}.card:has(#m-unionpay:checked) .pay{background:#d7000f}
.scan{display:none;margin:10px 0 0;font-size:14px;color:#333}
.card:has(#m-wechat:checked) .scan-wechat,.card:has(#m-alipay:checked) .scan-alipay,.card:has(#m-unionpay:checked) .scan-unionpay{display:block}
.links{display:flex;gap:18px;justify-content:center;margin-top:16px}
.links button{background:none;border:0;color:#666;font-size:14px;text-decoration:underline;cursor:pointer;padding:6px}
.error{background:#fff1ee;color:#cf360a;border-radius:8px;padding:10px 12px;margin-bottom:16px;font-size:14px}
.note{margin-top:22px;font-size:12px;color:#999;text-align:center}
a.back{display:inline-block;margin-top:18px;color:#111;font-weight:600}
@media (max-width:720px){main{margin:16px auto}.grid{grid-template-columns:1fr}.card{padding:22px}}`;

function page(title: string, body: string, refresh?: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${refresh ? `<meta http-equiv="refresh" content="${escapeHtml(refresh)}">` : ""}<title>${escapeHtml(title)} · 迅岚 XUNLAN 收银台</title><style>${STYLE}</style></head>
<body><header><span class="brand">迅岚 XUNLAN</span><span class="badge">沙箱收银台 · 不会真实扣款</span></header>
<main>${body}</main></body></html>`;
}

function renderMessagePage(title: string, text: string, returnUrl: string | null, redirect = false): string {
  return page(
    title,
    `<div class="card"><h1>${escapeHtml(title)}</h1><p class="meta">${escapeHtml(text)}</p>${
      returnUrl ? `<a class="back" href="${escapeHtml(returnUrl)}">返回商城</a>` : `<a class="back" href="/">返回首页</a>`
    }</div>`,
    // A desktop cashier whose order was paid by scanning the QR code goes back by itself.
    redirect && returnUrl ? `2;url=${returnUrl}` : undefined,
  );
}

interface CashierPage {
  paymentNo: string;
  token: string;
  orderNumber: string;
  amount: number;
  /** Store credit the order used (shown as already deducted). */
  balancePaid: number;
  payType: string;
  expiresAt: Date;
  now: Date;
  mobile: boolean;
  wechat: boolean;
  returnUrl: string;
  qrTarget: string;
  state: "open" | "paid" | "cancelled" | "expired";
  error: string | null;
}

/** What the QR caption tells the shopper to scan with, per method. */
const SCAN_APP: Record<PayType, string> = { wechat: "微信", alipay: "支付宝", unionpay: "云闪付" };

function formatMoney(amount: number): string {
  return amount.toLocaleString("zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function formatTime(date: Date): string {
  // Beijing time (UTC+8), HH:mm.
  return formatBeijing(date, "HH:mm");
}

function renderCashierPage(p: CashierPage): string {
  const e = escapeHtml;
  if (p.state !== "open") {
    const [title, text] =
      p.state === "paid"
        ? ["订单已支付", `订单 ${p.orderNumber} 已完成支付。`]
        : p.state === "cancelled"
          ? ["订单已取消", `订单 ${p.orderNumber} 已取消，无法继续支付。`]
          : ["支付已超时", `订单 ${p.orderNumber} 已超过支付时限，请重新下单。`];
    return renderMessagePage(title, text, p.returnUrl, p.state === "paid");
  }
  const methods = cashierMethods(p.wechat);
  const selected = preselectedMethod(methods, p.payType);
  const minutes = Math.max(0, Math.ceil((p.expiresAt.getTime() - p.now.getTime()) / 60_000));
  const form = (action: string, content: string, attrs = "") =>
    `<form method="post" action="${SANDBOX_CASHIER_PATH}/${e(p.paymentNo)}/${action}"${attrs}><input type="hidden" name="token" value="${e(p.token)}">${content}</form>`;
  const balance = p.balancePaid > 0 ? `<div class="meta">已用余额抵扣 ¥${formatMoney(p.balancePaid)}，还需在线支付</div>` : "";
  const summary = `<div class="label">应付金额</div>
<div class="amount" data-testid="cashier-amount"><small>¥</small>${formatMoney(p.amount)}</div>${balance}
<div class="meta">订单号：${e(p.orderNumber)}<br><span class="deadline">请在 ${formatTime(p.expiresAt)} 前完成支付（剩余约 ${minutes} 分钟），超时订单将自动取消</span></div>`;
  // One method preselected, so a single tap on the pay button pays (no script: the radios post with the form).
  const choices = `<fieldset class="methods"><legend>选择支付方式</legend>${methods
    .map(
      (m) =>
        `<label class="method method-${m}"><input type="radio" name="method" value="${m}" id="m-${m}"${m === selected ? " checked" : ""}><span class="dot ${m}"></span><span>${PAY_TYPE_NAMES[m]}</span></label>`,
    )
    .join("")}</fieldset>`;
  const error = p.error ? `<div class="error" role="alert">${e(p.error)}</div>` : "";
  const secondary = `<div class="links">${form("cancel", `<button type="submit">取消支付</button>`)}${form("fail", `<button type="submit">模拟支付失败</button>`)}</div>`;
  if (p.mobile) {
    const payForm = form("pay", `${choices}<button type="submit" class="pay">确认支付 ¥${formatMoney(p.amount)}</button>`, ` id="pay"`);
    return page(
      "确认支付",
      `<div class="card">${error}${summary}${payForm}${secondary}
<p class="note">沙箱收银台：点击确认即模拟付款成功，并通知迅岚完成订单。</p></div>`,
    );
  }
  const captions = methods.map((m) => `<p class="scan scan-${m}">请使用${SCAN_APP[m]}扫一扫</p>`).join("");
  const payForm = form("pay", `${choices}<button type="submit" class="pay">模拟扫码支付成功</button>`, ` id="pay"`);
  return page(
    "扫码支付",
    `<div class="card">${error}<div class="grid"><div>${summary}
${payForm}${secondary}</div>
<div class="qr">${qrSvg(p.qrTarget)}${captions}<p class="label">用手机扫码后在手机上确认支付</p></div></div>
<p class="note">沙箱环境：扫码或点击按钮都会模拟付款，并向迅岚发送签名的支付通知。</p></div>`,
    // No script here: the page reloads to notice a payment made on the phone that scanned it.
    "5",
  );
}
