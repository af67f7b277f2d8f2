/**
 * Content images for the home page and CMS documents: hero banners (16:9, product group on
 * the right so the left stays free for headline text), category tiles (3:4) and store shots,
 * all in the product shoot's studio light.
 */
import { encode } from "uqr";
import { COLORWAYS_BY_SLUG } from "../colours";
import type { Silhouette } from "../types";
import { accessoryBounds, accessoryView } from "./accessories";
import { apparelBounds, apparelView } from "./apparel";
import { placeShoe, svgDoc } from "./compose";
import { type Canvas, floorShadow, paletteOf } from "./svg";

const WIDE: Canvas = { w: 1778, h: 1000 };
const TALL: Canvas = { w: 750, h: 1000 };
/** A phone hero (about 390 × 690 CSS px): the product in the upper half, the headline below it. */
const PHONE: Canvas = { w: 750, h: 1334 };

/**
 * Where a picture is set (issue 13: pictures that tell different stories): the studio sweep
 * alone, or a ground the products stand on — a running track, a city road, a school pitch.
 */
type Scene = "studio" | "track" | "road" | "turf";

/** The ground of a scene, from `horizon` (a share of the height) down, in the studio's light. */
function sceneSvg(c: Canvas, scene: Scene, horizon = 0.62): string {
  if (scene === "studio") return "";
  const top = c.h * horizon;
  const vx = c.w * 0.62;
  const vy = top - c.h * 0.22;
  // A line of the ground plane, from the bottom edge towards the vanishing point, cut at the horizon.
  const towards = (x: number, width: number, color: string, dash = "") => {
    const t = (c.h - top) / (c.h - vy);
    const x2 = x + (vx - x) * t;
    return `<line x1="${x}" y1="${c.h}" x2="${x2}" y2="${top}" stroke="${color}" stroke-width="${width}" ${dash}/>`;
  };
  const ground = { track: "#b4553e", road: "#3a3c40", turf: "#3d8a4c" }[scene];
  const sky = { track: "#e9e4dc", road: "#dfe4ea", turf: "#e6eedf" }[scene];
  let out = `<rect width="${c.w}" height="${top}" fill="${sky}" fill-opacity="0.55"/>
    <rect y="${top}" width="${c.w}" height="${c.h - top}" fill="${ground}"/>
    <rect y="${top}" width="${c.w}" height="${c.h - top}" fill="url(#keylight)" opacity="0.5"/>`;
  if (scene === "track") for (let i = -3; i <= 6; i++) out += towards(c.w * (0.1 + i * 0.16), c.w * 0.006, "#f4efe8");
  if (scene === "road") {
    out += towards(c.w * 0.48, c.w * 0.012, "#f2c230", `stroke-dasharray="${c.w * 0.05} ${c.w * 0.04}"`);
    out += towards(-c.w * 0.3, c.w * 0.008, "#eeeeea") + towards(c.w * 1.3, c.w * 0.008, "#eeeeea");
  }
  if (scene === "turf")
    out += towards(c.w * 0.3, c.w * 0.01, "#f4f4ef") + `<rect y="${top}" width="${c.w}" height="${c.w * 0.006}" fill="#f4f4ef"/>`;
  // Haze at the horizon, so the ground reads as distance rather than a flat band.
  return `${out}<rect y="${top - c.h * 0.02}" width="${c.w}" height="${c.h * 0.08}" fill="#ffffff" fill-opacity="0.35" filter="url(#blurSoft)"/>`;
}

const pal = (slug: string) => {
  const w = COLORWAYS_BY_SLUG.get(slug);
  if (!w) throw new Error(`unknown colourway ${slug}`);
  return paletteOf(w);
};

type Item =
  | {
      kind: "shoe";
      sil: Silhouette;
      color: string;
      cx: number;
      cy: number;
      width: number;
      mirror?: boolean;
      rotate?: number;
      lift?: number;
    }
  | { kind: "wear"; sil: Silhouette; color: string; cx: number; cy: number; height: number; rotate?: number }
  | { kind: "acc"; sil: Silhouette; color: string; cx: number; cy: number; height: number; view?: string };

