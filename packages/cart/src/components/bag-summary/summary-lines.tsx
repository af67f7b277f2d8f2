import { cn } from "@xunlan/ui";
import type { SummaryLine } from "../../lib/types";

/** The key-value lines of a summary (spec §2), as a description list. */
export function SummaryLines({ lines, className }: { lines: readonly SummaryLine[]; className?: string }) {
  return (
    <dl className={cn("flex flex-col gap-3 text-sm", className)}>
      {lines.map((line) => (
        <div key={line.key} className="flex items-baseline justify-between gap-4" data-key={line.key}>
          <dt className="text-grey-700">{line.label}</dt>
          <dd
            className={cn(
              "font-bold tabular-nums",
              line.tone === "discount" && "text-accent",
              line.tone === "muted" && "font-normal text-grey-600",
            )}
          >
            {line.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
