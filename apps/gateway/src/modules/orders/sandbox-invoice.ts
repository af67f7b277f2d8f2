import { beijingDate, formatBeijing, pickedSizeText, SERVICE_CODES } from "@xunlan/validation";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { invoiceReversals, orderItems, orders, refunds, returnOrderItems } from "../../kernel/db/schema";
import { jsonError } from "../../kernel/http/responses";
import type { HttpRoute } from "../../kernel/http/routes";
import { sameSignature, sign } from "../../kernel/lib/signature";
import type { InvoiceDeps, InvoiceProvider } from "./invoice-provider";

/** Where the sandbox invoice pictures are served (the storefront proxies /sandbox/*: same-origin). */
export const SANDBOX_INVOICE_PATH = "/sandbox/invoices";
/** Used when no secret is given (development, tests); main.ts derives one from TOKEN_SECRET. */
export const DEFAULT_INVOICE_SECRET = "xunlan-sandbox-invoice-secret";

/** The seller printed on every invoice (a demo company; the tax id is not a real one). */
export const SANDBOX_SELLER = { name: "迅岚体育用品（上海）有限公司", taxId: "91310000XL2026DEMO" } as const;
/** spec-free VAT rate of sports goods in mainland China (13 %). */
export const VAT_RATE = 0.13;

/** A 数电发票 number (20 digits): year, a Shanghai tax office code, the order id. Stable per order. */
export function sandboxInvoiceNumber(orderId: number, issuedAt: Date): string {
  const year = formatBeijing(issuedAt, "YY");
  return `${year}312000${String(orderId).padStart(12, "0")}`;
}

const DIGITS = "零壹贰叁肆伍陆柒捌玖";
const SMALL_UNITS = ["", "拾", "佰", "仟"];
const BIG_UNITS = ["", "万", "亿"];

/**
 * A red-letter invoice's number (20 digits): year, the tax office code with 9 in its last place
 * (a blue one's is 0), the refund id. Stable per refund, never a blue one's.
 */
export function sandboxRedInvoiceNumber(refundId: number, issuedAt: Date): string {
  const year = formatBeijing(issuedAt, "YY");
  return `${year}312009${String(refundId).padStart(12, "0")}`;
}

