/**
 * 库存: rows per SKU and store, edited inline or loaded from a CSV (sku, storeCode, qty), sent
 * as one bulk upsert. The API answers each row's quantity before and after, shown in the table.
 * (The operations API has no stock listing: rows are the ones being changed.)
 */
import { useMutation } from "@tanstack/react-query";
import { type ChangeEvent, useState } from "react";
import { parseStockCsv, type StockRow } from "../csv";
import { api, messageOf } from "../lib-api";
import { Btn, inputCls, Notice, PageHeader, Panel, Table } from "../ui";

interface Row extends StockRow {
  key: string;
  qtyBefore?: number | null;
  saved?: boolean;
}

interface UpsertResponse {
  items: { sku: string; storeCode: string; qtyBefore: number | null; qty: number }[];
}

const blank = (): Row => ({ key: crypto.randomUUID(), sku: "", storeCode: "", qty: 0 });

export function StockPage() {
  const [rows, setRows] = useState<Row[]>(() => [blank()]);
  const [csvErrors, setCsvErrors] = useState<string[]>([]);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const upsert = useMutation({
    mutationFn: (items: StockRow[]) => api.post<UpsertResponse>("/stock", { items }, key),
    onSuccess: (result) => {
      setKey(crypto.randomUUID());
      setRows((current) =>
        current.map((row) => {
          const saved = result.items.find((i) => i.sku === row.sku && i.storeCode === row.storeCode);
          return saved ? { ...row, qty: saved.qty, qtyBefore: saved.qtyBefore, saved: true } : row;
        }),
      );
    },
  });

  const edit = (rowKey: string, patch: Partial<Row>) => {
    setKey(crypto.randomUUID());
    setRows((current) => current.map((row) => (row.key === rowKey ? { ...row, ...patch, saved: false } : row)));
  };

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const { rows: parsed, errors } = parseStockCsv(await file.text());
    setCsvErrors(errors);
    if (parsed.length > 0) {
      setKey(crypto.randomUUID());
      setRows(parsed.map((r) => ({ ...r, key: crypto.randomUUID() })));
    }
  }

  const ready = rows.filter((r) => r.sku.trim() && r.storeCode.trim());
  const savedCount = rows.filter((r) => r.saved).length;

  return (
    <>
      <PageHeader
        title="库存"
        subtitle="按 SKU 与门店设置可售库存；可逐行编辑，或上传 CSV（列：sku, storeCode, qty）批量更新"
        actions={
          <>
            <label className="inline-flex h-9 cursor-pointer items-center border border-grey-300 bg-paper px-4 text-sm font-medium hover:border-ink">
              上传 CSV
              <input type="file" accept=".csv,text/csv" className="sr-only" onChange={upload} aria-label="上传 CSV" />
            </label>
            <Btn
              onClick={() => upsert.mutate(ready.map(({ sku, storeCode, qty }) => ({ sku: sku.trim(), storeCode: storeCode.trim(), qty })))}
              disabled={ready.length === 0 || upsert.isPending}
            >
              {upsert.isPending ? "保存中…" : `保存 ${ready.length} 行`}
            </Btn>
          </>
        }
      />
      <div className="mb-4 flex flex-col gap-2">
        {csvErrors.length > 0 ? (
          <Notice tone="error">
            CSV 有 {csvErrors.length} 行无法识别：{csvErrors.slice(0, 5).join("；")}
            {csvErrors.length > 5 ? "…" : ""}
          </Notice>
        ) : null}
        {upsert.error ? <Notice tone="error">{messageOf(upsert.error)}</Notice> : null}
        {upsert.isSuccess && savedCount > 0 ? <Notice tone="success">已更新 {savedCount} 行库存</Notice> : null}
      </div>
      <Panel
        title={`待更新 ${rows.length} 行`}
        actions={
          <Btn variant="ghost" onClick={() => setRows([...rows, blank()])}>
            + 添加一行
          </Btn>
        }
      >
        <Table head={["SKU", "门店编码", "库存", "原库存", "状态", ""]}>
          {rows.map((row, i) => (
            <tr key={row.key}>
              <td>
                <input
                  aria-label={`第 ${i + 1} 行 SKU`}
                  className={`${inputCls} font-mono`}
                  value={row.sku}
                  onChange={(e) => edit(row.key, { sku: e.target.value })}
                />
              </td>
              <td>
                <input
                  aria-label={`第 ${i + 1} 行门店编码`}
                  className={`${inputCls} font-mono`}
                  value={row.storeCode}
                  onChange={(e) => edit(row.key, { storeCode: e.target.value })}
                />
              </td>
              <td className="w-32">
                <input
                  aria-label={`第 ${i + 1} 行库存`}
                  className={`${inputCls} tabular-nums`}
                  type="number"
                  min={0}
                  value={row.qty}
                  onChange={(e) => edit(row.key, { qty: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })}
                />
              </td>
              <td className="w-24 tabular-nums text-grey-600">{row.qtyBefore === undefined ? "—" : (row.qtyBefore ?? "新建")}</td>
              <td className="w-24">
                {row.saved ? (
                  <span className="text-xs font-medium text-success">已保存</span>
                ) : (
                  <span className="text-xs text-grey-500">未保存</span>
                )}
              </td>
              <td className="w-16 text-right">
                <Btn
                  variant="ghost"
                  aria-label={`删除第 ${i + 1} 行`}
                  onClick={() => setRows(rows.length > 1 ? rows.filter((r) => r.key !== row.key) : [blank()])}
                >
                  删除
                </Btn>
              </td>
            </tr>
          ))}
        </Table>
      </Panel>
    </>
  );
}
