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
 * is in the accessible name, so a screen reader hears "中国码 245 · US 6.5 · EU 39" as shown.
 */
export function SizeLabel({ display, inverted = false, struck = false }: SizeLabelProps) {
  return (
    <span className="flex flex-col items-center leading-tight" data-size-text={display.text}>
      <span className={cn("text-sm leading-5 font-bold tabular-nums", struck && "line-through")}>
        {display.unit ? <span className="sr-only">{display.unit} </span> : null}
        {display.primary}
      </span>
      {display.equivalents.length ? (
        <span className={cn("text-2xs tabular-nums", inverted ? "text-paper/70" : "text-grey-500", struck && "line-through")}>
          {display.equivalents.map((part, i) => (
            <span key={part} className="whitespace-nowrap">
              {i > 0 ? " · " : null}
              {part}
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}

/** A size's display, from the gateway when it sent one, else built from its 中国码 and US size. */
export function sizeDisplayOf(size: { cnSize: string; usSize: string; sizeDisplay?: SizeDisplay | null }): SizeDisplay {
  if (size.sizeDisplay) return size.sizeDisplay;
  const equivalents = size.usSize && size.usSize !== size.cnSize ? [`US ${size.usSize}`] : [];
  return { primary: size.cnSize, unit: null, equivalents, text: [size.cnSize, ...equivalents].join(" · ") };
}
