/**
 * Named colours and colourways. A colourway's slug is the tail of a product slug
 * ("velox-run-3-black-volt"), which is how the image renderer recovers the colours from a URL.
 */

/** Colour families used by the colour filter (spec §3 Filter). */
export const COLOR_FAMILIES = {
  black: "黑色",
  white: "白色",
  grey: "灰色",
  blue: "蓝色",
  red: "红色",
  green: "绿色",
  yellow: "黄色",
  orange: "橙色",
  pink: "粉色",
  purple: "紫色",
  brown: "棕色",
  beige: "米色",
} as const;

/** A colour-family filter value, e.g. "black". */
export type ColorFamily = keyof typeof COLOR_FAMILIES;

/** One named colour: English and Chinese names, a swatch hex and its family. */
export interface NamedColor {
  slug: string;
  en: string;
  cn: string;
  hex: string;
  family: ColorFamily;
}

const c = (slug: string, en: string, cn: string, hex: string, family: ColorFamily): NamedColor => ({
  slug,
  en,
  cn,
  hex,
  family,
});

/** The palette, by slug. */
export const NAMED_COLORS: Readonly<Record<string, NamedColor>> = Object.fromEntries(
  [
    c("black", "Black", "黑", "#1d1e20", "black"),
    c("white", "White", "白", "#f4f4f1", "white"),
    c("volt", "Volt", "荧光黄", "#d4f03a", "yellow"),
    c("grey", "Grey", "灰", "#9a9ea3", "grey"),
    c("heather-grey", "Heather Grey", "麻灰", "#b7b8b6", "grey"),
    c("charcoal", "Charcoal", "炭灰", "#3b3e43", "grey"),
    c("silver", "Silver", "银", "#c9cbcd", "grey"),
    c("navy", "Navy", "藏青", "#1f2a44", "blue"),
    c("blue", "Racing Blue", "竞速蓝", "#2452c8", "blue"),
    c("sky", "Sky Blue", "天蓝", "#8fc0e8", "blue"),
    c("teal", "Teal", "湖青", "#1e7b80", "blue"),
    c("red", "Red", "红", "#c8232c", "red"),
    c("crimson", "Crimson", "绯红", "#b01e3c", "red"),
    c("orange", "Orange", "橙", "#f0642a", "orange"),
    c("coral", "Coral", "珊瑚橙", "#f07f6a", "orange"),
    c("olive", "Olive", "橄榄绿", "#5f6442", "green"),
    c("sage", "Sage", "鼠尾草绿", "#a9b8a0", "green"),
    c("forest", "Forest", "森林绿", "#24402f", "green"),
    c("mint", "Mint", "薄荷绿", "#a8dcc8", "green"),
    c("pink", "Pink", "粉", "#f2b5c4", "pink"),
    c("rose", "Rose", "玫瑰粉", "#d9788f", "pink"),
    c("lilac", "Lilac", "丁香紫", "#b9a6d9", "purple"),
    c("purple", "Purple", "紫", "#5b3a8c", "purple"),
    c("sand", "Sand", "沙色", "#d8c6a6", "beige"),
    c("cream", "Cream", "奶白", "#efe7d6", "beige"),
    c("khaki", "Khaki", "卡其", "#b39e74", "beige"),
    c("brown", "Brown", "棕", "#6b4a33", "brown"),
    c("gum", "Gum", "生胶", "#b9804a", "brown"),
    c("gold", "Gold", "金", "#c9a347", "yellow"),
    c("yellow", "Yellow", "黄", "#f2c230", "yellow"),
  ].map((n) => [n.slug, n]),
);

/** Where a colourway suits: footwear uppers, garments, accessories. */
export type ColorwayUse = "shoes" | "apparel" | "accessories";

/** A colourway: primary (upper/body), secondary (overlays), accent (logo, pulls), sole. */
export interface Colorway {
  /** Kebab slug, the tail of a product slug, e.g. "black-volt". */
  slug: string;
  /** English colour name as shown on the PDP, e.g. "Black/Volt". */
  name: string;
  /** Chinese colour name, e.g. "黑/荧光黄". */
  nameCn: string;
  primary: string;
  secondary: string;
  accent: string;
  /** Midsole colour for shoes. */
  sole: string;
  /** Colour families the filter lists it under (first = main). */
  families: ColorFamily[];
  uses: ColorwayUse[];
}

