/**
 * A fake 收钱吧 LitePOS that enforces the protocol (./protocol.ts) from the provider's side, for
 * the tests and a local run (scripts/litepos-fake.ts):
 * - every request's signature is checked with the merchant's public key (head.sign_type), its
 *   appid and brand_code too; a bad one is answered 400 ILLEGAL_SIGN, signed;
 * - answers are `{"response":{head,body:{result_code,biz_response:{result_code,data}}},"signature"}`
 *   signed with the fake's own key pair (generated per instance; nothing committed);
 * - purchase returns a cashier_url to its own cashier page, which offers what the real cashier
 *   shows (微信支付, 支付宝, 银联云闪付); paying there completes the sale and sends the
 *   notification to the purchase's notify_url;
 * - notifications go out the way the provider sends them: signed, retried until a signed
 *   acknowledgement verifies (`deliver()` is one round of retries; a local run repeats it on a
 *   timer), and on request duplicated, held back (late) or delivered out of order;
 * - refunds are sales of their own (check_sn = the merchant's refund number), idempotent by
 *   check_sn, refused beyond what the original tender took; void cancels only 待操作 sales;
 * - `hang` makes it accept connections and never answer (a timeout).
 */
import { generateKeyPairSync, type KeyObject, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseFen } from "./money";
import {
  beijingTimestamp,
  EnvelopeError,
  LITEPOS_PATHS,
  ORDER_STATUS,
  openEnvelope,
  readPublicKey,
  type SignType,
  sealEnvelope,
  TENDER_STATUS,
  type WireTender,
} from "./protocol";

/** The cashier page's choices (the real cashier's), with the tender codes the fake reports. */
export const FAKE_CASHIER_METHODS = [
  { id: "wechat", label: "微信支付", tenderType: "3", subTenderType: "301" },
  { id: "alipay", label: "支付宝", tenderType: "3", subTenderType: "302" },
  { id: "unionpay", label: "银联云闪付", tenderType: "3", subTenderType: "303" },
] as const;

export interface FakeSale {
  checkSn: string;
  orderSn: string;
  orderToken: string;
  status: string;
  amountFen: number;
  subject: string;
  salesTime: string;
  notifyUrl: string | null;
  returnUrl: string | null;
  tenders: WireTender[];
  /** The original sale of a refund. */
  refundOf: string | null;
}

export interface FakeNotification {
  id: string;
  orderSn: string;
  body: string;
  url: string;
  attempts: number;
  acknowledged: boolean;
}

export interface FakeLitepos {
  readonly appId: string;
  readonly brandCode: string;
  /** The fake's public key (the merchant's LITEPOS_PLATFORM_PUBLIC_KEY), PEM. */
  readonly platformPublicKeyPem: string;
  /** Sales by check_sn. */
  readonly sales: Map<string, FakeSale>;
  /** Every notification queued, in order. */
  readonly notifications: FakeNotification[];
  /** Requests the fake refused for their signature. */
  readonly refusedSignatures: number;
  /** Answers nothing while true (connections hang until it turns false or the fake closes). */
  hang: boolean;
  /** Hold notifications back (queued, not sent) until deliver() is called with `force`. */
  holdNotifications: boolean;
  /** The base URL once listening (http://127.0.0.1:port). */
  url: string;
  handle(request: Request): Promise<Response>;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
  /** Pays a sale as the cashier page does (method: wechat | alipay | unionpay). */
  pay(orderToken: string, method?: string, at?: Date): Promise<FakeSale>;
  /** Queues (another) notification of a sale's current state. */
  notify(checkSn: string): FakeNotification;
  /**
   * One round of delivery: each unacknowledged notification is posted once (in `order`), and
   * counts as delivered only when the answer is a response signed by the merchant with result
   * 200. Returns how many were acknowledged this round.
   */
  deliver(options?: { force?: boolean; order?: "queued" | "reversed" }): Promise<number>;
}

