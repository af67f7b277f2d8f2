/**
 * The dehydrated query data's transport form (issue 11 §3: the first HTML of a product page
 * ≤ 100 KB). The first HTML carries every query the server rendered with, written as a script
 * that repeats each object's keys: a style's 50 sizes wrote `ean:`, `usSize:`, `saleableQty:`…
 * 50 times, the category tree its 8 keys for every category. `packColumns` writes an array of
 * two or more plain objects with the same keys once as its keys and one array per key (the
 * columns, packed in turn; a column of one repeated primitive as that value; a key list met
 * again as the same array, which the script writes as a reference); `unpackColumns` gives back
 * equal data. Anything else passes as it is.
 */

/** Marks a packed array; no gateway or content field is named so. */
const COLUMNS = "~columns";
/** Marks a column whose values are all the same primitive. */
const SAME = "~same";

interface Packed {
  [COLUMNS]: string[];
  /** The number of objects. */
  n: number;
  /** One packed column per key. */
  v: unknown[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function sameKeys(items: readonly unknown[]): string[] | null {
  if (items.length < 2 || !items.every(isPlainObject)) return null;
  const keys = Object.keys(items[0] as object);
  if (keys.length === 0) return null;
  for (const item of items) {
    const own = Object.keys(item as object);
    if (own.length !== keys.length || own.some((key, i) => key !== keys[i])) return null;
  }
  return keys;
}

function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== "object" && typeof value !== "function" && value !== undefined);
}

function packColumn(values: unknown[], keyLists: Map<string, string[]>): unknown {
  const first = values[0];
  if (isPrimitive(first) && values.every((value) => value === first)) return { [SAME]: first };
  return pack(values, keyLists);
}

function pack(value: unknown, keyLists: Map<string, string[]>): unknown {
  if (Array.isArray(value)) {
    const found = sameKeys(value);
    if (!found) return value.map((item) => pack(item, keyLists));
    // One array per key list: the script writes a list it has written before as a reference.
    const signature = found.join("\u0000");
    const keys = keyLists.get(signature) ?? found;
    keyLists.set(signature, keys);
    return {
      [COLUMNS]: keys,
      n: value.length,
      v: keys.map((key) =>
        packColumn(
          value.map((item) => (item as Record<string, unknown>)[key]),
          keyLists,
        ),
      ),
    } satisfies Packed;
  }
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = pack(item, keyLists);
    return out;
  }
  return value;
}

/** The transport form of a query's data (QueryClient's `dehydrate.serializeData`). */
export function packColumns(value: unknown): unknown {
  return pack(value, new Map());
}

function unpackColumn(column: unknown, length: number): unknown[] {
  if (isPlainObject(column) && SAME in column) return Array.from({ length }, () => column[SAME]);
  return unpackColumns(column) as unknown[];
}

/** The data back from its transport form (QueryClient's `hydrate.deserializeData`). */
export function unpackColumns(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unpackColumns);
  if (!isPlainObject(value)) return value;
  if (COLUMNS in value && Array.isArray(value[COLUMNS]) && Array.isArray(value.v) && typeof value.n === "number") {
    const { [COLUMNS]: keys, n: length, v: columns } = value as unknown as Packed;
    const unpacked = columns.map((column) => unpackColumn(column, length));
    return Array.from({ length }, (_, row) => {
      const item: Record<string, unknown> = {};
      keys.forEach((key, i) => {
        item[key] = unpacked[i]![row];
      });
      return item;
    });
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = unpackColumns(item);
  return out;
}
