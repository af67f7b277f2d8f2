/**
 * Footwear drawings. The side profile is parametric (stack heights, toe spring, collar height)
 * so one drawing serves runners, racers, trainers, court shoes, high-tops, trail and hiking
 * shoes. Local coordinates: toe to the right, x 0–800, ground at y = 340.
 */
import type { Silhouette } from "../types";
import { bezier, brandMark, type Palette, r1, shade, solid, tint, wordmark } from "./svg";

/** Ground line of the side drawing, in local units. */
export const SHOE_GROUND = 340;

interface ShoeShape {
  heelStack: number;
  foreStack: number;
  toeSpring: number;
  heelTop: number; // height of the heel collar above ground
  tongueTop: number;
  lugs: boolean;
  cup: boolean; // court cupsole with stitching
  mid: boolean; // mid/high collar with strap or D-rings
}

const SHAPES: Partial<Record<Silhouette, ShoeShape>> = {
  runner: { heelStack: 92, foreStack: 58, toeSpring: 34, heelTop: 246, tongueTop: 268, lugs: false, cup: false, mid: false },
  racer: { heelStack: 112, foreStack: 76, toeSpring: 46, heelTop: 246, tongueTop: 262, lugs: false, cup: false, mid: false },
  trainer: { heelStack: 62, foreStack: 46, toeSpring: 16, heelTop: 232, tongueTop: 262, lugs: false, cup: false, mid: false },
  court: { heelStack: 50, foreStack: 44, toeSpring: 10, heelTop: 222, tongueTop: 256, lugs: false, cup: true, mid: false },
  hightop: { heelStack: 60, foreStack: 48, toeSpring: 14, heelTop: 348, tongueTop: 370, lugs: false, cup: true, mid: true },
  trail: { heelStack: 84, foreStack: 56, toeSpring: 28, heelTop: 248, tongueTop: 270, lugs: true, cup: false, mid: false },
  hiker: { heelStack: 74, foreStack: 54, toeSpring: 24, heelTop: 318, tongueTop: 346, lugs: true, cup: false, mid: true },
};