function draw(item: Item): string {
  if (item.kind === "shoe")
    return placeShoe(item.sil, pal(item.color), item.cx, item.cy, item.width, {
      mirror: item.mirror,
      rotate: item.rotate,
      lift: item.lift,
    });
  if (item.kind === "wear") {
    const b = apparelBounds(item.sil);
    const k = item.height / b.h;
    return `<g transform="translate(${item.cx} ${item.cy}) rotate(${item.rotate ?? 0}) scale(${k}) translate(${-(b.x + b.w / 2)} ${-(b.y + b.h / 2)})">
      <g transform="translate(16 22)" filter="url(#blurSoft)" opacity="0.1"><rect x="${b.x + 30}" y="${b.y + 20}" width="${b.w - 60}" height="${b.h - 30}" rx="60"/></g>
      ${apparelView(item.sil, pal(item.color), "front")}</g>`;
  }
  const b = accessoryBounds(item.sil);
  const k = item.height / b.h;
  return `${floorShadow(item.cx, item.cy + item.height / 2, (b.w / 2) * k * 0.9, 8)}
    <g transform="translate(${item.cx} ${item.cy}) scale(${k}) translate(${-(b.x + b.w / 2)} ${-(b.y + b.h / 2)})">${accessoryView(item.sil, pal(item.color), item.view ?? "front")}</g>`;
}

/** A tinted colour field behind the products, for campaign banners. */
const field = (c: Canvas, color: string, opacity: number) =>
  `<circle cx="${c.w * 0.68}" cy="${c.h * 0.46}" r="${c.h * 0.42}" fill="${color}" fill-opacity="${opacity}" filter="url(#blurSoft)"/>`;

function shelfWall(c: Canvas): string {
  const colors = [
    "black-volt",
    "white-blue",
    "navy-orange",
    "white-gum",
    "crimson-white",
    "sage-cream",
    "teal-coral",
    "black",
    "white-pink",
    "olive-black",
    "sky-white",
    "purple-gold",
  ];
  const sils: Silhouette[] = ["runner", "court", "trail", "runner", "hightop", "trainer"];
  let out = `<rect x="0" y="0" width="${c.w}" height="${c.h}" fill="#e9e8e4"/>`;
  const rows = 3;
  const cols = 4;
  let i = 0;
  for (let r = 0; r < rows; r++) {
    const y = 220 + r * 260;
    out += `<rect x="${c.w * 0.06}" y="${y + 10}" width="${c.w * 0.88}" height="14" fill="#c9b28f"/><rect x="${c.w * 0.06}" y="${y + 24}" width="${c.w * 0.88}" height="10" fill="#000" fill-opacity="0.08" filter="url(#blurTight)"/>`;
    for (let col = 0; col < cols; col++) {
      const cx = c.w * (0.17 + col * 0.22);
      out += placeShoe(sils[i % sils.length]!, pal(colors[i % colors.length]!), cx, y - 60, c.w * 0.17, {
        mirror: col % 2 === 1,
        shadow: 0.5,
      });
      i++;
    }
  }
  return out;
}

/** A content picture: its canvas, a tinted field behind the products, its scene and products. */
interface ContentImage {
  canvas: Canvas;
  tint: string | null;
  scene?: Scene;
  /** Where the ground starts, as a share of the height (scenes only). */
  horizon?: number;
  items: Item[];
}