function cw(parts: string[], opts: { sole?: string; uses?: ColorwayUse[]; secondary?: string } = {}): Colorway {
  const named = parts.map((p) => {
    const n = NAMED_COLORS[p];
    if (!n) throw new Error(`unknown colour ${p}`);
    return n;
  });
  const [p, s, a] = [named[0]!, named[1] ?? named[0]!, named[2] ?? named[1] ?? named[0]!];
  const families = [...new Set(named.map((n) => n.family))];
  return {
    slug: parts.join("-"),
    name: named.map((n) => n.en).join("/"),
    nameCn: named.map((n) => n.cn).join("/"),
    primary: p.hex,
    secondary: opts.secondary ?? s.hex,
    accent: a.hex,
    sole: opts.sole ?? (luminance(p.hex) < 0.25 ? "#f2f1ec" : "#f7f6f2"),
    families,
    uses: opts.uses ?? ["shoes", "apparel", "accessories"],
  };
}

const SHOE: ColorwayUse[] = ["shoes"];
const WEAR: ColorwayUse[] = ["apparel", "accessories"];

/** Every colourway; slugs are unique and none is a suffix clash of another at a "-" boundary. */
export const COLORWAYS: readonly Colorway[] = [
  cw(["black", "volt"], { uses: SHOE }),
  cw(["black", "white"]),
  cw(["black", "white", "red"], { uses: SHOE }),
  cw(["black"], { sole: "#2a2b2e" }),
  cw(["white", "black"], { uses: SHOE }),
  cw(["white", "blue"], { uses: SHOE }),
  cw(["white", "gum"], { sole: "#f4f1ea", uses: SHOE }),
  cw(["white", "silver"], { uses: SHOE }),
  cw(["white", "navy", "red"], { uses: SHOE }),
  cw(["white", "sage"], { uses: SHOE }),
  cw(["white", "pink"], { uses: SHOE }),
  cw(["grey", "orange"], { uses: SHOE }),
  cw(["charcoal", "volt"], { uses: SHOE }),
  cw(["navy", "orange"], { uses: SHOE }),
  cw(["navy", "white"]),
  cw(["blue", "white"]),
  cw(["sky", "white"], { uses: SHOE }),
  cw(["teal", "coral"], { uses: SHOE }),
  cw(["red", "black"]),
  cw(["crimson", "white"], { uses: SHOE }),
  cw(["orange", "black"], { uses: SHOE }),
  cw(["olive", "black"], { sole: "#3b3d33" }),
  cw(["sage", "cream"]),
  cw(["forest", "khaki"], { sole: "#cdbf9c" }),
  cw(["mint", "white"], { uses: SHOE }),
  cw(["pink", "white"]),
  cw(["rose", "cream"]),
  cw(["lilac", "white"]),
  cw(["purple", "gold"], { uses: SHOE }),
  cw(["sand", "brown"], { sole: "#e6dcc8" }),
  cw(["cream", "gum"], { sole: "#eee6d3", uses: SHOE }),
  cw(["khaki", "black"], { sole: "#2b2b2b" }),
  cw(["brown", "gum"], { sole: "#c69059", uses: SHOE }),
  cw(["yellow", "black"], { uses: SHOE }),
  cw(["coral", "white"]),
  cw(["heather-grey"], { uses: WEAR }),
  cw(["charcoal"], { uses: WEAR }),
  cw(["navy"], { uses: WEAR }),
  cw(["white"], { uses: WEAR }),
  cw(["olive"], { uses: WEAR }),
  cw(["sage"], { uses: WEAR }),
  cw(["cream"], { uses: WEAR }),
  cw(["crimson"], { uses: WEAR }),
  cw(["sky"], { uses: WEAR }),
  cw(["khaki"], { uses: WEAR }),
  cw(["brown"], { uses: WEAR }),
  cw(["lilac"], { uses: WEAR }),
];

/** Colourways by slug. */
export const COLORWAYS_BY_SLUG: ReadonlyMap<string, Colorway> = new Map(COLORWAYS.map((w) => [w.slug, w]));

/** Colourways suited to a product type. */
export function colorwaysFor(use: ColorwayUse): Colorway[] {
  return COLORWAYS.filter((w) => w.uses.includes(use));
}

/**
 * The colourway at the end of a product slug, longest match first
 * ("velox-run-3-white-navy-red" → white-navy-red, not red).
 */
export function colorwayFromSlug(productSlug: string): Colorway | undefined {
  const parts = productSlug.split("-");
  for (let take = Math.min(3, parts.length - 1); take >= 1; take--) {
    // "heather-grey" spans two parts; try every tail length up to 3.
    const tail = parts.slice(parts.length - take).join("-");
    const hit = COLORWAYS_BY_SLUG.get(tail);
    if (hit) return hit;
  }
  return undefined;
}

/** Relative luminance (0 black … 1 white) of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** #rrggbb → [r, g, b]. */
export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mix two #rrggbb colours; t = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  const out = x.map((v, i) => Math.round(v + (y[i]! - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/** A darker shade (t in 0..1). */
export const shade = (hex: string, t: number): string => mix(hex, "#000000", t);
/** A lighter tint (t in 0..1). */
export const tint = (hex: string, t: number): string => mix(hex, "#ffffff", t);
