import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from "graphql";

/** A deterministic PRNG (mulberry32): the same seed sends the same requests, so a failure replays. */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, chance: (p) => next() < p, pick: (items) => items[int(items.length)] as never };
}

/**
 * Odd strings a client can send. None of them contains words the leak check looks for (SQL
 * keywords, "Error", stack frames), since GraphQL's coercion errors may echo the value back.
 */
const ODD_STRINGS = [
  "",
  " ",
  "a",
  "0",
  "-1",
  "1e999",
  "NaN",
  "null",
  "undefined",
  "true",
  "__proto__",
  "constructor",
  "prototype",
  "hasOwnProperty",
  "toString",
  "a\u0000b",
  "\u0000",
  "%00",
  "%",
  "%E4%B8",
  "' OR '1'='1",
  '"; --',
  "\\",
  "\\u0000",
  "../../../../etc/passwd",
  "/static/-1",
  "<script>alert(1)</script>",
  "{{7*7}}",
  "${7*7}",
  "\u202e\u202d",
  "\ud83d\ude00\ud83d\udc5f",
  "\ud800",
  "\udfff",
  "\ufeff",
  "\u200b\u200c\u200d",
  "é\u0301\u0301\u0301",
  "跑鞋",
  "迅岚 XUNLAN 男子跑鞋",
  "13800138000",
  "19900000001",
  "138001380001380013800",
  "2026-13-45T25:61:61Z",
  "9999-12-31T23:59:59Z",
  "0000-00-00",
  "-0",
  "0x10",
  "1.5",
  "2147483648",
  "-2147483649",
  "9223372036854775808",
  "men-shoes",
  "XL",
  "42",
  "CN",
  "WEB",
  "\t\n\r",
  "a".repeat(300),
];

/** A random string: one of the odd ones, random code points, or a huge one. */
export function randomString(r: Random): string {
  const k = r.int(20);
  if (k < 11) return r.pick(ODD_STRINGS);
  if (k < 19) {
    const length = r.int(40);
    let s = "";
    for (let i = 0; i < length; i += 1) {
      const range = r.int(4);
      const cp =
        range === 0 ? 0x20 + r.int(0x5f) : range === 1 ? r.int(0x20) : range === 2 ? 0x4e00 + r.int(0x5000) : 0x1f300 + r.int(0x300);
      s += String.fromCodePoint(cp);
    }
    return s;
  }
  // Huge (1 in 20): up to 100 000 characters.
  return r.pick(["a", "迅", "\u0000", "%", "😀", "9"]).repeat(1 + r.int(100_000));
}

const ODD_INTS = [
  0,
  1,
  -1,
  2,
  7,
  20,
  100,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  -1e308,
];
const ODD_FLOATS = [0, -0, 0.5, -1.5, 1e-300, 1.7976931348623157e308, -1e308, 3.14159, 1e21];

/** Any JSON value of the wrong sort (or right, by luck). */
export function randomJson(r: Random, depth = 0): unknown {
  const k = r.int(depth > 3 ? 6 : 9);
  switch (k) {
    case 0:
      return null;
    case 1:
      return r.chance(0.5);
    case 2:
      return r.pick(ODD_INTS);
    case 3:
      return r.pick(ODD_FLOATS);
    case 4:
    case 5:
      return randomString(r);
    case 6:
      return Array.from({ length: r.int(4) }, () => randomJson(r, depth + 1));
    case 7: {
      const o: Record<string, unknown> = {};
      for (let i = r.int(4); i > 0; i -= 1)
        o[r.chance(0.2) ? r.pick(["__proto__", "constructor", "prototype"]) : randomString(r).slice(0, 20)] = randomJson(r, depth + 1);
      return o;
    }
    default: {
      // Deeply nested lists or objects.
      let v: unknown = randomString(r).slice(0, 10);
      for (let i = r.int(40); i > 0; i -= 1) v = r.chance(0.5) ? [v] : { a: v };
      return v;
    }
  }
}

function scalarValue(r: Random, name: string): unknown {
  switch (name) {
    case "Int":
      return r.chance(0.7) ? r.pick(ODD_INTS) : r.int(50);
    case "Float":
      return r.pick(ODD_FLOATS);
    case "Boolean":
      return r.chance(0.5);
    case "DateTime":
      return r.pick(["2026-11-24T21:00:00Z", "2026-11-24", "2026-13-45T25:61:61Z", "0000-00-00", "9999-12-31T23:59:59Z", "yesterday"]);
    case "JSON":
      return randomJson(r);
    default:
      return randomString(r);
  }
}