/** Side profile of a shoe (or slide) in local units; toe to the right. */
export function shoeSide(sil: Silhouette, p: Palette): string {
  if (sil === "slide") return slideSide(p);
  const s = SHAPES[sil] ?? SHAPES.runner!;
  const G = SHOE_GROUND;
  const yH = G - s.heelStack;
  const yF = G - s.foreStack;
  const yT = G - s.foreStack - s.toeSpring * 0.55;
  const heelTop = G - s.heelTop;
  const tongueTop = G - s.tongueTop;
  const collarLow = heelTop + (s.mid ? 20 : 34);
  const ts = s.toeSpring;

  const midsole = `M14 ${yH + 4} C8 ${yH + 34} 16 ${G - 8} 58 ${G} L600 ${G} C690 ${G} 752 ${G - ts * 0.55} 790 ${G - ts}
    C803 ${G - ts - 9} 799 ${yT - 3} 780 ${yT} C700 ${yF - 5} 640 ${yF} 560 ${yF}
    C420 ${yF + 2} 262 ${(yF + yH) / 2 + 6} 140 ${yH + 8} C90 ${yH + 4} 40 ${yH} 14 ${yH + 4} Z`;
  const instep: [[number, number], [number, number], [number, number], [number, number]] = [
    [334, tongueTop + 6],
    [430, tongueTop + 40],
    [530, yF - 112],
    [612, yF - 90],
  ];
  const upper = `M22 ${yH + 12} C2 ${yH - 40} 6 ${heelTop + 52} 34 ${heelTop + 12}
    C48 ${heelTop - 3} 74 ${heelTop - 6} 98 ${heelTop} C142 ${heelTop + 12} 184 ${collarLow} 232 ${collarLow}
    C258 ${collarLow} 278 ${collarLow - 14} 292 ${tongueTop + 18} C298 ${tongueTop + 2} 318 ${tongueTop - 6} 334 ${tongueTop + 6}
    C430 ${tongueTop + 40} 530 ${yF - 112} 612 ${yF - 90} C690 ${yF - 80} 760 ${yF - 70} 784 ${yF - 40}
    C800 ${yF - 18} 800 ${yT + 8} 780 ${yT + 14} L560 ${yF + 14} C400 ${yF + 16} 250 ${(yF + yH) / 2 + 18} 140 ${yH + 18} L22 ${yH + 16} Z`;
  const heelCounter = `M22 ${yH + 12} C6 ${yH - 30} 4 ${heelTop + 80} 16 ${heelTop + 56}
    C60 ${heelTop + 70} 110 ${heelTop + 110} 128 ${yH - 20} C140 ${yH} 150 ${yH + 10} 170 ${yH + 16} Z`;
  const toeCap = `M646 ${yF - 84} C712 ${yF - 78} 762 ${yF - 68} 784 ${yF - 40} C800 ${yF - 18} 800 ${yT + 8} 780 ${yT + 14}
    L660 ${yF + 14} C640 ${yF - 10} 630 ${yF - 50} 646 ${yF - 84} Z`;
  const eyestay = `M322 ${tongueTop + 10} C430 ${tongueTop + 44} 530 ${yF - 108} 614 ${yF - 86}
    L606 ${yF - 60} C520 ${yF - 80} 420 ${tongueTop + 76} 300 ${tongueTop + 44} Z`;
  const collarPad = `M98 ${heelTop} C142 ${heelTop + 12} 184 ${collarLow} 232 ${collarLow} C258 ${collarLow} 278 ${collarLow - 14} 292 ${tongueTop + 18}
    L286 ${tongueTop + 30} C270 ${collarLow - 2} 250 ${collarLow + 10} 228 ${collarLow + 10} C180 ${collarLow + 10} 140 ${heelTop + 24} 100 ${heelTop + 12} Z`;

  // Laces and eyelets along the instep curve.
  let laces = "";
  let eyelets = "";
  const n = s.mid ? 7 : 6;
  for (let i = 0; i < n; i++) {
    const t = 0.06 + (i / (n - 1)) * 0.8;
    const [x, y] = bezier(...instep, t);
    const ang = 62 - t * 20;
    laces += `<g transform="translate(${r1(x)} ${r1(y - 2)}) rotate(${r1(ang)})"><rect x="-5" y="-17" width="10" height="30" rx="5" fill="${shade(p.lace, 0.25)}"/><rect x="-4" y="-17" width="8" height="28" rx="4" fill="${p.lace}"/></g>`;
    eyelets += `<circle cx="${r1(x + 6)}" cy="${r1(y + 14)}" r="4.2" fill="${shade(p.secondary, 0.35)}"/>`;
  }

  // Lugs or cupsole stitching along the bottom.
  let bottom = "";
  if (s.lugs) {
    for (let x = 56; x < 760; x += 34) {
      const lift = x > 600 ? ((x - 600) / 190) * ts : 0;
      bottom += `<rect x="${x}" y="${G - lift - 4}" width="20" height="12" rx="3" fill="${p.outsole}" transform="rotate(${x > 600 ? -((x - 600) / 190) * 12 : 0} ${x + 10} ${G - lift})"/>`;
    }
  }
  const stitch = s.cup
    ? `<path d="M40 ${yH + 26} C160 ${yH + 30} 400 ${yF + 16} 600 ${yF + 14} C690 ${yF + 12} 750 ${yT + 10} 780 ${yT + 14}" fill="none" stroke="${shade(p.sole, 0.28)}" stroke-width="2.2" stroke-dasharray="7 6"/>`
    : `<path d="M40 ${G - 30} C200 ${G - 26} 420 ${G - 22} 610 ${G - 20} C690 ${G - 19} 740 ${G - ts * 0.55 - 16} 778 ${G - ts - 12}" fill="none" stroke="${shade(p.sole, 0.12)}" stroke-width="3"/>`;
  const plate =
    sil === "racer"
      ? `<path d="M60 ${G - 52} C250 ${G - 48} 470 ${G - 40} 620 ${G - 34} C700 ${G - 32} 760 ${G - ts - 20} 784 ${G - ts - 24}" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/>`
      : "";
  const strap = s.mid
    ? sil === "hiker"
      ? [0, 1, 2]
          .map(
            (i) =>
              `<rect x="${300 - i * 16}" y="${tongueTop + 6 + i * 30}" width="14" height="22" rx="5" fill="none" stroke="${shade(p.secondary, 0.5)}" stroke-width="4" transform="rotate(-22 ${300 - i * 16} ${tongueTop + 6 + i * 30})"/>`,
          )
          .join("")
      : `<path d="M150 ${heelTop + 40} L300 ${tongueTop + 60} L316 ${tongueTop + 100} L156 ${heelTop + 84} Z" fill="${p.secondary}"/><path d="M150 ${heelTop + 40} L300 ${tongueTop + 60} L316 ${tongueTop + 100} L156 ${heelTop + 84} Z" fill="url(#volV)"/>`
    : "";
  const markY = s.mid ? yH - 30 : yH - 16;
  const markScale = s.mid ? "0.9 0.8" : s.cup ? "0.78 0.6" : "0.8 0.62";

  return `<g>
    ${solid(upper, p.primary, ["volV"])}
    <path d="${upper}" fill="url(#mesh)" fill-opacity="${s.cup ? 0.4 : 1}"/>
    ${solid(toeCap, p.secondary)}
    ${solid(heelCounter, p.secondary, ["volH"])}
    ${solid(eyestay, shade(p.secondary, 0.06))}
    ${eyelets}
    ${solid(collarPad, p.lining)}
    <path d="M300 ${tongueTop + 16} C310 ${tongueTop - 4} 328 ${tongueTop - 8} 338 ${tongueTop + 4} L332 ${tongueTop + 20} Z" fill="${shade(p.primary, 0.15)}"/>
    ${wordmark(316, tongueTop + 4, 0.28, p.onPrimary, 0.9, 28)}
    ${strap}
    ${brandMark(`translate(${s.cup ? 200 : 180} ${markY}) scale(${markScale})`, p.accent)}
    <rect x="30" y="${heelTop - 18}" width="22" height="34" rx="6" fill="${p.accent}" transform="rotate(-14 40 ${heelTop})"/>
    ${laces}
    ${solid(midsole, p.sole, ["soleShade"])}
    ${plate}
    ${stitch}
    ${wordmark(62, (yH + G) / 2 - 10, 0.7, shade(p.sole, 0.3), 0.75)}
    <path d="M34 ${G - 6} C44 ${G + 1} 52 ${G + 2} 66 ${G + 3} L600 ${G + 3} C690 ${G + 3} 752 ${G - ts * 0.55 + 2} 792 ${G - ts + 1}" fill="none" stroke="${p.outsole}" stroke-width="9" stroke-linecap="round"/>
    ${bottom}
    <ellipse cx="690" cy="${yF - 32}" rx="70" ry="14" fill="#fff" fill-opacity="0.18" filter="url(#blurTight)" transform="rotate(10 690 ${yF - 32})"/>
    <ellipse cx="110" cy="${heelTop + 40}" rx="14" ry="60" fill="#fff" fill-opacity="0.14" filter="url(#blurTight)"/>
  </g>`;
}

