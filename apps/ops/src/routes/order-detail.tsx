/** 订单详情: lines, amounts, address (masked as the API answers), timeline and the role's actions. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import { beijingToday, time, timeWithSeconds, toFen, yuan } from "../format";
import { api, messageOf, session } from "../lib-api";
import { can, ORDER_STATUS_TEXT } from "../roles";
import { Btn, Dl, inputCls, Label, Notice, PageHeader, Panel, StatusPill, Table } from "../ui";
import type { OrderSummary } from "./orders";

interface OrderDetail extends OrderSummary {
  address: string;
  shippingCompany: string | null;
  shippingNumber: string | null;
  shippedAt: string | null;
  pickupReadyAt: string | null;
  pickedUpAt: string | null;
  items: {
    itemId: number;
    sku: string;
    name: string;
    colorNameCn: string;
    sizeLabel: string;
    quantity: number;
    returnedQuantity: number;
    sharePrice: number;
  }[];
  history: { from: string; to: string; actor: string; reason: string | null; at: string }[];
  returns: { returnOrderNumber: string; status: string; refundAmount: number; createdAt: string }[];
  refunds: { refundNo: string; amount: number; status: string; reason: string; createdAt: string }[];
  notes: { author: string; text: string; at: string }[];
}

const RETURN_STATUS_TEXT: Readonly<Record<string, string>> = {
  applied: "待取件",
  received: "已入库",
  refunded: "已退款",
  cancelled: "已取消",
};
const REFUND_STATUS_TEXT: Readonly<Record<string, string>> = {
  pending: "退款中",
  processing: "退款中",
  succeeded: "已退款",
  success: "已退款",
  failed: "退款失败",
};
const ACTOR_TEXT: Readonly<Record<string, string>> = { member: "顾客", staff: "员工", system: "系统", payment: "支付回调" };

type ActionName = "ship" | "cancel" | "return" | "refund" | "note" | null;

interface TimelineEntry {
  at: string;
  title: string;
  detail?: string;
  kind: "status" | "shipment" | "return" | "refund" | "note" | "pickup";
}

function timelineOf(order: OrderDetail): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...order.history.map(
      (h): TimelineEntry => ({
        at: h.at,
        title: h.from
          ? `${ORDER_STATUS_TEXT[h.from] ?? h.from} → ${ORDER_STATUS_TEXT[h.to] ?? h.to}`
          : `下单（${ORDER_STATUS_TEXT[h.to] ?? h.to}）`,
        detail: [ACTOR_TEXT[h.actor] ?? h.actor, h.reason].filter(Boolean).join(" · "),
        kind: "status",
      }),
    ),
    ...order.returns.map(
      (r): TimelineEntry => ({
        at: r.createdAt,
        title: `售后单 ${r.returnOrderNumber}`,
        detail: `${RETURN_STATUS_TEXT[r.status] ?? r.status} · 退款 ${yuan(r.refundAmount)}`,
        kind: "return",
      }),
    ),
    ...order.refunds.map(
      (r): TimelineEntry => ({
        at: r.createdAt,
        title: `退款 ${yuan(r.amount)}`,
        detail: `${r.refundNo} · ${REFUND_STATUS_TEXT[r.status] ?? r.status} · ${r.reason}`,
        kind: "refund",
      }),
    ),
    ...order.notes.map((n): TimelineEntry => ({ at: n.at, title: `备注 · ${n.author}`, detail: n.text, kind: "note" })),
  ];
  if (order.shippedAt)
    entries.push({
      at: order.shippedAt,
      title: "发货",
      detail: `${order.shippingCompany ?? ""} ${order.shippingNumber ?? ""}`.trim(),
      kind: "shipment",
    });
  if (order.pickupReadyAt) entries.push({ at: order.pickupReadyAt, title: "门店备货完成", kind: "pickup" });
  if (order.pickedUpAt) entries.push({ at: order.pickedUpAt, title: "顾客已自提", kind: "pickup" });
  if (!order.history.some((h) => !h.from)) entries.push({ at: order.createdAt, title: "下单", kind: "status" });
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}

const DOT: Readonly<Record<TimelineEntry["kind"], string>> = {
  status: "bg-ink",
  shipment: "bg-accent",
  return: "bg-warning",
  refund: "bg-success",
  note: "bg-grey-400",
  pickup: "bg-accent",
};

export function OrderDetailPage() {
  const { orderNumber } = useParams({ strict: false }) as { orderNumber: string };
  const roles = session.get()?.roles;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<ActionName>(null);
  const [done, setDone] = useState<string | null>(null);
  const order = useQuery({
    queryKey: ["order", orderNumber],
    queryFn: () => api.get<OrderDetail>(`/orders/${encodeURIComponent(orderNumber)}`),
  });

  const afterAction = (message: string) => async () => {
    setOpen(null);
    setDone(message);
    await queryClient.invalidateQueries({ queryKey: ["order", orderNumber] });
    await queryClient.invalidateQueries({ queryKey: ["orders"] });
  };

  if (order.isLoading) return <p className="text-sm text-grey-500">加载中…</p>;
  if (order.error || !order.data)
    return (
      <>
        <PageHeader title={`订单 ${orderNumber}`} />
        <Notice tone="error">{messageOf(order.error)}</Notice>
      </>
    );
  const o = order.data;
  const returnable = o.items.some((i) => i.quantity > i.returnedQuantity) && ["shipped", "completed"].includes(o.status) && !o.pickUpSelf;
  const actions: { name: Exclude<ActionName, null>; label: string; show: boolean; variant?: "primary" | "secondary" | "danger" }[] = [
    { name: "ship", label: "发货", show: can(roles, "ship") && o.status === "paid" && !o.pickUpSelf },
    { name: "return", label: "发起退货", show: can(roles, "openReturn") && returnable },
    {
      name: "refund",
      label: "退款",
      show: can(roles, "refund") && !["pending_payment", "cancelled"].includes(o.status) && refundableFen(o) > 0,
    },
    { name: "note", label: "备注", show: can(roles, "note"), variant: "secondary" },
    { name: "cancel", label: "取消订单", show: can(roles, "cancel") && ["pending_payment", "paid"].includes(o.status), variant: "danger" },
  ];
  const shown = actions.filter((a) => a.show);
  const itemsTotal = o.items.reduce((sum, i) => sum + i.sharePrice * i.quantity, 0);

  return (
    <>
      <div className="mb-3 text-sm">
        <Link to="/orders" className="text-grey-600 hover:text-ink">
          ← 返回订单列表
        </Link>
      </div>
      <PageHeader
        title={`订单 ${o.orderNumber}`}
        subtitle={
          <span className="flex items-center gap-3">
            <StatusPill status={o.status} text={o.statusText} />
            <span>下单于 {time(o.createdAt)}</span>
            {o.masked ? <span className="text-grey-500">个人信息已脱敏</span> : null}
          </span>
        }
        actions={shown.map((a) => (
          <Btn
            key={a.name}
            variant={open === a.name ? "primary" : (a.variant ?? "primary")}
            onClick={() => {
              setDone(null);
              setOpen(open === a.name ? null : a.name);
            }}
            aria-expanded={open === a.name}
          >
            {a.label}
          </Btn>
        ))}
      />
      {done ? (
        <div className="mb-4">
          <Notice tone="success">{done}</Notice>
        </div>
      ) : null}
      {open === "ship" ? <ShipForm orderNumber={o.orderNumber} onDone={afterAction("已发货")} onCancel={() => setOpen(null)} /> : null}
      {open === "cancel" ? (
        <CancelForm orderNumber={o.orderNumber} onDone={afterAction("订单已取消")} onCancel={() => setOpen(null)} />
      ) : null}
      {open === "return" ? <ReturnForm order={o} onDone={afterAction("退货申请已提交")} onCancel={() => setOpen(null)} /> : null}
      {open === "refund" ? <RefundForm order={o} onDone={afterAction("退款已发起")} onCancel={() => setOpen(null)} /> : null}
      {open === "note" ? <NoteForm orderNumber={o.orderNumber} onDone={afterAction("备注已添加")} onCancel={() => setOpen(null)} /> : null}

      <div className="grid grid-cols-[1fr_380px] gap-6">
        <div className="flex flex-col gap-6">
          <Panel title="商品">
            <Table head={["商品", "颜色 / 尺码", "SKU", "数量", "已退", "成交单价", "小计"]}>
              {o.items.map((item) => (
                <tr key={item.itemId}>
                  <td className="font-medium">{item.name}</td>
                  <td className="text-grey-700">
                    {item.colorNameCn} / {item.sizeLabel}
                  </td>
                  <td className="font-mono text-[13px] text-grey-600">{item.sku}</td>
                  <td className="tabular-nums">{item.quantity}</td>
                  <td className="tabular-nums text-grey-600">{item.returnedQuantity || "—"}</td>
                  <td className="tabular-nums">{yuan(item.sharePrice)}</td>
                  <td className="tabular-nums">{yuan(item.sharePrice * item.quantity)}</td>
                </tr>
              ))}
            </Table>
            <div className="mt-4 flex justify-end gap-10 border-t border-grey-200 pt-4 text-sm">
              <span className="text-grey-600">商品合计 {yuan(itemsTotal)}</span>
              <span className="font-semibold">实付 {yuan(o.totalPaid)}</span>
            </div>
          </Panel>
          {o.returns.length > 0 ? <ReturnsPanel order={o} onDone={afterAction} /> : null}
          <Panel title="时间线">
            <ol className="flex flex-col" aria-label="订单时间线">
              {timelineOf(o).map((entry, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id of their own
                <li key={i} className="grid grid-cols-[11rem_1rem_1fr] gap-3 pb-4 text-sm last:pb-0">
                  <span className="tabular-nums text-grey-500">{timeWithSeconds(entry.at)}</span>
                  <span className={`mt-1.5 size-2 ${DOT[entry.kind]}`} />
                  <span>
                    <span className="font-medium text-ink">{entry.title}</span>
                    {entry.detail ? <span className="block text-grey-600">{entry.detail}</span> : null}
                  </span>
                </li>
              ))}
            </ol>
          </Panel>
        </div>
        <div className="flex flex-col gap-6">
          <Panel title="收货信息">
            <Dl
              items={[
                ["收货人", o.consignee],
                ["手机号", o.consigneeCellphone],
                ["地址", o.address],
                [
                  "会员编号",
                  <span key="uid" className="font-mono text-[13px]">
                    {o.memberUid}
                  </span>,
                ],
              ]}
            />
          </Panel>
          <Panel title="配送">
            <Dl
              items={
                o.pickUpSelf
                  ? [
                      ["方式", "门店自提"],
                      ["门店", o.storeCode ?? "—"],
                      ["备货完成", time(o.pickupReadyAt)],
                      ["自提时间", time(o.pickedUpAt)],
                    ]
                  : [
                      ["方式", "快递"],
                      ["快递公司", o.shippingCompany ?? "—"],
                      [
                        "运单号",
                        <span key="no" data-testid="tracking-number" className="font-mono text-[13px]">
                          {o.shippingNumber ?? "—"}
                        </span>,
                      ],
                      ["发货时间", time(o.shippedAt)],
                    ]
              }
            />
            {o.pickUpSelf && can(roles, "pickup") && o.status === "paid" && !o.pickupReadyAt ? (
              <div className="mt-4">
                <PickupReady orderNumber={o.orderNumber} onDone={afterAction("已标记备货完成")} />
              </div>
            ) : null}
          </Panel>
        </div>
      </div>
    </>
  );
}

function ActionPanel({
  title,
  error,
  onSubmit,
  onCancel,
  pending,
  submit,
  children,
}: {
  title: string;
  error: unknown;
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  submit: string;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={title}
      className="mb-6 border border-ink bg-paper p-5"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h2 className="mb-4 text-sm font-semibold">{title}</h2>
      {error ? (
        <div className="mb-4">
          <Notice tone="error">{messageOf(error)}</Notice>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-4">{children}</div>
      <div className="mt-5 flex gap-2">
        <Btn type="submit" disabled={pending}>
          {pending ? "提交中…" : submit}
        </Btn>
        <Btn variant="ghost" onClick={onCancel}>
          取消
        </Btn>
      </div>
    </form>
  );
}

/** One click of an action keeps one Idempotency-Key, so a retried submit is not a second effect. */
function useAction<T>(path: string, onDone: () => void) {
  const [key] = useState(() => crypto.randomUUID());
  return useMutation({ mutationFn: (body: T) => api.post(path, body, key), onSuccess: onDone });
}

