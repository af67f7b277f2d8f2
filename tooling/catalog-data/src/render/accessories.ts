/**
 * Accessory drawings: caps, socks and bags. Local units about 0–700 × 0–640.
 */
import type { Silhouette } from "../types";
import { brandMark, type Palette, shade, solid, tint, wordmark } from "./svg";

/** Bounds in local units. */
export function accessoryBounds(sil: Silhouette): { x: number; y: number; w: number; h: number } {
  switch (sil) {
    case "cap":
      return { x: 80, y: 40, w: 630, h: 400 };
    case "socks":
      return { x: 150, y: 30, w: 480, h: 540 };
    case "backpack":
      return { x: 110, y: -30, w: 380, h: 660 };
    case "duffel":
      return { x: 70, y: 50, w: 560, h: 420 };
    default:
      return { x: 0, y: 150, w: 600, h: 230 };
  }
}

function cap(p: Palette, view: string): string {
  if (view === "three-quarter" || view === "front") {
    return `<g>
      ${solid("M140 300 C120 120 230 40 380 40 C530 40 640 120 620 300 C540 276 220 276 140 300 Z", p.primary, ["volH", "volV"])}
      <path d="M380 42 C350 110 340 200 344 282 M380 42 C420 110 450 200 466 282" fill="none" stroke="${p.line}" stroke-width="3"/>
      <circle cx="380" cy="44" r="11" fill="${p.secondary}"/>
      ${brandMark("translate(300 226) scale(0.36)", p.onPrimary)}
      ${wordmark(324, 238, 0.95, p.onPrimary)}
      <path d="M150 300 C230 282 530 282 610 300 C680 330 700 390 640 414 C540 440 220 440 120 414 C60 390 80 330 150 300 Z" fill="${shade(p.secondary, 0.35)}"/>
      ${solid("M150 296 C230 276 530 276 610 296 C676 322 690 376 636 400 C540 424 220 424 124 400 C70 376 84 322 150 296 Z", p.secondary, ["volV"])}
      <path d="M160 306 C240 290 520 290 600 306 C660 330 668 372 626 388 C530 408 230 408 134 388 C92 372 100 330 160 306 Z" fill="none" stroke="${shade(p.secondary, 0.25)}" stroke-width="3" stroke-dasharray="7 6"/>
    </g>`;
  }
  if (view === "back") {
    return `<g transform="translate(0 110)">
      ${solid("M130 300 C120 130 230 60 380 60 C530 60 640 130 630 300 Z", p.primary, ["volH", "volV"])}
      <path d="M300 300 C300 240 460 240 460 300 Z" fill="${p.lining}"/>
      <rect x="290" y="282" width="180" height="22" rx="6" fill="${shade(p.primary, 0.2)}"/>
      <rect x="396" y="276" width="34" height="34" rx="5" fill="none" stroke="#b8b9bb" stroke-width="6"/>
      ${wordmark(330, 200, 1.25, p.onPrimary, 0.9)}
    </g>`;
  }
  return `<g transform="translate(0 110)">
    ${solid("M100 300 C96 150 200 62 330 60 C460 58 540 150 540 300 Z", p.primary, ["volH", "volV"])}
    <path d="M330 62 C300 120 290 200 300 300 M330 62 C400 110 440 200 450 300" fill="none" stroke="${p.line}" stroke-width="3"/>
    <circle cx="330" cy="64" r="10" fill="${p.secondary}"/>
    <circle cx="220" cy="140" r="6" fill="${p.line}"/><circle cx="420" cy="130" r="6" fill="${p.line}"/>
    ${brandMark("translate(440 240) scale(0.22)", p.onPrimary)}
    ${solid("M500 288 C600 288 680 304 708 334 C670 350 560 336 492 318 Z", p.secondary, ["volV"])}
    <path d="M100 300 L540 300" stroke="${shade(p.primary, 0.25)}" stroke-width="6"/>
  </g>`;
}

const SOCK = "M200 40 L340 40 L340 360 C340 408 372 430 430 440 L540 458 C592 468 596 552 536 558 L370 560 C262 560 200 500 200 410 Z";

function sock(p: Palette, body: string, transform: string): string {
  return `<g transform="${transform}">
    ${solid(SOCK, body, ["volH", "volV"])}
    <path d="${SOCK}" fill="url(#knit)"/>
    <path d="M200 40 L340 40 L340 100 L200 100 Z" fill="${shade(body, 0.08)}"/>
    <path d="M210 50 V96 M230 50 V96 M250 50 V96 M270 50 V96 M290 50 V96 M310 50 V96 M330 50 V96" stroke="#000" stroke-opacity="0.07" stroke-width="4"/>
    <path d="M200 410 C200 500 262 560 330 560 L320 470 C280 470 240 450 230 400 Z" fill="${p.secondary}"/>
    <path d="M500 452 C560 462 600 548 536 558 L480 560 C500 520 500 480 500 452 Z" fill="${p.secondary}"/>
    ${wordmark(226, 150, 1.1, p.accent, 0.95, 90)}
  </g>`;
}