/** 价税合计（大写）: 1234.5 → 壹仟贰佰叁拾肆元伍角; 300 → 叁佰元整; −300 (a red-letter invoice) → （负数）叁佰元整. */
export function amountInChineseCapitals(amount: number): string {
  if (amount < 0) return `（负数）${amountInChineseCapitals(-amount)}`;
  const fen = Math.round(amount * 100);
  if (fen === 0) return "零元整";
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let text = "";
  if (yuan > 0) {
    const groups: number[] = [];
    for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
    let zero = false;
    for (let g = groups.length - 1; g >= 0; g -= 1) {
      const group = groups[g]!;
      if (group === 0) {
        zero = text !== "";
        continue;
      }
      if (text !== "" && (zero || group < 1000)) text += "零";
      zero = false;
      let part = "";
      let pendingZero = false;
      for (let i = 3; i >= 0; i -= 1) {
        const digit = Math.floor(group / 10 ** i) % 10;
        if (digit === 0) {
          pendingZero = part !== "";
          continue;
        }
        if (pendingZero) part += "零";
        pendingZero = false;
        part += DIGITS[digit]! + SMALL_UNITS[i]!;
      }
      text += part + BIG_UNITS[g]!;
    }
    text += "元";
  }
  if (jiao === 0 && cents === 0) return `${text}整`;
  if (jiao > 0) text += `${DIGITS[jiao]}角`;
  else if (yuan > 0) text += "零";
  if (cents > 0) text += `${DIGITS[cents]}分`;
  return text;
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const money = (n: number) => n.toFixed(2);

/** One line of the invoice: what was sold, tax included. */
export interface InvoiceLine {
  name: string;
  spec: string;
  quantity: number | null;
  amount: number;
}

/** What the picture shows. */
export interface InvoiceDocument {
  invoiceNo: string;
  issuedAt: Date;
  orderNumber: string;
  buyerName: string;
  lines: InvoiceLine[];
  total: number;
  /** A red-letter invoice (红字发票): the blue invoice it reverses; its lines and total are negative. */
  reverses?: { invoiceNo: string };
}

/** Splits a tax-included amount into amount and tax (13 %), in fen. */
function splitTax(total: number): { net: number; tax: number } {
  if (total < 0) {
    const positive = splitTax(-total);
    return { net: -positive.net, tax: -positive.tax };
  }
  const fen = Math.round(total * 100);
  const net = Math.round(fen / (1 + VAT_RATE));
  return { net: net / 100, tax: (fen - net) / 100 };
}

/**
 * The invoice as an SVG picture in the layout of a 电子发票（普通发票）: number and date, buyer
 * and seller, the lines with amount, rate and tax, 价税合计 in capitals and figures, and a
 * 演示发票 mark — the sandbox's stand-in for the tax platform's PDF/OFD. Pure.
 */
export function renderInvoiceSvg(doc: InvoiceDocument): string {
  const e = escapeXml;
  const width = 960;
  const rowHeight = 34;
  const tableTop = 260;
  const height = tableTop + 44 + doc.lines.length * rowHeight + 200;
  const ink = "#7a3b12";
  const date = beijingDate(doc.issuedAt).split("-");
  const totalSplit = splitTax(doc.total);
  const rows = doc.lines
    .map((line, i) => {
      const y = tableTop + 44 + i * rowHeight + 22;
      const { net, tax } = splitTax(line.amount);
      return [
        `<text x="40" y="${y}">${e(line.name)}</text>`,
        `<text x="380" y="${y}">${e(line.spec)}</text>`,
        `<text x="590" y="${y}" text-anchor="end">${line.quantity ?? ""}</text>`,
        `<text x="740" y="${y}" text-anchor="end">${money(net)}</text>`,
        `<text x="800" y="${y}" text-anchor="end">13%</text>`,
        `<text x="920" y="${y}" text-anchor="end">${money(tax)}</text>`,
      ].join("");
    })
    .join("\n");
  const footTop = tableTop + 44 + doc.lines.length * rowHeight;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${doc.reverses ? "红字" : ""}电子发票 ${e(doc.invoiceNo)}">
<title>${doc.reverses ? "红字" : ""}电子发票（普通发票） ${e(doc.invoiceNo)}</title>
<rect width="100%" height="100%" fill="#fffdf8"/>
<g font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" fill="${ink}" font-size="15">
<text x="${width / 2}" y="62" text-anchor="middle" font-size="30" font-weight="700" letter-spacing="4">电子发票（普通发票）</text>
<line x1="300" y1="76" x2="660" y2="76" stroke="${ink}" stroke-width="2"/><line x1="300" y1="81" x2="660" y2="81" stroke="${ink}"/>
<text x="640" y="116">发票号码：<tspan fill="#111">${e(doc.invoiceNo)}</tspan></text>
<text x="640" y="142">开票日期：<tspan fill="#111">${date[0]}年${date[1]}月${date[2]}日</tspan></text>
<text x="40" y="142">订单号：<tspan fill="#111">${e(doc.orderNumber)}</tspan></text>${
    doc.reverses
      ? `\n<g fill="#c0392b"><rect x="40" y="40" width="112" height="44" fill="none" stroke="#c0392b" stroke-width="2" rx="4"/><text x="96" y="70" text-anchor="middle" font-size="22" font-weight="700">红字发票</text>\n<text x="40" y="116">被红冲蓝字发票号码：<tspan fill="#111">${e(doc.reverses.invoiceNo)}</tspan></text></g>`
      : ""
  }
<rect x="24" y="160" width="${width - 48}" height="${footTop - 160 + 96}" fill="none" stroke="${ink}" stroke-width="1.5"/>
<line x1="${width / 2}" y1="160" x2="${width / 2}" y2="${tableTop}" stroke="${ink}"/>
<line x1="24" y1="${tableTop}" x2="${width - 24}" y2="${tableTop}" stroke="${ink}"/>
<text x="40" y="190" font-weight="700">购买方信息</text>
<text x="40" y="220">名称：<tspan fill="#111">${e(doc.buyerName)}（个人）</tspan></text>
<text x="${width / 2 + 16}" y="190" font-weight="700">销售方信息</text>
<text x="${width / 2 + 16}" y="220">名称：<tspan fill="#111">${e(SANDBOX_SELLER.name)}</tspan></text>
<text x="${width / 2 + 16}" y="246">统一社会信用代码：<tspan fill="#111">${e(SANDBOX_SELLER.taxId)}</tspan></text>
<text x="40" y="${tableTop + 28}" font-weight="700">项目名称</text>
<text x="380" y="${tableTop + 28}" font-weight="700">规格型号</text>
<text x="590" y="${tableTop + 28}" font-weight="700" text-anchor="end">数量</text>
<text x="740" y="${tableTop + 28}" font-weight="700" text-anchor="end">金额</text>
<text x="800" y="${tableTop + 28}" font-weight="700" text-anchor="end">税率</text>
<text x="920" y="${tableTop + 28}" font-weight="700" text-anchor="end">税额</text>
<g fill="#111">
${rows}
</g>
<line x1="24" y1="${footTop + 8}" x2="${width - 24}" y2="${footTop + 8}" stroke="${ink}"/>
<text x="40" y="${footTop + 36}">合计</text>
<text x="740" y="${footTop + 36}" text-anchor="end" fill="#111">¥${money(totalSplit.net)}</text>
<text x="920" y="${footTop + 36}" text-anchor="end" fill="#111">¥${money(totalSplit.tax)}</text>
<line x1="24" y1="${footTop + 52}" x2="${width - 24}" y2="${footTop + 52}" stroke="${ink}"/>
<text x="40" y="${footTop + 82}">价税合计（大写）<tspan fill="#111" font-weight="700">${amountInChineseCapitals(doc.total)}</tspan></text>
<text x="920" y="${footTop + 82}" text-anchor="end">（小写）<tspan fill="#111" font-weight="700">¥${money(doc.total)}</tspan></text>
<text x="40" y="${footTop + 132}">开票人：迅岚商城${doc.reverses ? "　备注：销售退回（退货退款）" : ""}</text>
<text x="${width - 40}" y="${footTop + 132}" text-anchor="end" font-size="13">演示环境发票，仅供测试，不作报销凭证</text>
</g>
<text x="${width / 2}" y="${height / 2 + 40}" text-anchor="middle" font-family="sans-serif" font-size="96" font-weight="700" fill="#c0392b" fill-opacity="0.08" transform="rotate(-18 ${width / 2} ${height / 2})">演示发票</text>
</svg>
`;
}

const svgHeaders = {
  "content-type": "image/svg+xml; charset=utf-8",
  // The picture never changes once issued; only its holder has the signed link.
  "cache-control": "private, max-age=86400, immutable",
  // Opened as a document in its own tab: nothing in it may run or load.
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
};

/**
 * The sandbox e-invoicing platform: issues an order's invoice at once (number from the order id,
 * so asking twice gives the same one) and serves its picture, rendered from the order, at a
 * signed, same-origin `/sandbox/invoices/{orderNumber}.svg?no&at&sig` (the signature binds order,
 * number and issue time; anything altered is a 404). Development and the demo start only: a
 * deployment names it among the sandbox providers it refuses without ALLOW_SANDBOX_PROVIDERS=1.
 */
export function createSandboxInvoices(options: { db: Database; secret?: string }): InvoiceDeps {
  const { db } = options;
  const secret = options.secret ?? DEFAULT_INVOICE_SECRET;
  const provider: InvoiceProvider = {
    name: "invoice",
    async issue(request, now) {
      const invoiceNo = sandboxInvoiceNumber(request.orderId, now);
      const at = Math.floor(now.getTime() / 1000);
      const query = new URLSearchParams({ no: invoiceNo, at: String(at), sig: sign(secret, [request.orderNumber, invoiceNo, at]) });
      return { invoiceNo, imgUrl: `${SANDBOX_INVOICE_PATH}/${encodeURIComponent(request.orderNumber)}.svg?${query}` };
    },
    async reverse(request, now) {
      const invoiceNo = sandboxRedInvoiceNumber(request.refundId, now);
      const at = Math.floor(now.getTime() / 1000);
      const query = new URLSearchParams({ no: invoiceNo, at: String(at), sig: sign(secret, ["red", request.refundNo, invoiceNo, at]) });
      return { invoiceNo, imgUrl: `${SANDBOX_INVOICE_PATH}/red/${encodeURIComponent(request.refundNo)}.svg?${query}` };
    },
  };
  const notFound = () => jsonError(SERVICE_CODES.NOT_FOUND, "发票不存在");
  const route: HttpRoute = {
    prefix: SANDBOX_INVOICE_PATH,
    async handle(request, { subpath }) {
      if (request.method !== "GET" && request.method !== "HEAD") return jsonError(SERVICE_CODES.BAD_REQUEST, "仅支持 GET");
      const url = new URL(request.url);
      const invoiceNo = url.searchParams.get("no") ?? "";
      const at = url.searchParams.get("at") ?? "";
      const sig = url.searchParams.get("sig") ?? "";
      if (!/^\d{20}$/.test(invoiceNo) || !/^\d{1,12}$/.test(at)) return notFound();
      const red = /^\/red\/([A-Z0-9]{6,40})\.svg$/.exec(subpath);
      const match = red ? null : /^\/([A-Z0-9]{6,40})\.svg$/.exec(subpath);
      let doc: InvoiceDocument | null = null;
      if (red) {
        if (!sameSignature(sig, sign(secret, ["red", red[1]!, invoiceNo, at]))) return notFound();
        doc = await redInvoiceDocument(db, red[1]!, invoiceNo, new Date(Number(at) * 1000));
      } else if (match) {
        if (!sameSignature(sig, sign(secret, [match[1]!, invoiceNo, at]))) return notFound();
        doc = await blueInvoiceDocument(db, match[1]!, invoiceNo, new Date(Number(at) * 1000));
      }
      if (!doc) return notFound();
      const svg = renderInvoiceSvg(doc);
      return new Response(request.method === "HEAD" ? null : svg, { status: 200, headers: svgHeaders });
    },
  };
  return { provider, routes: [route] };
}

const itemLineName = (item: { styleDisplayNameCn: string; productName: string }) =>
  `*体育用品*${item.styleDisplayNameCn || item.productName}`;
const SHIPPING_LINE = "*物流辅助服务*运费";

/**
 * The issued invoice of an order as printed: its items at what was paid, less the units of refunds
 * it was issued net of (a return refunded before it was issued), and the shipping still paid for.
 */
async function blueInvoiceDocument(db: Database, orderNumber: string, invoiceNo: string, issuedAt: Date): Promise<InvoiceDocument | null> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  if (!order || order.eInvoiceStatus !== "issued") return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const nettedLines = await db
    .select({ orderItemId: returnOrderItems.orderItemId, quantity: returnOrderItems.quantity, refundAmount: returnOrderItems.refundAmount })
    .from(invoiceReversals)
    .innerJoin(refunds, eq(refunds.id, invoiceReversals.refundId))
    .innerJoin(returnOrderItems, eq(returnOrderItems.returnId, refunds.returnId))
    .where(and(eq(invoiceReversals.orderId, order.id), eq(invoiceReversals.status, "netted")));
  const total = Number(order.eInvoiceAmount ?? order.totalPaid);
  const lines: InvoiceLine[] = [];
  let itemsFen = 0;
  for (const item of items) {
    const back = nettedLines.filter((l) => l.orderItemId === item.id);
    const quantity = item.quantity - back.reduce((sum, l) => sum + l.quantity, 0);
    const amountFen = Math.round(Number(item.totalPaid) * 100) - back.reduce((sum, l) => sum + Math.round(Number(l.refundAmount) * 100), 0);
    if (quantity <= 0 || amountFen <= 0) continue;
    itemsFen += amountFen;
    lines.push({ name: itemLineName(item), spec: `${item.colorNameCn} ${pickedSizeText(item)}`.trim(), quantity, amount: amountFen / 100 });
  }
  const shippingFen =
    nettedLines.length > 0
      ? Math.min(Math.round(Number(order.shippingFee) * 100), Math.max(0, Math.round(total * 100) - itemsFen))
      : Math.round(Number(order.shippingFee) * 100);
  if (shippingFen > 0) lines.push({ name: SHIPPING_LINE, spec: "", quantity: null, amount: shippingFen / 100 });
  return { invoiceNo, issuedAt, orderNumber, buyerName: order.consignee, lines, total };
}

/**
 * The red-letter invoice of one refund as printed: the returned units at what they were refunded
 * for, negative, and whatever else the refund gave back (the shipping, when a return took the
 * last units) as a negative shipping line; it names the blue invoice it reverses.
 */
async function redInvoiceDocument(db: Database, refundNo: string, invoiceNo: string, issuedAt: Date): Promise<InvoiceDocument | null> {
  const [row] = await db
    .select({ refund: refunds, reversal: invoiceReversals, order: orders })
    .from(refunds)
    .innerJoin(invoiceReversals, eq(invoiceReversals.refundId, refunds.id))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.refundNo, refundNo))
    .limit(1);
  if (!row || row.reversal.status !== "issued" || row.reversal.invoiceNo !== invoiceNo) return null;
  const returned = row.refund.returnId
    ? await db
        .select({ quantity: returnOrderItems.quantity, refundAmount: returnOrderItems.refundAmount, item: orderItems })
        .from(returnOrderItems)
        .innerJoin(orderItems, eq(orderItems.id, returnOrderItems.orderItemId))
        .where(eq(returnOrderItems.returnId, row.refund.returnId))
        .orderBy(asc(returnOrderItems.id))
    : [];
  const totalFen = Math.round(Number(row.refund.amount) * 100);
  const lines: InvoiceLine[] = returned.map((r) => ({
    name: itemLineName(r.item),
    spec: `${r.item.colorNameCn} ${pickedSizeText(r.item)}`.trim(),
    quantity: -r.quantity,
    amount: -Number(r.refundAmount),
  }));
  const restFen = totalFen - returned.reduce((sum, r) => sum + Math.round(Number(r.refundAmount) * 100), 0);
  if (restFen > 0)
    lines.push({ name: returned.length > 0 ? SHIPPING_LINE : "*体育用品*销售退回", spec: "", quantity: null, amount: -restFen / 100 });
  const originalNo = row.order.eInvoiceNo ?? new URL(row.order.eInvoiceImgUrl ?? "", "http://invoice.local").searchParams.get("no") ?? "";
  return {
    invoiceNo,
    issuedAt,
    orderNumber: row.order.orderNumber,
    buyerName: row.order.consignee,
    lines,
    total: -totalFen / 100,
    reverses: { invoiceNo: originalNo },
  };
}
