/** 订单: search by number, mobile, order date range and status; a page of results. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { time, yuan } from "../format";
import { api, messageOf } from "../lib-api";
import { ORDER_STATUS_TEXT } from "../roles";
import { Btn, inputCls, Label, Notice, PageHeader, Panel, StatusPill, Table } from "../ui";

export interface OrderSearch {
  number?: string;
  mobile?: string;
  from?: string;
  to?: string;
  status?: string;
  page?: number;
}

export interface OrderSummary {
  orderNumber: string;
  status: string;
  statusText: string;
  memberUid: string;
  consignee: string;
  consigneeCellphone: string;
  totalPaid: number;
  pickUpSelf: boolean;
  storeCode: string | null;
  createdAt: string;
  masked: boolean;
}

const str = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

export function parseOrderSearch(search: Record<string, unknown>): OrderSearch {
  const page = Number(search.page);
  return {
    number: str(search.number),
    mobile: str(search.mobile),
    from: str(search.from),
    to: str(search.to),
    status: str(search.status),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

const PAGE_SIZE = 20;

export function OrdersPage() {
  const search = useSearch({ strict: false }) as OrderSearch;
  const navigate = useNavigate();
  const [form, setForm] = useState<OrderSearch>(search);
  const page = search.page ?? 1;
  const result = useQuery({
    queryKey: ["orders", search],
    queryFn: () =>
      api.get<{ items: OrderSummary[]; total: number; page: number }>("/orders", {
        number: search.number?.toUpperCase(),
        mobile: search.mobile,
        from: search.from,
        to: search.to,
        status: search.status,
        page,
        pageSize: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void navigate({ to: "/orders", search: parseOrderSearch({ ...form, page: undefined }) });
  }
  const set = (key: keyof OrderSearch) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const pages = result.data ? Math.max(1, Math.ceil(result.data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader title="订单" subtitle="按订单号、收货手机号、下单日期（北京时间）或状态查找订单" />
      <Panel className="mb-6">
        <form onSubmit={submit} className="grid grid-cols-[1.3fr_1fr_0.8fr_0.8fr_0.8fr_auto] items-end gap-4" aria-label="订单搜索">
          <Label text="订单号">
            <input className={inputCls} name="number" value={form.number ?? ""} onChange={set("number")} placeholder="完整订单号" />
          </Label>
          <Label text="手机号">
            <input
              className={inputCls}
              name="mobile"
              inputMode="numeric"
              value={form.mobile ?? ""}
              onChange={set("mobile")}
              placeholder="11 位手机号"
            />
          </Label>
          <Label text="下单日期起">
            <input className={inputCls} name="from" type="date" value={form.from ?? ""} onChange={set("from")} />
          </Label>
          <Label text="下单日期止">
            <input className={inputCls} name="to" type="date" value={form.to ?? ""} onChange={set("to")} />
          </Label>
          <Label text="状态">
            <select className={inputCls} name="status" value={form.status ?? ""} onChange={set("status")}>
              <option value="">全部状态</option>
              {Object.entries(ORDER_STATUS_TEXT).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </Label>
          <div className="flex gap-2">
            <Btn type="submit">查询</Btn>
            <Btn
              variant="secondary"
              onClick={() => {
                setForm({});
                void navigate({ to: "/orders", search: {} });
              }}
            >
              重置
            </Btn>
          </div>
        </form>
      </Panel>
      {result.error ? <Notice tone="error">{messageOf(result.error)}</Notice> : null}
      <Panel
        title={result.data ? `共 ${result.data.total} 笔订单` : "订单列表"}
        actions={result.data?.items[0]?.masked ? <span className="text-xs text-grey-500">个人信息已脱敏</span> : null}
      >
        <Table
          head={["订单号", "下单时间", "收货人", "手机号", "实付金额", "配送", "状态", ""]}
          empty={result.isLoading ? "加载中…" : result.data?.items.length === 0 ? "没有符合条件的订单" : null}
        >
          {result.data?.items.map((order) => (
            <tr key={order.orderNumber}>
              <td className="font-mono text-[13px]">
                <Link
                  to="/orders/$orderNumber"
                  params={{ orderNumber: order.orderNumber }}
                  className="text-ink underline-offset-4 hover:underline"
                >
                  {order.orderNumber}
                </Link>
              </td>
              <td className="whitespace-nowrap text-grey-700">{time(order.createdAt)}</td>
              <td>{order.consignee}</td>
              <td className="font-mono text-[13px]">{order.consigneeCellphone}</td>
              <td className="tabular-nums">{yuan(order.totalPaid)}</td>
              <td className="text-grey-700">{order.pickUpSelf ? `门店自提${order.storeCode ? ` · ${order.storeCode}` : ""}` : "快递"}</td>
              <td>
                <StatusPill status={order.status} text={order.statusText} />
              </td>
              <td className="text-right">
                <Link to="/orders/$orderNumber" params={{ orderNumber: order.orderNumber }} className="text-sm text-accent hover:underline">
                  查看
                </Link>
              </td>
            </tr>
          ))}
        </Table>
        {result.data && pages > 1 ? (
          <div className="mt-4 flex items-center justify-end gap-3 text-sm">
            <Btn
              variant="secondary"
              disabled={page <= 1}
              onClick={() => void navigate({ to: "/orders", search: { ...search, page: page - 1 } })}
            >
              上一页
            </Btn>
            <span className="text-grey-600">
              第 {page} / {pages} 页
            </span>
            <Btn
              variant="secondary"
              disabled={page >= pages}
              onClick={() => void navigate({ to: "/orders", search: { ...search, page: page + 1 } })}
            >
              下一页
            </Btn>
          </div>
        ) : null}
      </Panel>
    </>
  );
}