function socks(p: Palette, view: string): string {
  if (view === "pack") {
    const bodies = [p.primary, tint(p.secondary, 0.1), "#f2f2ef"];
    return `<g>${bodies.map((b, i) => sock(p, b, `rotate(${(i - 1) * 10} 380 420) translate(${(i - 1) * 70} ${i === 1 ? -10 : 0})`)).join("")}</g>`;
  }
  if (view === "side") return sock(p, p.primary, "translate(20 0)");
  return `<g>${sock(p, shade(p.primary, 0.06), "translate(70 -14)")}${sock(p, p.primary, "translate(-10 10)")}</g>`;
}

function backpack(p: Palette, view: string): string {
  const body = "M160 80 C160 30 210 10 300 10 C390 10 440 30 440 80 L452 560 C452 604 420 624 380 624 L220 624 C180 624 148 604 148 560 Z";
  const handle = `<path d="M260 14 C260 -30 340 -30 340 14" fill="none" stroke="${shade(p.primary, 0.3)}" stroke-width="12" stroke-linecap="round"/>`;
  if (view === "back") {
    return `<g transform="translate(0 110)">${handle}${solid(body, p.primary, ["volH", "volV"])}
      ${solid("M190 90 L410 90 L418 470 L182 470 Z", shade(p.primary, 0.12), ["volV"])}
      ${solid("M200 60 C190 200 180 420 170 560 L214 566 C230 420 240 200 244 70 Z", p.secondary, ["volH"])}
      ${solid("M400 60 C410 200 420 420 430 560 L386 566 C370 420 360 200 356 70 Z", p.secondary, ["volH"])}
      <rect x="282" y="500" width="36" height="46" rx="6" fill="${p.accent}"/></g>`;
  }
  const side =
    view === "three-quarter"
      ? solid("M440 80 C470 90 486 120 488 160 L496 560 C496 600 470 618 452 620 L452 560 Z", shade(p.primary, 0.2), ["volV"])
      : "";
  return `<g>${handle}${side}${solid(body, p.primary, ["volH", "volV"])}
    <path d="M170 70 C200 40 400 40 430 70" fill="none" stroke="${shade(p.primary, 0.4)}" stroke-width="5"/>
    ${solid("M186 320 L414 320 L420 552 C420 576 404 590 380 590 L220 590 C196 590 180 576 180 552 Z", p.secondary, ["volV"])}
    <path d="M186 334 L414 334" stroke="${shade(p.secondary, 0.45)}" stroke-width="5"/>
    <rect x="392" y="326" width="14" height="30" rx="3" fill="${p.accent}"/>
    <rect x="236" y="420" width="128" height="56" rx="8" fill="${shade(p.secondary, 0.1)}"/>
    ${brandMark("translate(262 458) scale(0.15)", p.accent)}
    ${wordmark(268, 440, 0.9, p.onPrimary === p.accent ? "#f4f4f1" : p.onPrimary, 0.95)}
    <ellipse cx="230" cy="160" rx="40" ry="120" fill="#fff" fill-opacity="0.1" filter="url(#blurMid)"/>
  </g>`;
}

function duffel(p: Palette, view: string): string {
  const body =
    "M80 210 C80 150 120 130 180 130 L520 130 C580 130 620 150 620 210 L620 400 C620 440 590 460 540 460 L160 460 C110 460 80 440 80 400 Z";
  return `<g>
    <path d="M250 132 C250 50 450 50 450 132" fill="none" stroke="${shade(p.primary, 0.3)}" stroke-width="16" stroke-linecap="round"/>
    ${solid(body, p.primary, ["volV", "volH"])}
    ${solid("M80 210 C80 150 120 130 180 130 L190 130 L190 460 L160 460 C110 460 80 440 80 400 Z", p.secondary, ["volV"])}
    ${solid("M620 210 C620 150 580 130 520 130 L510 130 L510 460 L540 460 C590 460 620 440 620 400 Z", p.secondary, ["volV"])}
    <path d="M190 150 L510 150" stroke="${shade(p.primary, 0.45)}" stroke-width="5"/>
    ${view === "back" ? "" : `${brandMark("translate(280 330) scale(0.3)", p.onPrimary)}${wordmark(290, 350, 1.5, p.onPrimary)}`}
  </g>`;
}

function waistpack(p: Palette, view: string): string {
  return `<g>
    ${solid("M0 250 C150 236 450 236 600 250 L600 290 C450 276 150 276 0 290 Z", shade(p.secondary, 0.2), ["volV"])}
    <rect x="540" y="246" width="40" height="48" rx="6" fill="#2c2d30"/>
    ${solid("M170 220 C190 160 410 160 430 220 L440 330 C430 380 170 380 160 330 Z", p.primary, ["volV", "volH"])}
    <path d="M176 214 C220 190 380 190 424 214" fill="none" stroke="${shade(p.primary, 0.4)}" stroke-width="5"/>
    <rect x="404" y="206" width="12" height="28" rx="3" fill="${p.accent}"/>
    ${view === "back" ? "" : `${brandMark("translate(262 320) scale(0.2)", p.onPrimary)}${wordmark(262, 334, 1.0, p.onPrimary)}`}
  </g>`;
}

/** One accessory view in local units. */
export function accessoryView(sil: Silhouette, p: Palette, view: string): string {
  switch (sil) {
    case "cap":
      return cap(p, view);
    case "socks":
      return socks(p, view);
    case "backpack":
      return backpack(p, view);
    case "duffel":
      return duffel(p, view === "three-quarter" ? "front" : view);
    default:
      return waistpack(p, view);
  }
}