/** Every content image key → canvas and items. */
export const CONTENT_IMAGES = {
  "hero-running": {
    canvas: WIDE,
    tint: "#d4f03a",
    items: [
      { kind: "shoe", sil: "racer", color: "black-volt", cx: 1180, cy: 470, width: 820, rotate: -10, lift: 80 },
      { kind: "shoe", sil: "runner", color: "white-blue", cx: 1520, cy: 690, width: 440, mirror: true },
    ],
  },
  "hero-training": {
    canvas: WIDE,
    tint: "#f0642a",
    items: [
      { kind: "wear", sil: "hoodie", color: "charcoal", cx: 1430, cy: 430, height: 640 },
      { kind: "shoe", sil: "trainer", color: "navy-orange", cx: 1130, cy: 720, width: 620 },
    ],
  },
  "hero-outdoor": {
    canvas: WIDE,
    tint: "#24402f",
    items: [
      { kind: "wear", sil: "jacket", color: "olive", cx: 1440, cy: 420, height: 640 },
      { kind: "shoe", sil: "trail", color: "forest-khaki", cx: 1120, cy: 720, width: 640, mirror: true },
    ],
  },
  // Art-directed slots (issue 13): each story its own picture instead of hero-running four times.
  // The landing hero: the racer in stride on a track — heel down, the other shoe toeing off.
  "windrunner-3": {
    canvas: WIDE,
    tint: null,
    scene: "track",
    items: [
      { kind: "shoe", sil: "racer", color: "black-volt", cx: 980, cy: 770, width: 680, rotate: -3 },
      { kind: "shoe", sil: "racer", color: "black-volt", cx: 1440, cy: 560, width: 640, rotate: -26, lift: 150 },
    ],
  },
  "windrunner-3-mobile": {
    canvas: PHONE,
    tint: null,
    scene: "track",
    horizon: 0.5,
    items: [
      { kind: "shoe", sil: "racer", color: "black-volt", cx: 330, cy: 640, width: 560, rotate: -3 },
      { kind: "shoe", sil: "racer", color: "black-volt", cx: 430, cy: 400, width: 500, rotate: -26, lift: 110 },
    ],
  },
  // The home hero on a phone: the same two shoes, stacked in the upper half (the text sits below).
  "hero-running-mobile": {
    canvas: PHONE,
    tint: "#d4f03a",
    items: [
      { kind: "shoe", sil: "racer", color: "black-volt", cx: 375, cy: 430, width: 640, rotate: -10, lift: 60 },
      { kind: "shoe", sil: "runner", color: "white-blue", cx: 440, cy: 690, width: 420, mirror: true },
    ],
  },
  // 城市路跑: a pair on a city road at the kerb, in the road's light.
  "campaign-road": {
    canvas: WIDE,
    tint: null,
    scene: "road",
    items: [
      { kind: "shoe", sil: "runner", color: "white-blue", cx: 700, cy: 790, width: 540 },
      { kind: "shoe", sil: "runner", color: "white-blue", cx: 1240, cy: 840, width: 540, mirror: true },
    ],
  },
  // 岚弹中底: a close crop of one racer, the midsole and plate across the frame.
  "editorial-lanfoam": {
    canvas: TALL,
    tint: "#d4f03a",
    items: [{ kind: "shoe", sil: "racer", color: "white-blue", cx: 520, cy: 420, width: 1900, rotate: -4 }],
  },
  // Kids on the school pitch: a small hightop and a runner on the turf.
  "editorial-kids": {
    canvas: WIDE,
    tint: null,
    scene: "turf",
    items: [
      { kind: "shoe", sil: "hightop", color: "yellow-black", cx: 760, cy: 800, width: 500 },
      { kind: "shoe", sil: "runner", color: "sky-white", cx: 1160, cy: 700, width: 440, mirror: true, rotate: 10, lift: 90 },
    ],
  },
  "campaign-new-arrivals": {
    canvas: WIDE,
    tint: "#8fc0e8",
    items: [
      { kind: "shoe", sil: "runner", color: "sky-white", cx: 1000, cy: 620, width: 520 },
      { kind: "shoe", sil: "runner", color: "white-pink", cx: 1330, cy: 430, width: 520, mirror: true, lift: 60, rotate: 8 },
      { kind: "shoe", sil: "runner", color: "teal-coral", cx: 1560, cy: 700, width: 420 },
    ],
  },
  "campaign-member": {
    canvas: WIDE,
    tint: "#c9a347",
    items: [
      { kind: "shoe", sil: "court", color: "cream-gum", cx: 1180, cy: 640, width: 640 },
      { kind: "acc", sil: "cap", color: "navy", cx: 1520, cy: 470, height: 200, view: "three-quarter" },
    ],
  },
  "category-men": {
    canvas: TALL,
    tint: "#1f2a44",
    items: [
      { kind: "wear", sil: "hoodie", color: "navy", cx: 375, cy: 400, height: 560 },
      { kind: "shoe", sil: "runner", color: "black-white-red", cx: 390, cy: 800, width: 560 },
    ],
  },
  "category-women": {
    canvas: TALL,
    tint: "#f2b5c4",
    items: [
      { kind: "wear", sil: "tee", color: "lilac", cx: 375, cy: 400, height: 540 },
      { kind: "shoe", sil: "runner", color: "white-pink", cx: 380, cy: 800, width: 560, mirror: true },
    ],
  },
  "category-kids": {
    canvas: TALL,
    tint: "#f2c230",
    items: [
      { kind: "acc", sil: "cap", color: "crimson", cx: 390, cy: 340, height: 160, view: "three-quarter" },
      { kind: "shoe", sil: "hightop", color: "yellow-black", cx: 360, cy: 640, width: 470 },
    ],
  },
  "category-running": {
    canvas: TALL,
    tint: "#d4f03a",
    items: [{ kind: "shoe", sil: "racer", color: "orange-black", cx: 375, cy: 520, width: 640, rotate: -12, lift: 60 }],
  },
  "category-training": {
    canvas: TALL,
    tint: "#2452c8",
    items: [{ kind: "shoe", sil: "trainer", color: "blue-white", cx: 375, cy: 540, width: 640 }],
  },
  "category-outdoor": {
    canvas: TALL,
    tint: "#5f6442",
    items: [{ kind: "shoe", sil: "hiker", color: "sand-brown", cx: 375, cy: 540, width: 640 }],
  },
  "category-basketball": {
    canvas: TALL,
    tint: "#c8232c",
    items: [{ kind: "shoe", sil: "hightop", color: "red-black", cx: 375, cy: 540, width: 620, mirror: true }],
  },
  "category-lifestyle": {
    canvas: TALL,
    tint: "#d8c6a6",
    items: [{ kind: "shoe", sil: "court", color: "white-gum", cx: 375, cy: 540, width: 640 }],
  },
  "category-apparel": {
    canvas: TALL,
    tint: "#a9b8a0",
    items: [{ kind: "wear", sil: "jacket", color: "sage-cream", cx: 375, cy: 500, height: 660 }],
  },
  "category-accessories": {
    canvas: TALL,
    tint: "#1d1e20",
    items: [{ kind: "acc", sil: "backpack", color: "black-white", cx: 375, cy: 470, height: 560 }],
  },
  "store-interior": { canvas: WIDE, tint: null, items: [] },
} satisfies Record<string, ContentImage>;

