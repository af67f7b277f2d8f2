import { cn } from "@xunlan/ui";
import type { BagLine } from "../../lib/types";
import { BagItem } from "../bag-item/bag-item";

/** Props of {@link BagList}. */
export interface BagListProps {
  lines: readonly BagLine[];
  /** The quantity to show per line (drafts of the debounce); default each line's. */
  quantityOf?: (ean: string) => number;
  /** A ± press on a line; omit for a read-only list. */
  onStep?: (line: BagLine, direction: 1 | -1) => void;
  /** Opens the delete dialog of a line; omit to hide delete. */
  onDelete?: (line: BagLine) => void;
  variant?: "small" | "large";
  /** Accessible name of the list. Default 购物袋商品. */
  label?: string;
  className?: string;
}

/** The bag's item list (spec §2): one {@link BagItem} per line, separated by hairlines. */
export function BagList({ lines, quantityOf, onStep, onDelete, variant = "large", label = "购物袋商品", className }: BagListProps) {
  return (
    <ul aria-label={label} className={cn("flex flex-col divide-y divide-grey-200 border-y border-grey-200", className)}>
      {lines.map((line) => (
        <li key={line.ean} className={cn("py-5", variant === "large" && "lg:py-8")}>
          <BagItem
            line={line}
            quantity={quantityOf ? quantityOf(line.ean) : line.quantity}
            onStep={onStep ? (direction) => onStep(line, direction) : undefined}
            onDelete={onDelete ? () => onDelete(line) : undefined}
            variant={variant}
          />
        </li>
      ))}
    </ul>
  );
}