const COURIERS = ["顺丰速运", "中通快递", "圆通速递", "韵达快递", "京东物流", "EMS"];

function ShipForm({ orderNumber, onDone, onCancel }: { orderNumber: string; onDone: () => void; onCancel: () => void }) {
  const [courier, setCourier] = useState(COURIERS[0]!);
  const [trackingNumber, setTracking] = useState("");
  const ship = useAction<{ courier: string; trackingNumber: string }>(`/orders/${orderNumber}/ship`, onDone);
  return (
    <ActionPanel
      title="发货"
      error={ship.error}
      pending={ship.isPending}
      submit="确认发货"
      onCancel={onCancel}
      onSubmit={() => ship.mutate({ courier, trackingNumber })}
    >
      <Label text="快递公司" className="w-48">
        <select className={inputCls} name="courier" value={courier} onChange={(e) => setCourier(e.target.value)}>
          {COURIERS.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </Label>
      <Label text="运单号" className="w-72">
        <input
          className={inputCls}
          name="trackingNumber"
          value={trackingNumber}
          onChange={(e) => setTracking(e.target.value.trim())}
          required
        />
      </Label>
    </ActionPanel>
  );
}

function CancelForm({ orderNumber, onDone, onCancel }: { orderNumber: string; onDone: () => void; onCancel: () => void }) {
  const [reason, setReason] = useState("顾客来电要求取消");
  const cancel = useAction<{ reason: string }>(`/orders/${orderNumber}/cancel`, onDone);
  return (
    <ActionPanel
      title="取消订单（待发货订单将全额退款）"
      error={cancel.error}
      pending={cancel.isPending}
      submit="确认取消"
      onCancel={onCancel}
      onSubmit={() => cancel.mutate({ reason })}
    >
      <Label text="取消原因" className="w-96">
        <input className={inputCls} name="reason" value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={200} />
      </Label>
    </ActionPanel>
  );
}

function NoteForm({ orderNumber, onDone, onCancel }: { orderNumber: string; onDone: () => void; onCancel: () => void }) {
  const [text, setText] = useState("");
  const note = useAction<{ text: string }>(`/orders/${orderNumber}/notes`, onDone);
  return (
    <ActionPanel
      title="添加备注"
      error={note.error}
      pending={note.isPending}
      submit="保存备注"
      onCancel={onCancel}
      onSubmit={() => note.mutate({ text })}
    >
      <Label text="备注内容" className="w-full">
        <textarea
          className={`${inputCls} h-20 py-2`}
          name="text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          required
          maxLength={500}
        />
      </Label>
    </ActionPanel>
  );
}

const RETURN_REASONS = ["尺码不合适", "不喜欢/不想要", "商品质量问题", "与描述不符", "其他"];
const TIME_SPANS = ["09:00-12:00", "12:00-15:00", "15:00-18:00"];

function tomorrow(): string {
  const d = new Date(`${beijingToday()}T12:00:00+08:00`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function ReturnForm({ order, onDone, onCancel }: { order: OrderDetail; onDone: () => void; onCancel: () => void }) {
  const open = order.items.filter((i) => i.quantity > i.returnedQuantity);
  const [qty, setQty] = useState<Record<number, number>>(() =>
    Object.fromEntries(open.map((i) => [i.itemId, i.quantity - i.returnedQuantity])),
  );
  const [reason, setReason] = useState(RETURN_REASONS[0]!);
  const [pickupDate, setDate] = useState(tomorrow);
  const [pickupTimeSpan, setSpan] = useState(TIME_SPANS[0]!);
  const [remark, setRemark] = useState("");
  const action = useAction<unknown>(`/orders/${order.orderNumber}/returns`, onDone);
  const items = Object.entries(qty)
    .filter(([, q]) => q > 0)
    .map(([itemId, quantity]) => ({ itemId: Number(itemId), quantity }));
  return (
    <ActionPanel
      title="代顾客发起退货（上门取件地址为订单收货地址）"
      error={action.error}
      pending={action.isPending}
      submit="提交退货"
      onCancel={onCancel}
      onSubmit={() => action.mutate({ items, reason, pickupDate, pickupTimeSpan, ...(remark ? { remark } : {}) })}
    >
      <div className="w-full">
        <Table head={["商品", "颜色 / 尺码", "可退数量", "退货数量"]}>
          {open.map((item) => (
            <tr key={item.itemId}>
              <td>{item.name}</td>
              <td className="text-grey-700">
                {item.colorNameCn} / {item.sizeLabel}
              </td>
              <td className="tabular-nums">{item.quantity - item.returnedQuantity}</td>
              <td>
                <input
                  aria-label={`${item.name} 退货数量`}
                  className={`${inputCls} w-20`}
                  type="number"
                  min={0}
                  max={item.quantity - item.returnedQuantity}
                  value={qty[item.itemId] ?? 0}
                  onChange={(e) => setQty({ ...qty, [item.itemId]: Number(e.target.value) })}
                />
              </td>
            </tr>
          ))}
        </Table>
      </div>
      <Label text="退货原因" className="w-48">
        <select className={inputCls} name="reason" value={reason} onChange={(e) => setReason(e.target.value)}>
          {RETURN_REASONS.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
      </Label>
      <Label text="取件日期" className="w-44">
        <input className={inputCls} name="pickupDate" type="date" value={pickupDate} onChange={(e) => setDate(e.target.value)} required />
      </Label>
      <Label text="取件时段" className="w-40">
        <select className={inputCls} name="pickupTimeSpan" value={pickupTimeSpan} onChange={(e) => setSpan(e.target.value)}>
          {TIME_SPANS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </Label>
      <Label text="备注（选填）" className="w-72">
        <input className={inputCls} name="remark" value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={200} />
      </Label>
    </ActionPanel>
  );
}

/** What is left to refund (fen): the amount paid less the refunds not failed (the API checks it again). */
function refundableFen(order: OrderDetail): number {
  const refunded = order.refunds.filter((r) => r.status !== "failed").reduce((sum, r) => sum + toFen(r.amount), 0);
  return Math.max(0, toFen(order.totalPaid) - refunded);
}

function RefundForm({ order, onDone, onCancel }: { order: OrderDetail; onDone: () => void; onCancel: () => void }) {
  const left = refundableFen(order);
  const [amount, setAmount] = useState((left / 100).toFixed(2));
  const [reason, setReason] = useState(order.returns.length > 0 ? "退货退款" : "");
  const refund = useAction<{ amountFen: number; reason: string }>(`/orders/${order.orderNumber}/refund`, onDone);
  return (
    <ActionPanel
      title={`退款（最多可退 ${yuan(left / 100)}）`}
      error={refund.error}
      pending={refund.isPending}
      submit="确认退款"
      onCancel={onCancel}
      onSubmit={() => refund.mutate({ amountFen: toFen(Number(amount)), reason })}
    >
      <Label text="退款金额（元）" className="w-44">
        <input className={inputCls} name="amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
      </Label>
      <Label text="退款原因" className="w-96">
        <input className={inputCls} name="reason" value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={200} />
      </Label>
    </ActionPanel>
  );
}

function PickupReady({ orderNumber, onDone }: { orderNumber: string; onDone: () => void }) {
  const ready = useAction<Record<string, never>>(`/orders/${orderNumber}/pickup-ready`, onDone);
  return (
    <>
      {ready.error ? <Notice tone="error">{messageOf(ready.error)}</Notice> : null}
      <Btn onClick={() => ready.mutate({})} disabled={ready.isPending}>
        标记备货完成
      </Btn>
    </>
  );
}

function ReturnsPanel({ order, onDone }: { order: OrderDetail; onDone: (message: string) => () => Promise<void> }) {
  const roles = session.get()?.roles;
  return (
    <Panel title="售后单">
      <Table head={["售后单号", "申请时间", "状态", "退款金额", ""]}>
        {order.returns.map((r) => (
          <tr key={r.returnOrderNumber}>
            <td className="font-mono text-[13px]">{r.returnOrderNumber}</td>
            <td className="text-grey-700">{time(r.createdAt)}</td>
            <td>{RETURN_STATUS_TEXT[r.status] ?? r.status}</td>
            <td className="tabular-nums">{yuan(r.refundAmount)}</td>
            <td className="text-right">
              {r.status === "applied" ? <ReturnActions number={r.returnOrderNumber} roles={roles} onDone={onDone} /> : null}
            </td>
          </tr>
        ))}
      </Table>
    </Panel>
  );
}

function ReturnActions({
  number,
  roles,
  onDone,
}: {
  number: string;
  roles: Parameters<typeof can>[0];
  onDone: (message: string) => () => Promise<void>;
}) {
  const approve = useAction<{ note?: string }>(`/returns/${number}/approve`, onDone("退货申请已审核通过"));
  const refuse = useAction<{ reason: string }>(`/returns/${number}/refuse`, onDone("退货申请已拒绝"));
  const receive = useAction<Record<string, never>>(`/returns/${number}/receive`, onDone("退货已确认收货"));
  const error = approve.error ?? refuse.error ?? receive.error;
  return (
    <div className="flex items-center justify-end gap-2">
      {error ? <span className="text-xs text-danger">{messageOf(error)}</span> : null}
      {can(roles, "decideReturn") ? (
        <>
          <Btn variant="secondary" onClick={() => approve.mutate({})} disabled={approve.isPending}>
            审核通过
          </Btn>
          <Btn
            variant="danger"
            onClick={() => {
              const reason = window.prompt("拒绝原因");
              if (reason?.trim()) refuse.mutate({ reason: reason.trim() });
            }}
            disabled={refuse.isPending}
          >
            拒绝
          </Btn>
        </>
      ) : null}
      {can(roles, "receiveReturn") ? (
        <Btn onClick={() => receive.mutate({})} disabled={receive.isPending}>
          确认收货（退货）
        </Btn>
      ) : null}
    </div>
  );
}
