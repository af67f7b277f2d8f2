import { MARQUEE_GUTTER_PX, MARQUEE_SPEED_PX_PER_SECOND } from "@xunlan/validation";

/**
 * Seconds one marquee loop takes: the text plus the 100 px gutter scrolled at 100 px/s
 * (spec §2/§9): `(textWidth + gutter) / speed`.
 */
export function marqueeDurationSeconds(textWidth: number): number {
  return (textWidth + MARQUEE_GUTTER_PX) / MARQUEE_SPEED_PX_PER_SECOND;
}

/** The marquee runs only when the text is wider than its box (spec §2 Announcement banner). */
export function shouldScroll(textWidth: number, boxWidth: number): boolean {
  return boxWidth > 0 && textWidth > boxWidth;
}