/**
 * A value for an input type: mostly of the right shape with odd contents, sometimes of the
 * wrong type altogether (a variable coercion error), null for a non-null, or missing fields.
 */
export function inputValue(r: Random, type: GraphQLInputType, depth = 0): unknown {
  if (r.chance(0.08)) return randomJson(r, 2);
  if (isNonNullType(type)) return r.chance(0.03) ? null : inputValue(r, type.ofType, depth);
  if (r.chance(0.05)) return null;
  if (isListType(type)) {
    const length = r.chance(0.03) ? 50 + r.int(1000) : r.int(4);
    return Array.from({ length }, () => inputValue(r, type.ofType, depth + 1));
  }
  if (isInputObjectType(type)) {
    const o: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (r.chance(0.1)) continue;
      o[field.name] = depth > 4 ? null : inputValue(r, field.type, depth + 1);
    }
    if (r.chance(0.1)) o[r.pick(["__proto__", "constructor", "extra", "prototype"])] = randomJson(r, 2);
    return o;
  }
  if (isScalarType(type)) return scalarValue(r, type.name);
  return randomJson(r);
}

/** A GraphQL literal for a JS value (strings JSON-escaped, which GraphQL reads the same). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "0";
  if (typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value).filter(([k]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(k));
    return `{${entries.map(([k, v]) => `${k}: ${literal(v)}`).join(", ")}}`;
  }
  return "null";
}

/** A selection set for an output type, `depth` levels deep at most (objects always get one field). */
export function selection(
  r: Random,
  type: GraphQLOutputType,
  depth: number,
  args: (field: GraphQLField<unknown, unknown>) => string,
): string {
  const named = getNamedType(type) as GraphQLNamedType;
  if (!isObjectType(named)) return "";
  const fields = Object.values(named.getFields());
  const chosen = fields.filter(() => r.chance(0.35));
  if (chosen.length === 0) chosen.push(r.pick(fields));
  const parts = chosen.map((field) => {
    const child = getNamedType(field.type);
    const a = args(field);
    if (!isObjectType(child)) return `${field.name}${a}`;
    if (depth <= 0) return `${field.name}${a} { __typename }`;
    return `${field.name}${a} { ${selection(r, field.type, depth - 1, args)} }`;
  });
  if (r.chance(0.1)) parts.push("__typename");
  return parts.join(" ");
}

/** One path down object fields as deep as asked: A { b { c { … } } }, following cycles. */
export function deepSelection(r: Random, type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return "";
  const fields = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
  const objects = fields.filter((f) => isObjectType(getNamedType(f.type)));
  if (depth <= 0 || objects.length === 0) {
    const leaf = fields.find((f) => !isObjectType(getNamedType(f.type)));
    return leaf ? leaf.name : "__typename";
  }
  const next = r.pick(objects);
  return `${next.name} { ${deepSelection(r, next.type, depth - 1)} }`;
}

/** The operations of the contract: every root field of Query and Mutation. */
export function rootFields(schema: GraphQLSchema): Array<{ operation: "query" | "mutation"; field: GraphQLField<unknown, unknown> }> {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  return [
    ...Object.values(query?.getFields() ?? {}).map((field) => ({ operation: "query" as const, field })),
    ...Object.values(mutation?.getFields() ?? {}).map((field) => ({ operation: "mutation" as const, field })),
  ];
}

/** How an argument's type is written in a variable definition. */
export function typeString(arg: GraphQLArgument): string {
  return String(arg.type);
}

/** Values of the catalogue a plausible request names (read from the test database). */
export interface PlausibleSamples {
  ean: string;
  productId: string;
  styleSku: string;
  mobile: string;
}

/** A plausible value of a string argument, by its name (what the storefront would send). */
function plausibleString(name: string, s: PlausibleSamples): string {
  const byName: Record<string, string> = {
    sortBy: "price",
    sortDirection: "asc",
    purpose: "after_sale",
    contentType: "image/jpeg",
    page: "/products/velox-run-2",
    args: "utm_source=share",
    keyword: "跑鞋",
    keyWord: "上海",
    payType: "wechat",
    topic: "订单与配送",
    source: "footer",
    consentText: "我同意接收迅岚的短信资讯",
    content: "我的订单什么时候发货？",
    filter_code: "color",
    categoryPath: "men/shoes",
    cityName: "上海",
    province: "上海市",
    city: "上海市",
    district: "黄浦区",
    street: "南京东路街道",
    detailAddress: "南京东路 1 号",
    consignee: "张三",
    name: "张三",
    postCode: "200001",
    redirectUri: "http://localhost:3000/",
    returnUrl: "http://localhost:3000/",
    code: "123456",
    captchaCode: "abcd",
    password: "Abcd1234",
    birthday: "1990-01-01",
    gender: "male",
    reason: "尺码不合适",
    pickupDate: "2026-12-01",
    pickupTimeSpan: "09:00-12:00",
    type: "ean",
    remark: "请尽快发货",
    email: "a@example.com",
    couponCode: "WELCOME",
    configKey: "store",
  };
  if (Object.hasOwn(byName, name)) return byName[name]!;
  if (/mobile|cellphone|username|telephone/i.test(name)) return s.mobile;
  if (/^(ean|sku|primaryId)$/i.test(name)) return s.ean;
  if (/productId|colorId/i.test(name)) return s.productId;
  if (/styleSku/i.test(name)) return s.styleSku;
  return "a";
}

