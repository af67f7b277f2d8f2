/**
 * Frames a product drawing for one camera angle on the shared studio backdrop.
 */
import { anglesFor } from "../catalogue";
import type { Silhouette } from "../types";
import { accessoryBounds, accessoryView } from "./accessories";
import { apparelBounds, apparelView } from "./apparel";
import { SHOE_GROUND, shoeHeel, shoeSide, shoeSideBounds, shoeTop } from "./shoe";
import { backdrop, type Canvas, floorShadow, type Palette, sharedDefs } from "./svg";

const SHOES: ReadonlySet<Silhouette> = new Set(["runner", "racer", "trainer", "hightop", "trail", "hiker", "court", "slide"]);
const ACCESSORIES: ReadonlySet<Silhouette> = new Set(["cap", "socks", "backpack", "duffel", "waistpack"]);

/** The angle name for an image index: 0 is the tight colour-selector crop, n ≥ 1 the n-th shot. */
export function angleForIndex(sil: Silhouette, index: number): string | undefined {
  if (index === 0) return "selector";
  return anglesFor(sil)[index - 1];
}

/** Full SVG document for a product shot. */
export function productSvg(sil: Silhouette, p: Palette, angle: string, c: Canvas, pxWidth: number): string {
  const body = SHOES.has(sil)
    ? shoeShot(sil, p, angle, c)
    : ACCESSORIES.has(sil)
      ? accessoryShot(sil, p, angle, c)
      : apparelShot(sil, p, angle, c);
  return svgDoc(c, pxWidth, body);
}

/** Wraps a body in the SVG root with the shared defs and backdrop. */
export function svgDoc(c: Canvas, pxWidth: number, body: string): string {
  const pxHeight = Math.round((pxWidth * c.h) / c.w);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pxWidth}" height="${pxHeight}" viewBox="0 0 ${c.w} ${c.h}"><defs>${sharedDefs(c)}</defs>${backdrop(c)}${body}</svg>`;
}

/** Places a side-view shoe so its bounds fill `fill` of the width, centred at (cx, cy). */
export function placeShoe(
  sil: Silhouette,
  p: Palette,
  cx: number,
  cy: number,
  width: number,
  opts: { mirror?: boolean; rotate?: number; lift?: number; shadow?: number } = {},
): string {
  const b = shoeSideBounds(sil);
  const k = width / b.w;
  const groundY = cy + (SHOE_GROUND - (b.y + b.h / 2)) * k;
  const sx = opts.mirror ? -k : k;
  const lift = opts.lift ?? 0;
  const tx = cx - (b.w / 2) * sx;
  const ty = groundY - SHOE_GROUND * k - lift;
  const rot = opts.rotate ? `rotate(${opts.rotate} ${cx} ${groundY - lift})` : "";
  return `${floorShadow(cx, groundY, (b.w / 2) * k * 0.95, 9 * (k / 1), opts.shadow ?? (lift ? 0.55 : 1))}
    <g transform="${rot} translate(${tx} ${ty}) scale(${sx} ${k})">${shoeSide(sil, p)}</g>`;
}

function shoeShot(sil: Silhouette, p: Palette, angle: string, c: Canvas): string {
  const cx = c.w / 2;
  const cy = c.h / 2;
  switch (angle) {
    case "selector":
      return placeShoe(sil, p, cx, cy + 10, 900);
    case "side":
      return placeShoe(sil, p, cx, cy, 780);
    case "three-quarter":
      return placeShoe(sil, p, cx, cy - 10, 760, { mirror: true, rotate: 9, lift: 70 });
    case "top": {
      const k = 0.95;
      const tx = cx - 415 * k;
      const ty = cy - 175 * k;
      return `<g transform="translate(${tx + 18} ${ty + 22}) scale(${k})" filter="url(#blurSoft)" opacity="0.22"><path d="M28 176 C28 110 82 84 170 82 C320 80 440 58 580 56 C712 54 802 98 802 174 C802 256 716 294 580 292 C440 290 320 274 170 272 C82 270 28 244 28 176 Z"/></g>
        <g transform="translate(${tx} ${ty}) scale(${k})">${shoeTop(sil, p)}</g>`;
    }
    case "heel": {
      const k = 1.45;
      const groundY = cy + 220;
      return `${floorShadow(cx, groundY, 160 * k * 0.85, 10)}<g transform="translate(${cx - 400 * k} ${groundY - SHOE_GROUND * k}) scale(${k})">${shoeHeel(sil, p)}</g>`;
    }
    case "detail": {
      // Macro crop of the heel: midsole, wordmark, counter and mark.
      const k = 2.4;
      const fx = 190;
      const fy = SHOE_GROUND - 90;
      return `<g transform="translate(${cx - fx * k} ${cy - fy * k}) scale(${k})">${floorShadow(400, SHOE_GROUND, 380, 8)}${shoeSide(sil, p)}</g>`;
    }
    case "pair":
      return `${placeShoe(sil, p, cx + 70, cy - 70, 640, { mirror: true, shadow: 0.6 })}${placeShoe(sil, p, cx - 40, cy + 90, 700)}`;
    default:
      return placeShoe(sil, p, cx, cy, 780);
  }
}

