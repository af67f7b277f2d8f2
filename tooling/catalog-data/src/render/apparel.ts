/**
 * Garment drawings, ghost-mannequin style, front and back. Local units: centred on x = 300,
 * roughly 0–600 wide and 0–700 tall.
 */
import type { Silhouette } from "../types";
import { brandMark, type Palette, shade, solid, tint, wordmark } from "./svg";

const TEE =
  "M240 40 C262 78 338 78 360 40 L470 66 C500 78 530 110 560 196 L500 238 L452 178 C456 330 458 500 456 640 C360 652 240 652 144 640 C142 500 144 330 148 178 L100 238 L40 196 C70 110 100 78 130 66 Z";
const LONG =
  "M240 40 C262 78 338 78 360 40 L470 66 C520 90 548 150 566 260 L592 520 L538 534 L500 300 L454 196 C458 340 460 500 458 640 C360 652 240 652 142 640 C140 500 142 340 146 196 L100 300 L62 534 L8 520 L34 260 C52 150 80 90 130 66 Z";
const TANK =
  "M232 34 C250 120 350 120 368 34 L404 34 C404 120 424 170 454 204 C458 360 460 500 458 640 C360 652 240 652 142 640 C140 500 142 360 146 204 C176 170 196 120 196 34 Z";
const VEST =
  "M236 40 C262 64 338 64 364 40 L452 64 C446 120 446 160 464 204 C466 360 466 500 464 650 C360 662 240 662 136 650 C134 500 134 360 136 204 C154 160 154 120 148 64 Z";
const SHORTS = "M116 40 L484 40 L512 336 L330 352 L300 190 L270 352 L88 336 Z";
const PANTS = "M126 30 L474 30 L484 210 L440 690 L330 690 L300 220 L270 690 L160 690 L116 210 Z";

function outline(sil: Silhouette): string {
  switch (sil) {
    case "tee":
      return TEE;
    case "tank":
      return TANK;
    case "vest":
      return VEST;
    case "shorts":
      return SHORTS;
    case "pants":
      return PANTS;
    default:
      return LONG;
  }
}

/** The garment's outer outline (used for its cast shadow). */
export function apparelSilhouettePath(sil: Silhouette): string {
  return outline(sil);
}

/** Bounds in local units. */
export function apparelBounds(sil: Silhouette): { x: number; y: number; w: number; h: number } {
  switch (sil) {
    case "tee":
      return { x: 40, y: 30, w: 520, h: 625 };
    case "tank":
    case "vest":
      return { x: 130, y: 30, w: 340, h: 635 };
    case "shorts":
      return { x: 88, y: 40, w: 424, h: 312 };
    case "pants":
      return { x: 116, y: 30, w: 368, h: 660 };
    case "hoodie":
      return { x: 8, y: -40, w: 584, h: 695 };
    default:
      return { x: 8, y: 30, w: 584, h: 625 };
  }
}

/** Where the detail (macro) shot centres: the chest or thigh logo. */
export function apparelDetailFocus(sil: Silhouette): { x: number; y: number } {
  if (sil === "shorts") return { x: 390, y: 190 };
  if (sil === "pants") return { x: 380, y: 170 };
  return { x: 360, y: 180 };
}

/**
 * Soft fold shadows and highlights, blurred as one group: a blur filter costs about the same
 * whatever it covers (the rasteriser works on a canvas-sized layer), and six filtered strokes
 * cost six (a 1080-px garment: ~60 ms of ~300); one group looks the same.
 */
const folds = (sil: Silhouette): string => {
  const lower = sil === "shorts" || sil === "pants";
  const lines = lower
    ? ["M200 120 C210 220 200 300 190 330", "M400 120 C392 240 404 300 412 330", "M300 60 C302 100 300 140 300 170"]
    : [
        "M170 260 C200 360 190 480 200 620",
        "M430 250 C400 360 416 500 404 620",
        "M230 120 C270 150 330 150 370 120",
        "M250 560 C290 590 330 590 360 560",
      ];
  const shadows = lines.map((d) => `<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.10" stroke-width="10"/>`).join("");
  const lights = lines
    .slice(0, 2)
    .map((d) => `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.10" stroke-width="8" transform="translate(-12 0)"/>`)
    .join("");
  return `<g filter="url(#blurMid)">${shadows}${lights}</g>`;
};

