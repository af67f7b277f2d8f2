import { cn } from "@xunlan/ui";
import type { SizeDisplay } from "../../lib/types";

/** Props of {@link SizeLabel}. */
export interface SizeLabelProps {
  /** How the size reads (the gateway's size conversion table). */
  display: SizeDisplay;
  /** Drawn on a dark (checked) background. */
  inverted?: boolean;
  /** Struck through (sold out). */
  struck?: boolean;
}

/**
 * One size the one way (issue 13: one size system), on the size buttons and the size chips
 * alike: the 中国码 (mm) or letter large, its US/EU equivalents small below. The unit ("中国码")
 * heads the group (see {@link sizeUnitOf}); the control's accessible name is `display.text`.
 * Two sibling spans (no wrapper), so the first span of a size is its 中国码 alone.
 */
export function SizeLabel({ display, inverted = false, struck = false }: SizeLabelProps) {
  return (
    <>
      <span className={cn("text-sm leading-5 font-bold tabular-nums", struck && "line-through")} data-size-text={display.text}>
        {display.primary}
      </span>
      {display.equivalents.length ? (
        <span className={cn("text-2xs leading-tight tabular-nums", inverted ? "text-paper/70" : "text-grey-500", struck && "line-through")}>
          {display.equivalents.map((part, i) => (
            <span key={part} className="whitespace-nowrap">
              {i > 0 ? " · " : null}
              {part}
            </span>
          ))}
        </span>
      ) : null}
    </>
  );
}

/** A size's display, from the gateway when it sent one, else built from its 中国码 and US size. */
export function sizeDisplayOf(size: { cnSize: string; usSize: string; sizeDisplay?: SizeDisplay | null }): SizeDisplay {
  if (size.sizeDisplay) return size.sizeDisplay;
  const equivalents = size.usSize && size.usSize !== size.cnSize ? [`US ${size.usSize}`] : [];
  return { primary: size.cnSize, unit: null, equivalents, text: [size.cnSize, ...equivalents].join(" · ") };
}

/** The unit a group of sizes is written in ("中国码 (mm)" for shoes), for the group's heading; else null. */
export function sizeUnitOf(displays: ReadonlyArray<SizeDisplay | null | undefined>): string | null {
  const units = new Set(displays.map((d) => d?.unit ?? null));
  if (units.size !== 1) return null;
  const [unit] = units;
  if (!unit) return null;
  // Shoes are sold by foot length in mm; kids' apparel by height in cm.
  return displays.some((d) => d?.equivalents.some((e) => e.startsWith("EU "))) ? `${unit} (mm)` : unit;
}