/** How the fake posts a notification (default: fetch); tests post into the gateway in-process. */
export type Deliver = (
  url: string,
  init: { method: "POST"; headers: Record<string, string>; body: string },
) => Promise<Response> | Response;

export function createFakeLitepos(options: {
  merchantPublicKey: string | KeyObject;
  appId?: string;
  brandCode?: string;
  signType?: SignType;
  deliver?: Deliver;
  clock?: () => Date;
  /** Send each notification when it is queued (the local run); tests call deliver() themselves. */
  autoDeliver?: boolean;
}): FakeLitepos {
  const merchantKey = typeof options.merchantPublicKey === "string" ? readPublicKey(options.merchantPublicKey) : options.merchantPublicKey;
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const appId = options.appId ?? "28lp00000001";
  const brandCode = options.brandCode ?? "999888";
  const signType = options.signType ?? "SHA256";
  const clock = options.clock ?? (() => new Date());
  const deliverTo: Deliver = options.deliver ?? ((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }));
  const sales = new Map<string, FakeSale>();
  const byToken = new Map<string, FakeSale>();
  const notifications: FakeNotification[] = [];
  let server: Server | null = null;
  let refused = 0;
  let seq = 0;
  const hanging = new Set<() => void>();

  const head = () => ({ version: "1.0.0", sign_type: signType, appid: appId, response_time: beijingTimestamp(clock()) });
  const answer = (body: Record<string, unknown>, status = 200) =>
    new Response(sealEnvelope("response", { head: head(), body }, privateKey), {
      status,
      headers: { "content-type": "application/json;charset=utf-8" },
    });
  const ok = (data: Record<string, unknown>) => answer({ result_code: "200", biz_response: { result_code: "200", data } });
  const bizError = (code: string, message: string) =>
    answer({ result_code: "200", biz_response: { result_code: "400", error_code: code, error_message: message } });
  const commError = (code: string, message: string, status = 400) =>
    answer({ result_code: status === 400 ? "400" : "500", error_code: code, error_message: message }, status);

  const saleView = (sale: FakeSale) => ({
    brand_code: brandCode,
    store_sn: storeOf(sale),
    workstation_sn: workstationOf(sale),
    check_sn: sale.checkSn,
    order_sn: sale.orderSn,
    order_status: sale.status,
    scene: "2",
    sales_time: sale.salesTime,
    amount: String(sale.amountFen),
    currency: "156",
    subject: sale.subject,
    operator: "web",
    customer: "online",
    industry_code: "0",
    pos_info: "fake",
    tenders: sale.tenders,
  });
  const stores = new Map<string, { storeSn: string; workstationSn: string }>();
  const storeOf = (sale: FakeSale) => stores.get(sale.checkSn)?.storeSn ?? "";
  const workstationOf = (sale: FakeSale) => stores.get(sale.checkSn)?.workstationSn ?? "";

  const newOrderSn = () => `7${String(Date.now()).slice(-9)}${String((seq += 1)).padStart(5, "0")}`;

  function notify(checkSn: string): FakeNotification {
    const sale = sales.get(checkSn);
    if (!sale) throw new Error(`fake litepos: no sale ${checkSn}`);
    if (!sale.notifyUrl) throw new Error(`fake litepos: sale ${checkSn} has no notify_url`);
    const id = `N${String(Date.now()).slice(-8)}${String((seq += 1)).padStart(6, "0")}`;
    const body = sealEnvelope(
      "request",
      {
        head: { version: "1.0.0", sign_type: signType, appid: appId, request_time: beijingTimestamp(clock()) },
        body: { notification_sn: id, ...saleView(sale) },
      },
      privateKey,
    );
    const n: FakeNotification = { id, orderSn: sale.orderSn, body, url: sale.notifyUrl, attempts: 0, acknowledged: false };
    notifications.push(n);
    if (options.autoDeliver && !fake.holdNotifications) void fake.deliver().catch(() => undefined);
    return n;
  }

  async function post(n: FakeNotification): Promise<boolean> {
    n.attempts += 1;
    try {
      const response = await deliverTo(n.url, {
        method: "POST",
        headers: { "content-type": "application/json;charset=utf-8" },
        body: n.body,
      });
      const text = await response.text();
      const { body } = openEnvelope(text, "response", merchantKey);
      const biz = body.biz_response as { result_code?: string } | undefined;
      return response.ok && body.result_code === "200" && biz?.result_code === "200";
    } catch {
      return false;
    }
  }

  async function handleApi(path: string, raw: string): Promise<Response> {
    let request: { head: { appid: string }; body: Record<string, unknown> };
    try {
      request = openEnvelope(raw, "request", merchantKey);
    } catch (error) {
      if (error instanceof EnvelopeError && error.problem !== "malformed") {
        refused += 1;
        return commError("ILLEGAL_SIGN", "签名错误");
      }
      return commError("INVALID_PARAMS", "参数错误");
    }
    if (request.head.appid !== appId) {
      refused += 1;
      return commError("ILLEGAL_SIGN", "签名错误");
    }
    const b = request.body;
    if (b.brand_code !== brandCode) return commError("INVALID_PARAMS", "参数错误：brand_code");
    const now = clock();

    if (path === LITEPOS_PATHS.purchase) {
      const checkSn = String(b.check_sn ?? "");
      const amountFen = parseFen(b.amount);
      if (!checkSn || amountFen === null || amountFen <= 0 || b.currency !== "156" || !b.store_sn || !b.workstation_sn)
        return commError("INVALID_PARAMS", "参数错误");
      const existing = sales.get(checkSn);
      if (existing) return bizError("CHECK_SN_EXISTS", "商户订单号重复");
      const sale: FakeSale = {
        checkSn,
        orderSn: newOrderSn(),
        orderToken: randomUUID().replaceAll("-", ""),
        status: ORDER_STATUS.pending,
        amountFen,
        subject: String(b.subject ?? ""),
        salesTime: String(b.sales_time ?? beijingTimestamp(now)),
        notifyUrl: typeof b.notify_url === "string" ? b.notify_url : null,
        returnUrl: typeof b.return_url === "string" ? b.return_url : null,
        tenders: [],
        refundOf: null,
      };
      sales.set(checkSn, sale);
      byToken.set(sale.orderToken, sale);
      stores.set(checkSn, { storeSn: String(b.store_sn), workstationSn: String(b.workstation_sn) });
      return ok({
        brand_code: brandCode,
        store_sn: b.store_sn,
        workstation_sn: b.workstation_sn,
        check_sn: checkSn,
        order_sn: sale.orderSn,
        order_token: sale.orderToken,
        order_source: "1",
        cashier_url: `${fake.url}/cashier?order_token=${sale.orderToken}`,
        reflect: b.reflect,
      });
    }

    if (path === LITEPOS_PATHS.query) {
      const sale = sales.get(String(b.check_sn ?? ""));
      if (!sale || storeOf(sale) !== b.store_sn) return bizError("ORDER_NOT_EXIST", "订单不存在");
      return ok(saleView(sale));
    }

    if (path === LITEPOS_PATHS.void) {
      const sale = sales.get(String(b.original_check_sn ?? ""));
      if (!sale) return bizError("ORDER_NOT_EXIST", "订单不存在");
      if (sale.status !== ORDER_STATUS.pending && sale.status !== ORDER_STATUS.cancelled)
        return bizError("ORDER_CANNOT_VOID", "只有待操作的订单可以取消");
      sale.status = ORDER_STATUS.cancelled;
      return ok({
        brand_code: brandCode,
        store_sn: storeOf(sale),
        workstation_sn: workstationOf(sale),
        check_sn: sale.checkSn,
        original_order_sn: sale.orderSn,
      });
    }

    if (path === LITEPOS_PATHS.refund) {
      const checkSn = String(b.check_sn ?? "");
      const amountFen = parseFen(b.amount);
      const tenders = Array.isArray(b.tenders) ? (b.tenders as Array<Record<string, unknown>>) : [];
      const tender = tenders[0];
      if (!checkSn || amountFen === null || amountFen >= 0 || !tender || tenders.length !== 1 || parseFen(tender.amount) !== amountFen)
        return commError("INVALID_PARAMS", "参数错误");
      const existing = sales.get(checkSn);
      if (existing) {
        // The same refund asked again: answered as the first time, no money moves.
        if (existing.refundOf && existing.amountFen === amountFen)
          return ok({
            brand_code: brandCode,
            store_sn: storeOf(existing),
            workstation_sn: workstationOf(existing),
            check_sn: checkSn,
            order_sn: existing.orderSn,
          });
        return bizError("CHECK_SN_EXISTS", "商户订单号重复");
      }
      const original = [...sales.values()].find((s) =>
        s.tenders.some((t) => t.tender_sn === tender.original_tender_sn && t.pay_status === TENDER_STATUS.paid),
      );
      if (!original) return bizError("TENDER_NOT_EXIST", "原支付流水不存在");
      const paidTender = original.tenders.find((t) => t.tender_sn === tender.original_tender_sn)!;
      const refundedBefore = [...sales.values()]
        .filter((s) => s.refundOf === original.checkSn)
        .reduce((sum, s) => sum + Math.abs(s.amountFen), 0);
      if (refundedBefore + Math.abs(amountFen) > (parseFen(paidTender.amount) ?? 0))
        return bizError("REFUND_AMOUNT_EXCEEDED", "退款金额超过可退金额");
      const sale: FakeSale = {
        checkSn,
        orderSn: newOrderSn(),
        orderToken: "",
        status: ORDER_STATUS.completed,
        amountFen,
        subject: String(b.subject ?? "退款"),
        salesTime: String(b.sales_time ?? beijingTimestamp(now)),
        notifyUrl: typeof b.notify_url === "string" ? b.notify_url : null,
        returnUrl: null,
        tenders: [
          {
            tender_sn: `R${newOrderSn()}`,
            original_tender_sn: String(tender.original_tender_sn),
            original_transaction_sn: String(tender.transaction_sn ?? ""),
            amount: String(amountFen),
            collected_amount: String(amountFen),
            paid_amount: String(amountFen),
            pay_time: beijingTimestamp(now),
            pay_status: TENDER_STATUS.refunded,
            tender_type: paidTender.tender_type ?? "3",
            ...(paidTender.sub_tender_type ? { sub_tender_type: paidTender.sub_tender_type } : {}),
          },
        ],
        refundOf: original.checkSn,
      };
      sales.set(checkSn, sale);
      stores.set(checkSn, { storeSn: String(b.store_sn), workstationSn: String(b.workstation_sn) });
      return ok({
        brand_code: brandCode,
        store_sn: b.store_sn,
        workstation_sn: b.workstation_sn,
        check_sn: checkSn,
        order_sn: sale.orderSn,
      });
    }
    return new Response("not found", { status: 404 });
  }

  async function pay(orderToken: string, method = "wechat", at = clock()): Promise<FakeSale> {
    const sale = byToken.get(orderToken);
    if (!sale) throw new Error("fake litepos: unknown order_token");
    if (sale.status !== ORDER_STATUS.pending) throw new Error(`fake litepos: sale ${sale.checkSn} is ${sale.status}, not 待操作`);
    const m = FAKE_CASHIER_METHODS.find((x) => x.id === method) ?? FAKE_CASHIER_METHODS[0];
    sale.status = ORDER_STATUS.completed;
    sale.tenders.push({
      tender_sn: `T${newOrderSn()}`,
      amount: String(sale.amountFen),
      collected_amount: String(sale.amountFen),
      paid_amount: String(sale.amountFen),
      pay_time: beijingTimestamp(at),
      pay_status: TENDER_STATUS.paid,
      tender_type: m.tenderType,
      sub_tender_type: m.subTenderType,
      sub_tender_desc: m.label,
    });
    if (sale.notifyUrl) notify(sale.checkSn);
    return sale;
  }

  async function cashier(request: Request, url: URL): Promise<Response> {
    const html = (body: string, status = 200) => new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8" } });
    if (request.method === "POST") {
      const form = await request.formData();
      const token = String(form.get("order_token") ?? "");
      try {
        const sale = await pay(token, String(form.get("method") ?? "wechat"));
        return new Response(null, { status: 303, headers: { location: sale.returnUrl ?? `${fake.url}/cashier?order_token=${token}` } });
      } catch (error) {
        return html(`<!doctype html><meta charset="utf-8"><title>收钱吧收银台</title><p>${escape((error as Error).message)}</p>`, 400);
      }
    }
    const sale = byToken.get(url.searchParams.get("order_token") ?? "");
    if (!sale) return html(`<!doctype html><meta charset="utf-8"><title>收钱吧收银台</title><p>订单不存在</p>`, 404);
    const yuan = `${Math.floor(sale.amountFen / 100)}.${String(sale.amountFen % 100).padStart(2, "0")}`;
    const state =
      sale.status === ORDER_STATUS.pending
        ? ""
        : `<p role="status">${sale.status === ORDER_STATUS.completed ? "已支付" : "订单已取消"}</p>`;
    const buttons =
      sale.status === ORDER_STATUS.pending
        ? FAKE_CASHIER_METHODS.map((m) => `<button type="submit" name="method" value="${m.id}">${m.label}</button>`).join("")
        : "";
    return html(`<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>收钱吧收银台（测试）</title>
<body><h1>收钱吧收银台（测试）</h1><p>${escape(sale.subject)}</p><p>¥${yuan}</p>${state}
<form method="post" action="/cashier"><input type="hidden" name="order_token" value="${sale.orderToken}">${buttons}</form></body></html>`);
  }

  const fake: FakeLitepos = {
    appId,
    brandCode,
    platformPublicKeyPem: publicKey.export({ type: "spki", format: "pem" }) as string,
    sales,
    notifications,
    get refusedSignatures() {
      return refused;
    },
    hang: false,
    holdNotifications: false,
    url: "",
    async handle(request) {
      if (fake.hang) {
        await new Promise<void>((resolve) => hanging.add(resolve));
        return new Response("gone", { status: 503 });
      }
      const url = new URL(request.url);
      if (url.pathname === "/cashier") return cashier(request, url);
      if (request.method !== "POST") return new Response("method not allowed", { status: 405 });
      return handleApi(url.pathname, await request.text());
    },
    async listen(port = 0, host = "127.0.0.1") {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          const init: RequestInit = { method: req.method ?? "GET", headers: req.headers as Record<string, string> };
          if (req.method !== "GET" && req.method !== "HEAD") init.body = Buffer.concat(chunks);
          void fake
            .handle(new Request(`http://${req.headers.host ?? host}${req.url ?? "/"}`, init))
            .then(async (response) => {
              res.writeHead(response.status, Object.fromEntries(response.headers));
              res.end(Buffer.from(await response.arrayBuffer()));
            })
            .catch(() => {
              res.writeHead(500);
              res.end();
            });
        });
      });
      await new Promise<void>((resolve) => server!.listen(port, host, resolve));
      fake.url = `http://${host}:${(server.address() as AddressInfo).port}`;
      return fake.url;
    },
    async close() {
      for (const release of hanging) release();
      hanging.clear();
      if (!server) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = null;
    },
    pay,
    notify,
    async deliver(opts = {}) {
      if (fake.holdNotifications && !opts.force) return 0;
      const open = notifications.filter((n) => !n.acknowledged);
      if (opts.order === "reversed") open.reverse();
      let acked = 0;
      for (const n of open) {
        if (await post(n)) {
          n.acknowledged = true;
          acked += 1;
        }
      }
      return acked;
    },
  };
  return fake;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