/**
 * Names the content documents use for pictures drawn by one of {@link CONTENT_IMAGES}: the CMS
 * names an image after where it sits (a home tile, a landing banner), the renderer after what
 * it shows. A test checks every image the committed documents reference is served.
 */
export const CONTENT_IMAGE_ALIASES: Readonly<Record<string, keyof typeof CONTENT_IMAGES>> = {
  "tile-men": "category-men",
  "tile-women": "category-women",
  "tile-kids": "category-kids",
  "tile-running": "category-running",
  "tile-training": "category-training",
  "tile-outdoor": "category-outdoor",
  "tile-basketball": "category-basketball",
  "category-men-mobile": "category-men",
  "category-women-mobile": "category-women",
  "category-sports": "hero-training",
  "men-running": "category-running",
  "men-training": "category-training",
  "men-jackets": "category-apparel",
  "men-accessories": "category-accessories",
  "women-running": "category-running",
  "women-yoga": "category-women",
  "women-leggings": "category-apparel",
  "women-bras": "category-women",
  "windrunner-3-upper": "category-running",
  "windrunner-3-plate": "category-running",
  "campaign-trail": "hero-outdoor",
  "campaign-marathon": "category-running",
  "campaign-store": "store-interior",
  "collection-new": "campaign-new-arrivals",
  "landing-spring": "campaign-new-arrivals",
  "landing-spring-mobile": "category-running",
  "plp-running-card": "category-running",
  "run-club": "hero-training",
  "uc-hero": "campaign-member",
  "uc-ad-points": "campaign-member",
  "uc-ad-birthday": "campaign-new-arrivals",
  "size-measure-foot": "category-lifestyle",
  "size-measure-body": "category-apparel",
};

/** Content keys drawn as a scannable QR code of a URL (the store finder in the mega-menu). */
export const CONTENT_QR_CODES: Readonly<Record<string, string>> = {
  "store-qrcode": "https://www.xunlan.example/stores",
};

/** A QR code of `value`, black modules on white with a quiet zone, as an SVG of pxWidth. */
function qrSvg(value: string, pxWidth: number): string {
  const { size, data } = encode(value, { border: 2, ecc: "M" });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((on, x) => {
      if (on) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pxWidth}" height="${pxWidth}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#111"/></svg>`;
}

/** Full SVG for a content key (store-{code} keys share the interior), or undefined. */
export function contentSvg(requested: string, pxWidth: number): string | undefined {
  const qr = CONTENT_QR_CODES[requested];
  if (qr) return qrSvg(qr, pxWidth);
  const key = CONTENT_IMAGE_ALIASES[requested] ?? requested;
  const isStore = key.startsWith("store-");
  const def = (CONTENT_IMAGES as Record<string, ContentImage>)[isStore ? "store-interior" : key];
  if (!def) return undefined;
  const body = isStore
    ? shelfWall(def.canvas)
    : sceneSvg(def.canvas, def.scene ?? "studio", def.horizon) +
      (def.tint ? field(def.canvas, def.tint, 0.16) : "") +
      def.items.map(draw).join("");
  return svgDoc(def.canvas, pxWidth, body);
}
