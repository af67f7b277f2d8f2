/**
 * One size system (issue 13): the size conversion table (`size_conversions`) is the only source
 * of how a size reads. 中国码 first — foot length in mm for shoes, the letter for apparel — then
 * its US and EU equivalents, written the same way on the listing's size chips, the product
 * page's size buttons, the size charts and the help size guide.
 */
import { asc } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { sizeConversions } from "../../kernel/db/schema";

/** A row of the size conversion table. */
export type SizeConversion = typeof sizeConversions.$inferSelect;

/** How a size reads: `primary` large, `unit` before it, `equivalents` after it; `text` in one line. */
export interface SizeDisplay {
  primary: string;
  unit: string | null;
  equivalents: string[];
  text: string;
}

/** Joins the parts the one way every surface writes them: "中国码 245 · US 6.5 · EU 39". */
function display(primary: string, unit: string | null, equivalents: string[]): SizeDisplay {
  return { primary, unit, equivalents, text: [unit ? `${unit} ${primary}` : primary, ...equivalents].join(" · ") };
}

/** How one row of the conversion table reads. */
export function sizeDisplayOf(row: Pick<SizeConversion, "system" | "gender" | "usSize" | "euSize" | "cnSize" | "letter">): SizeDisplay {
  switch (row.system) {
    case "shoes":
      return display(row.cnSize, "中国码", [`US ${row.usSize}`, ...(row.euSize ? [`EU ${row.euSize}`] : [])]);
    case "apparel":
      // Kids' apparel is sold by height (中国码 in cm); adults' by letter, with its 号型.
      return row.gender === "kids"
        ? display(row.cnSize, "中国码", [`US ${row.usSize}`])
        : display(row.letter ?? row.usSize, null, [`号型 ${row.cnSize}`]);
    case "socks":
      return display(row.letter ?? row.usSize, null, row.euSize ? [`EU ${row.euSize}`] : []);
    default:
      return display("均码", null, []);
  }
}

const tables = new WeakMap<Database, Promise<SizeConversion[]>>();

/** The whole conversion table of a database (a few dozen rows, read once: it changes only with the seed). */
export function loadSizeConversions(db: Database): Promise<SizeConversion[]> {
  let rows = tables.get(db);
  if (!rows) {
    // A drizzle query is a lazy thenable that runs again on every `then`: Promise.resolve runs it
    // once, so the cached value is the rows, not the query.
    rows = Promise.resolve(
      db.select().from(sizeConversions).orderBy(asc(sizeConversions.system), asc(sizeConversions.gender), asc(sizeConversions.sort)),
    );
    rows.catch(() => tables.delete(db));
    tables.set(db, rows);
  }
  return rows;
}

/** The conversion row of a sold size (its US and 中国码 pair is unique across runs), or undefined. */
export function conversionOf(rows: readonly SizeConversion[], size: { usSize: string; cnSize: string }): SizeConversion | undefined {
  return rows.find((r) => r.usSize === size.usSize && r.cnSize === size.cnSize);
}

/** How a sold size reads: from its conversion row, else from its own columns. */
export function productSizeDisplay(
  rows: readonly SizeConversion[],
  size: { label: string; usSize: string; cnSize: string; euSize: string | null },
): SizeDisplay {
  const row = conversionOf(rows, size);
  if (row) return sizeDisplayOf(row);
  return display(size.label, null, size.usSize && size.usSize !== size.label ? [`US ${size.usSize}`] : []);
}

/** What a listing holds, as far as its category says: its gender and size system (null: several). */
export interface SizeScope {
  gender: string | null;
  system: string | null;
}

const GENDER_SHORT = { men: "男", women: "女", kids: "童" } as const;

/**
 * How a size chip (filter code us_size, value = the US size, kept for URLs) reads in a listing of
 * one gender and size system (nulls: several). When the US size means one size in that listing, it reads as on the
 * size buttons; when it means different foot lengths (a men's and a women's US 6.5), the chip says
 * both instead of picking one.
 */
export function sizeChipDisplay(rows: readonly SizeConversion[], usSize: string, scope: SizeScope): SizeDisplay {
  const g = scope.gender;
  let matches = rows.filter(
    (r) => r.usSize === usSize && (g === null || r.gender === g) && (scope.system === null || r.system === scope.system),
  );
  if (matches.length === 0) matches = rows.filter((r) => r.usSize === usSize);
  if (matches.length === 0) return display(usSize, null, []);
  const shown = matches.map((r) => sizeDisplayOf(r));
  if (shown.every((d) => d.text === shown[0]!.text)) return shown[0]!;
  const shoes = matches.filter((r) => r.system === "shoes");
  if (shoes.length === matches.length)
    return display(`US ${usSize}`, null, [
      `中国码 ${shoes.map((r) => `${GENDER_SHORT[r.gender as keyof typeof GENDER_SHORT] ?? ""}${r.cnSize}`).join("/")}`,
    ]);
  // A letter shared by apparel and socks runs: the letter is what both call it.
  return display(usSize, null, []);
}

/** A size chart as served (columns, rows keyed by column key). */
export interface ChartBody {
  code: string;
  columns: Array<{ key: string; label: string }>;
  rows: Array<Record<string, string>>;
}