/** One garment, front or back view, in local units. */
export function apparelView(sil: Silhouette, p: Palette, view: "front" | "back"): string {
  const o = outline(sil);
  const back = view === "back";
  const rib = shade(p.primary, 0.1);
  const parts: string[] = [];

  if (sil === "hoodie" && !back) {
    parts.push(solid("M196 70 C188 -6 246 -42 300 -42 C354 -42 412 -6 404 70 Z", shade(p.primary, 0.04), ["volV"]));
    parts.push(`<path d="M232 50 C244 -4 356 -4 368 50 C340 86 260 86 232 50 Z" fill="${p.lining}"/>`);
  }
  parts.push(solid(o, p.primary, ["volH", "volV"]));
  parts.push(`<path d="${o}" fill="url(#knit)"/>`);
  parts.push(folds(sil));

  const top = sil !== "shorts" && sil !== "pants";
  if (top) {
    // Neckline rib (front dips, back sits high).
    if (sil !== "hoodie" && sil !== "jacket" && sil !== "vest")
      parts.push(
        back
          ? `<path d="M240 40 C262 56 338 56 360 40" fill="none" stroke="${rib}" stroke-width="12"/>`
          : `<path d="M240 40 C262 78 338 78 360 40" fill="none" stroke="${p.secondary === p.primary ? rib : p.secondary}" stroke-width="12"/>`,
      );
    if (sil === "jacket" || sil === "vest") {
      // Colour-blocked yoke, stand collar and zip.
      parts.push(solid("M150 64 L450 64 L456 200 C400 214 200 214 144 200 Z", p.secondary, ["volV"]));
      parts.push(solid("M232 14 C250 4 350 4 368 14 L364 54 C340 64 260 64 236 54 Z", shade(p.secondary, 0.1), ["volV"]));
      if (!back) {
        parts.push(`<path d="M300 30 L300 652" stroke="${shade(p.primary, 0.45)}" stroke-width="6"/>`);
        parts.push(`<rect x="292" y="56" width="16" height="34" rx="4" fill="${p.accent}"/>`);
        parts.push(
          `<path d="M200 440 L240 520 M400 440 L360 520" stroke="${shade(p.primary, 0.35)}" stroke-width="5" stroke-linecap="round"/>`,
        );
      }
    }
    if (sil === "hoodie") {
      if (back)
        parts.push(
          solid("M206 36 C196 170 250 236 300 240 C350 236 404 170 394 36 C360 52 240 52 206 36 Z", shade(p.primary, 0.05), ["volV"]),
        );
      else {
        parts.push(solid("M196 440 L404 440 L436 566 L164 566 Z", shade(p.primary, 0.05), ["volV"]));
        parts.push(`<path d="M196 440 L164 566 M404 440 L436 566" stroke="${shade(p.primary, 0.22)}" stroke-width="4"/>`);
        parts.push(
          `<path d="M278 70 C280 120 272 160 276 196 M322 70 C320 120 328 160 324 196" fill="none" stroke="${p.lace}" stroke-width="7" stroke-linecap="round"/>`,
        );
        parts.push(
          `<rect x="270" y="192" width="12" height="22" rx="3" fill="${p.accent}"/><rect x="318" y="192" width="12" height="22" rx="3" fill="${p.accent}"/>`,
        );
      }
      parts.push(`<path d="M144 606 L456 606 L458 640 C360 652 240 652 142 640 Z" fill="${rib}"/>`);
    }
    if (sil === "hoodie" || sil === "longsleeve" || sil === "jacket") {
      parts.push(`<path d="M62 534 L8 520 L14 488 L66 500 Z M538 534 L592 520 L586 488 L534 500 Z" fill="${rib}"/>`);
    }
    if (sil === "tee") parts.push(`<path d="M100 238 L40 196 L48 180 L108 222 Z M500 238 L560 196 L552 180 L492 222 Z" fill="${rib}"/>`);
    if (!back) {
      parts.push(brandMark("translate(338 200) scale(0.17)", p.onPrimary));
      parts.push(wordmark(340, 212, 0.56, p.onPrimary, 0.95));
    } else {
      parts.push(wordmark(222, 150, 2, p.onPrimary, 0.9));
      parts.push(
        `<path d="M240 ${sil === "hoodie" ? 250 : 180} L360 ${sil === "hoodie" ? 250 : 180}" stroke="${p.onPrimary}" stroke-opacity="0.5" stroke-width="3"/>`,
      );
    }
  } else {
    // Waistband with drawcord, side stripe, thigh logo.
    parts.push(solid(sil === "shorts" ? "M116 40 L484 40 L487 86 L113 86 Z" : "M126 30 L474 30 L477 80 L123 80 Z", rib, ["volV"]));
    if (!back)
      parts.push(
        `<path d="M292 80 C288 120 282 140 276 160 M308 80 C312 120 318 140 324 160" fill="none" stroke="${p.lace}" stroke-width="6" stroke-linecap="round"/>`,
      );
    const stripe =
      sil === "shorts"
        ? "M474 90 L500 336 L488 337 L462 90 Z M126 90 L100 336 L112 337 L138 90 Z"
        : "M466 86 L476 210 L432 690 L420 690 L464 210 L454 86 Z M134 86 L124 210 L168 690 L180 690 L136 210 L146 86 Z";
    parts.push(`<path d="${stripe}" fill="${p.secondary === p.primary ? tint(p.primary, 0.2) : p.secondary}"/>`);
    if (sil === "pants")
      parts.push(`<path d="M160 650 L270 650 L270 690 L160 690 Z M330 650 L440 650 L440 690 L330 690 Z" fill="${rib}"/>`);
    if (!back) {
      parts.push(brandMark(`translate(${sil === "shorts" ? 374 : 364} ${sil === "shorts" ? 262 : 220}) scale(0.2)`, p.onPrimary));
      parts.push(wordmark(sil === "shorts" ? 376 : 366, sil === "shorts" ? 276 : 234, 0.6, p.onPrimary, 0.95));
    } else
      parts.push(
        `<rect x="340" y="120" width="90" height="80" rx="6" fill="${shade(p.primary, 0.06)}" stroke="${shade(p.primary, 0.2)}" stroke-width="3" stroke-dasharray="6 5"/>`,
      );
  }
  // Key-light sheen on the upper left.
  parts.push(`<ellipse cx="200" cy="${top ? 150 : 120}" rx="90" ry="160" fill="#fff" fill-opacity="0.08" filter="url(#blurSoft)"/>`);
  return `<g>${parts.join("")}</g>`;
}