function apparelShot(sil: Silhouette, p: Palette, angle: string, c: Canvas): string {
  const b = apparelBounds(sil);
  const cx = c.w / 2;
  const cy = c.h / 2;
  const view = angle === "back" ? "back" : "front";
  const fit = (frac: number) => Math.min((c.w * frac) / b.w, (c.h * 0.8 * (frac / 0.78)) / b.h);
  const place = (k: number, extra = "", fy = b.y + b.h / 2, fx = b.x + b.w / 2) =>
    `<g transform="translate(${cx} ${cy}) ${extra} scale(${k}) translate(${-fx} ${-fy})">${apparelView(sil, p, view)}</g>`;
  const shadow = (k: number) =>
    `<g transform="translate(${cx + 16} ${cy + 22}) scale(${k}) translate(${-(b.x + b.w / 2)} ${-(b.y + b.h / 2)})" filter="url(#blurSoft)" opacity="0.2"><path d="${apparelSilhouettePath(sil)}"/></g>`;
  switch (angle) {
    case "selector":
      return shadow(fit(0.9)) + place(fit(0.9));
    case "front":
    case "back":
      return shadow(fit(0.74)) + place(fit(0.74));
    case "hanging": {
      const k = fit(0.62);
      const topY = cy - (b.h / 2) * k;
      return `<path d="M${cx} ${topY - 96} C${cx} ${topY - 130} ${cx + 34} ${topY - 132} ${cx + 34} ${topY - 104}" fill="none" stroke="#8d8f93" stroke-width="6" stroke-linecap="round"/>
        <path d="M${cx} ${topY - 96} L${cx} ${topY - 66}" stroke="#8d8f93" stroke-width="6"/>
        ${shadow(k)}
        <path d="M${cx - 250 * k} ${topY + 44 * k} L${cx} ${topY - 66} L${cx + 250 * k} ${topY + 44 * k}" fill="none" stroke="#c9b28f" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
        ${place(k, "rotate(-2)", b.y + b.h / 2, b.x + b.w / 2)}`;
    }
    case "detail": {
      const d = apparelDetailFocus(sil);
      return place(2.6, "", d.y, d.x);
    }
    case "three-quarter":
      return shadow(fit(0.7)) + place(fit(0.7), "rotate(-7) skewY(3)");
    default:
      return place(fit(0.74));
  }
}

function accessoryShot(sil: Silhouette, p: Palette, angle: string, c: Canvas): string {
  const b = accessoryBounds(sil);
  const cx = c.w / 2;
  const cy = c.h / 2;
  const k0 = Math.min((c.w * 0.72) / b.w, (c.h * 0.62) / b.h);
  const groundY = (k: number) => cy + (b.h / 2) * k;
  const place = (k: number, view: string, extra = "", fx = b.x + b.w / 2, fy = b.y + b.h / 2) =>
    `<g transform="translate(${cx} ${cy}) ${extra} scale(${k}) translate(${-fx} ${-fy})">${accessoryView(sil, p, view)}</g>`;
  switch (angle) {
    case "selector":
      return floorShadow(cx, groundY(k0 * 1.2), (b.w / 2) * k0 * 1.1, 10) + place(k0 * 1.2, "side");
    case "detail": {
      const fx = b.x + b.w * 0.5;
      const fy = b.y + b.h * 0.45;
      return place(k0 * 2.4, sil === "socks" ? "pair" : "front", "", fx, fy);
    }
    default:
      return floorShadow(cx, groundY(k0), (b.w / 2) * k0 * 0.95, 10) + place(k0, angle);
  }
}

// Re-exported helpers the apparel module provides for shadows and detail crops.
import { apparelDetailFocus, apparelSilhouettePath } from "./apparel";