/** Column heads every shoe table uses (size charts and the help size guide). */
export const SHOE_COLUMNS = [
  { key: "cn", label: "中国码 (mm)" },
  { key: "us", label: "美码 US" },
  { key: "eu", label: "欧码 EU" },
  { key: "foot", label: "脚长 (cm)" },
] as const;

/** Column heads every adult apparel table uses. */
export const APPAREL_COLUMNS = [
  { key: "size", label: "尺码" },
  { key: "cn", label: "号型" },
  { key: "chest", label: "胸围 (cm)" },
  { key: "waist", label: "腰围 (cm)" },
  { key: "hip", label: "臀围 (cm)" },
] as const;

/** Column heads of the kids' apparel table. */
export const KIDS_APPAREL_COLUMNS = [
  { key: "cn", label: "中国码 身高 (cm)" },
  { key: "us", label: "美码 US" },
  { key: "chest", label: "胸围 (cm)" },
  { key: "waist", label: "腰围 (cm)" },
  { key: "hip", label: "臀围 (cm)" },
] as const;

/** The rows of one run's table, from the conversion table. */
export function runTable(
  rows: readonly SizeConversion[],
  system: "shoes" | "apparel",
  gender: string,
): { columns: Array<{ key: string; label: string }>; rows: Array<Record<string, string>> } {
  const run = rows.filter((r) => r.system === system && r.gender === gender).sort((a, b) => a.sort - b.sort);
  if (system === "shoes")
    return {
      columns: [...SHOE_COLUMNS],
      rows: run.map((r) => ({ cn: r.cnSize, us: r.usSize, eu: r.euSize ?? "", foot: r.footMm === null ? "" : (r.footMm / 10).toFixed(1) })),
    };
  if (gender === "kids")
    return {
      columns: [...KIDS_APPAREL_COLUMNS],
      rows: run.map((r) => ({ cn: r.cnSize, us: r.usSize, chest: r.chest ?? "", waist: r.waist ?? "", hip: r.hip ?? "" })),
    };
  return {
    columns: [...APPAREL_COLUMNS],
    rows: run.map((r) => ({ size: r.letter ?? r.usSize, cn: r.cnSize, chest: r.chest ?? "", waist: r.waist ?? "", hip: r.hip ?? "" })),
  };
}

/**
 * A stored size chart with its shoe or apparel table read from the conversion table (charts
 * `shoes-<gender>` and `apparel-<gender>`); other charts (socks, one size) as stored.
 */
export function chartFromConversions<T extends ChartBody>(chart: T, rows: readonly SizeConversion[]): T {
  const match = /^(shoes|apparel)-(men|women|kids)$/.exec(chart.code);
  if (!match) return chart;
  const table = runTable(rows, match[1] as "shoes" | "apparel", match[2]!);
  return table.rows.length ? { ...chart, columns: table.columns, rows: table.rows } : chart;
}

/** A table node of a rich_text content block (@xunlan/cms-content). */
interface GuideTable {
  kind: "table";
  caption: string;
  head: string[];
  rows: string[][];
}
interface GuideHeading {
  kind: "heading";
  level: 2;
  text: string;
}

/** The runs the help size guide shows, in order: heading and caption of each. */
const GUIDE_RUNS: Array<{ system: "shoes" | "apparel"; gender: "men" | "women" | "kids"; title: string }> = [
  { system: "shoes", gender: "men", title: "男子鞋类" },
  { system: "shoes", gender: "women", title: "女子鞋类" },
  { system: "shoes", gender: "kids", title: "儿童鞋类" },
  { system: "apparel", gender: "men", title: "男子服装" },
  { system: "apparel", gender: "women", title: "女子服装" },
  { system: "apparel", gender: "kids", title: "儿童服装" },
];

/** The heading and table nodes of the help size guide, generated from the conversion table. */
export function sizeGuideNodes(rows: readonly SizeConversion[]): Array<GuideHeading | GuideTable> {
  return GUIDE_RUNS.flatMap(({ system, gender, title }) => {
    const table = runTable(rows, system, gender);
    if (table.rows.length === 0) return [];
    return [
      { kind: "heading", level: 2, text: `${title}尺码对照` } as const,
      {
        kind: "table",
        caption: title,
        head: table.columns.map((c) => c.label),
        rows: table.rows.map((row) => table.columns.map((c) => row[c.key] ?? "")),
      } as const,
    ];
  });
}

/**
 * The help size guide document (legal/size-guide.json) with its tables regenerated from the
 * conversion table: every "heading + table" pair of its rich_text block is replaced, in place of
 * the first one, by {@link sizeGuideNodes}; the prose around them stays.
 */
export function withGeneratedSizeGuide<T extends { blocks: Array<{ nodes?: Array<{ kind: string }> }> }>(
  doc: T,
  rows: readonly SizeConversion[],
): T {
  const blocks = doc.blocks.map((block) => {
    if (!block.nodes?.some((n) => n.kind === "table")) return block;
    const out: Array<{ kind: string }> = [];
    let inserted = false;
    const nodes = block.nodes;
    for (let i = 0; i < nodes.length; i += 1) {
      const node = nodes[i]!;
      const pair = node.kind === "heading" && nodes[i + 1]?.kind === "table";
      if (pair || node.kind === "table") {
        if (!inserted) out.push(...sizeGuideNodes(rows));
        inserted = true;
        if (pair) i += 1;
        continue;
      }
      out.push(node);
    }
    return { ...block, nodes: out };
  });
  return { ...doc, blocks };
}