function slideSide(p: Palette): string {
  const G = SHOE_GROUND;
  const sole = `M20 ${G - 70} C10 ${G - 40} 20 ${G - 4} 60 ${G} L700 ${G} C750 ${G} 790 ${G - 20} 792 ${G - 44} C794 ${G - 60} 770 ${G - 64} 740 ${G - 62} C560 ${G - 56} 300 ${G - 60} 140 ${G - 72} C90 ${G - 76} 40 ${G - 80} 20 ${G - 70} Z`;
  const strap = `M250 ${G - 66} C270 ${G - 200} 560 ${G - 214} 640 ${G - 58} L600 ${G - 56} C540 ${G - 160} 320 ${G - 160} 300 ${G - 66} Z`;
  return `<g>
    ${solid(strap, p.primary, ["volV"])}
    ${wordmark(380, G - 150, 1.4, p.onPrimary, 0.95, -4)}
    ${solid(sole, p.sole, ["soleShade"])}
    <path d="M26 ${G - 66} C140 ${G - 62} 420 ${G - 48} 760 ${G - 54}" fill="none" stroke="${p.secondary}" stroke-width="6"/>
    <path d="M40 ${G - 4} L700 ${G - 4}" stroke="${p.outsole}" stroke-width="8" stroke-linecap="round"/>
  </g>`;
}

