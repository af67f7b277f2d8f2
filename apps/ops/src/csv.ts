/** Parsing of the stock upload (CSV: sku, storeCode, qty; a header row is optional). */
export interface StockRow {
  sku: string;
  storeCode: string;
  qty: number;
}

export interface CsvResult {
  rows: StockRow[];
  /** One Chinese message per bad line (1-based line numbers). */
  errors: string[];
}

const MAX_QTY = 1_000_000;

function cells(line: string): string[] {
  const out: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === "," || ch === "\t" || ch === "，") {
      out.push(current.trim());
      current = "";
    } else current += ch;
  }
  out.push(current.trim());
  return out;
}

export function parseStockCsv(text: string): CsvResult {
  const rows: StockRow[] = [];
  const errors: string[] = [];
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  lines.forEach((line, index) => {
    if (line.trim() === "") return;
    const [sku = "", storeCode = "", qtyText = ""] = cells(line);
    if (index === 0 && /^(sku|商品编码|货号)$/i.test(sku)) return;
    const n = index + 1;
    if (!sku) return void errors.push(`第 ${n} 行：缺少 SKU`);
    if (!storeCode) return void errors.push(`第 ${n} 行：缺少门店编码`);
    if (!/^\d+$/.test(qtyText) || Number(qtyText) > MAX_QTY) return void errors.push(`第 ${n} 行：库存须为 0–${MAX_QTY} 的整数`);
    rows.push({ sku, storeCode, qty: Number(qtyText) });
  });
  if (rows.length > 1000) errors.push(`一次最多上传 1000 行，当前 ${rows.length} 行`);
  return { rows, errors };
}