/** A plausible value of an argument or input field: right type, right shape, real catalogue values. */
export function plausibleValue(name: string, type: GraphQLInputType, s: PlausibleSamples): unknown {
  if (isNonNullType(type)) return plausibleValue(name, type.ofType, s);
  if (isListType(type)) return [plausibleValue(name, type.ofType, s)];
  if (isInputObjectType(type)) {
    const o: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) o[field.name] = plausibleValue(field.name, field.type, s);
    return o;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case "Int":
        return /size$/.test(name) ? 1_000 : /type$/i.test(name) ? 4 : 1;
      case "Float":
        return /lat/i.test(name) ? 31.23 : 121.47;
      case "Boolean":
        return true;
      case "DateTime":
        return "2026-11-24T21:00:00Z";
      case "JSON":
        return {};
      case "ID":
        return /ean|sku/i.test(name) ? s.ean : s.productId;
      default:
        return plausibleString(name, s);
    }
  }
  return null;
}

/** Names every object inherits: a lookup on a plain object finds them (issue 21 item 6). */
export const PROTOTYPE_NAMES = [
  "constructor",
  "__proto__",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "prototype",
  "__defineGetter__",
] as const;

/** One leaf of a plausible argument set: its path and GraphQL scalar type. */
export interface ArgumentLeaf {
  path: Array<string | number>;
  scalar: string;
}

/** The scalar leaves of plausible `args` of a field (lists: their first item). */
export function argumentLeaves(field: GraphQLField<unknown, unknown>): ArgumentLeaf[] {
  const leaves: ArgumentLeaf[] = [];
  const walk = (type: GraphQLInputType, path: Array<string | number>, depth: number) => {
    if (isNonNullType(type)) return walk(type.ofType, path, depth);
    if (isListType(type)) return walk(type.ofType, [...path, 0], depth);
    if (isInputObjectType(type)) {
      if (depth < 4) for (const f of Object.values(type.getFields())) walk(f.type, [...path, f.name], depth + 1);
      return;
    }
    if (isScalarType(type)) leaves.push({ path, scalar: type.name });
  };
  for (const arg of field.args) walk(arg.type, [arg.name], 0);
  return leaves;
}

/** `args` with the leaf at `path` replaced by `value` (a deep copy). */
export function withLeaf(args: Record<string, unknown>, path: ReadonlyArray<string | number>, value: unknown): Record<string, unknown> {
  const copy = structuredClone(args);
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

/** Plausible arguments of a field, by argument name. */
export function plausibleArgs(field: GraphQLField<unknown, unknown>, s: PlausibleSamples): Record<string, unknown> {
  return Object.fromEntries(field.args.map((a) => [a.name, plausibleValue(a.name, a.type, s)]));
}

/**
 * Wrong values for one leaf of a given scalar: prototype names, a 10 000-character string, an
 * unknown enum-like word, negative, zero and huge numbers.
 */
export function badValues(scalar: string): unknown[] {
  switch (scalar) {
    case "Int":
      return [-1, 0, 2_147_483_647, -2_147_483_648];
    case "Float":
      return [-1, 0, 1e308, -1e308];
    case "Boolean":
      return [false];
    case "String":
    case "ID":
      return [...PROTOTYPE_NAMES, "x".repeat(10_000), "ZZZ_UNKNOWN", "-1", "99999999999999999999"];
    default:
      return [];
  }
}

/** An operation calling `field` with all its arguments as variables, selecting `__typename` or the field. */
export function operationOf(operation: "query" | "mutation", field: GraphQLField<unknown, unknown>): string {
  const defs = field.args.length ? `(${field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(", ")})` : "";
  const args = field.args.length ? `(${field.args.map((a) => `${a.name}: $${a.name}`).join(", ")})` : "";
  const sel = isObjectType(getNamedType(field.type)) ? " { __typename }" : "";
  return `${operation} Probe${defs} { ${field.name}${args}${sel} }`;
}