/** Top-down view (toe right), local box 0–800 × 0–340. */
export function shoeTop(sil: Silhouette, p: Palette): string {
  if (sil === "slide") {
    return `<g>
      ${solid("M30 170 C30 110 80 92 170 92 C330 90 560 72 680 84 C760 92 790 130 790 172 C790 220 760 252 680 258 C560 268 330 252 170 250 C80 248 30 230 30 170 Z", p.sole, ["volDiag"])}
      ${solid("M330 86 C420 60 560 60 620 80 L620 262 C560 282 420 282 330 256 Z", p.primary, ["volH"])}
      ${wordmark(400, 160, 1.6, p.onPrimary)}
    </g>`;
  }
  const outline =
    "M40 176 C40 118 88 96 170 94 C320 92 440 72 580 68 C700 66 786 104 790 174 C794 246 712 282 580 280 C440 278 320 262 170 260 C88 258 40 236 40 176 Z";
  const sole =
    "M28 176 C28 110 82 84 170 82 C320 80 440 58 580 56 C712 54 802 98 802 174 C802 256 716 294 580 292 C440 290 320 274 170 272 C82 270 28 244 28 176 Z";
  let laces = "";
  for (let i = 0; i < 6; i++) {
    const x = 250 + i * 46;
    laces += `<path d="M${x} 138 L${x + 34} 212" stroke="${p.lace}" stroke-width="9" stroke-linecap="round"/><path d="M${x} 212 L${x + 34} 138" stroke="${shade(p.lace, 0.08)}" stroke-width="9" stroke-linecap="round"/>`;
  }
  return `<g>
    ${solid(sole, p.sole, ["volDiag"])}
    ${solid(outline, p.primary, ["volDiag"])}
    <path d="${outline}" fill="url(#mesh)"/>
    ${solid("M560 72 C700 66 786 104 790 174 C794 246 712 282 580 280 C600 230 600 120 560 72 Z", p.secondary)}
    ${solid("M40 176 C40 118 88 96 170 94 L200 96 C180 140 180 214 200 258 L170 260 C88 258 40 236 40 176 Z", p.secondary, ["volH"])}
    <ellipse cx="150" cy="176" rx="78" ry="56" fill="${p.lining}"/>
    <ellipse cx="160" cy="184" rx="60" ry="40" fill="#000" fill-opacity="0.35" filter="url(#blurTight)"/>
    ${solid("M200 140 C210 120 260 118 300 124 L520 146 L520 206 L300 228 C260 234 210 232 200 212 Z", shade(p.primary, 0.08), ["volV"])}
    ${wordmark(214, 170, 0.55, p.onPrimary, 0.9)}
    ${laces}
  </g>`;
}

/** Heel view (from behind), local box centred on x = 400, ground at y = 340. */
export function shoeHeel(sil: Silhouette, p: Palette): string {
  const s = SHAPES[sil] ?? SHAPES.runner!;
  const G = SHOE_GROUND;
  const top = G - s.heelTop - 10;
  const yH = G - s.heelStack;
  const upper = `M${400 - 108} ${yH + 10} C${400 - 126} ${yH - 80} ${400 - 104} ${top + 40} ${400 - 80} ${top + 10} C${400 - 40} ${top - 8} ${400 + 40} ${top - 8} ${400 + 80} ${top + 10} C${400 + 104} ${top + 40} ${400 + 126} ${yH - 80} ${400 + 108} ${yH + 10} Z`;
  const sole = `M${400 - 150} ${G - 10} C${400 - 152} ${yH + 20} ${400 - 132} ${yH} ${400 - 112} ${yH} L${400 + 112} ${yH} C${400 + 132} ${yH} ${400 + 152} ${yH + 20} ${400 + 150} ${G - 10} C${400 + 146} ${G} ${400 + 120} ${G + 2} ${400 + 100} ${G + 2} L${400 - 100} ${G + 2} C${400 - 120} ${G + 2} ${400 - 146} ${G} ${400 - 150} ${G - 10} Z`;
  return `<g>
    ${solid(upper, p.primary, ["volH"])}
    <path d="${upper}" fill="url(#mesh)"/>
    ${solid(`M${400 - 112} ${yH + 10} C${400 - 122} ${yH - 50} ${400 - 110} ${top + 90} ${400 - 90} ${top + 60} L${400 + 90} ${top + 60} C${400 + 110} ${top + 90} ${400 + 122} ${yH - 50} ${400 + 112} ${yH + 10} Z`, p.secondary, ["volH"])}
    <path d="M${400 - 72} ${top + 16} C${400 - 36} ${top + 2} ${400 + 36} ${top + 2} ${400 + 72} ${top + 16} C${400 + 40} ${top + 34} ${400 - 40} ${top + 34} ${400 - 72} ${top + 16} Z" fill="${p.lining}"/>
    <rect x="${400 - 14}" y="${top - 30}" width="28" height="56" rx="8" fill="${p.accent}"/>
    ${wordmark(400 - 44, top + 110, 1.1, p.onPrimary, 0.95)}
    ${solid(sole, p.sole, ["soleShade"])}
    <path d="M${400 - 140} ${G - 4} L${400 + 140} ${G - 4}" stroke="${p.outsole}" stroke-width="10" stroke-linecap="round"/>
    <ellipse cx="${400 - 60}" cy="${top + 80}" rx="16" ry="70" fill="#fff" fill-opacity="0.16" filter="url(#blurTight)"/>
  </g>`;
}

/** Approximate visual bounds of the side view (for framing), local units. */
export function shoeSideBounds(sil: Silhouette): { x: number; y: number; w: number; h: number } {
  const s = SHAPES[sil];
  const top = sil === "slide" ? SHOE_GROUND - 190 : SHOE_GROUND - (s?.tongueTop ?? 268) - 24;
  return { x: 0, y: top, w: 805, h: SHOE_GROUND + 8 - top };
}

export { tint };
