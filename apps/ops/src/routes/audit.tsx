/** 审计日志 (admin): who did what to which target, before and after; read-only by design. */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { time } from "../format";
import { api, messageOf } from "../lib-api";
import { inputCls, Label, Notice, PageHeader, Panel, Table } from "../ui";

interface AuditRecord {
  id: number;
  actorKind: "staff" | "api_key";
  actorName: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  at: string;
}

const short = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value));

export function AuditPage() {
  const [targetId, setTargetId] = useState("");
  const [action, setAction] = useState("");
  const list = useQuery({
    queryKey: ["audit", targetId, action],
    queryFn: () => api.get<{ items: AuditRecord[] }>("/audit", { targetId: targetId.trim(), action: action.trim(), limit: 100 }),
  });
  return (
    <>
      <PageHeader title="审计日志" subtitle="每项员工与系统操作的记录（谁、做了什么、前后数据、时间），任何角色都不能修改" />
      <Panel className="mb-6">
        <div className="grid grid-cols-[1fr_1fr_2fr] gap-4">
          <Label text="对象编号">
            <input
              className={inputCls}
              value={targetId}
              onChange={(e) => setTargetId(e.target.value)}
              placeholder="订单号、售后单号、SKU…"
            />
          </Label>
          <Label text="操作">
            <input className={inputCls} value={action} onChange={(e) => setAction(e.target.value)} placeholder="如 order.ship" />
          </Label>
        </div>
      </Panel>
      {list.error ? <Notice tone="error">{messageOf(list.error)}</Notice> : null}
      <Panel title="最近 100 条">
        <Table
          head={["时间", "操作人", "操作", "对象", "变更前", "变更后"]}
          empty={list.isLoading ? "加载中…" : list.data?.items.length === 0 ? "没有记录" : null}
        >
          {list.data?.items.map((r) => (
            <tr key={r.id} className="align-top">
              <td className="whitespace-nowrap text-grey-700">{time(r.at)}</td>
              <td>
                {r.actorName}
                {r.actorKind === "api_key" ? <span className="ml-1 text-xs text-grey-500">API 密钥</span> : null}
              </td>
              <td className="font-mono text-[13px]">{r.action}</td>
              <td className="font-mono text-[13px]">
                <span className="text-grey-500">{r.targetType}</span> {r.targetId}
              </td>
              <td className="max-w-[240px] whitespace-normal! break-all font-mono text-xs text-grey-600">{short(r.before)}</td>
              <td className="max-w-[320px] whitespace-normal! break-all font-mono text-xs text-grey-700">{short(r.after)}</td>
            </tr>
          ))}
        </Table>
      </Panel>
    </>
  );
}
