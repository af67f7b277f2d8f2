import { cn, Skeleton } from "@xunlan/ui";
import { ORDER_MESSAGES as M, type ShippingStatus } from "../../lib/orders";

/** Props of {@link TrackingTimeline}. */
export interface TrackingTimelineProps {
  /** spec §7 orderShippingStatus; `null` while loading. */
  status: ShippingStatus | null;
  /** The tracking could not be read (e.g. '404' 暂无物流信息): the message to show instead. */
  error?: string | null;
}

/**
 * spec §3 shipping status drawn as a timeline: the courier and number, the state in Chinese
 * (stateCn), then each tracking line newest first — the newest one highlighted.
 */
export function TrackingTimeline({ status, error = null }: TrackingTimelineProps) {
  if (error) {
    return <p className="border border-dashed border-grey-300 px-4 py-6 text-center text-sm text-grey-500">{error}</p>;
  }
  if (!status) {
    return (
      <output aria-busy="true" aria-label="正在加载物流信息" className="flex flex-col gap-3">
        <Skeleton height={20} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </output>
    );
  }
  // Newest first whatever order the courier answered in (ftime is YYYY-MM-DD HH:mm:ss).
  const lines = [...status.data].sort((a, b) => b.ftime.localeCompare(a.ftime));
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="bg-ink px-2 py-0.5 text-2xs font-bold text-paper">{status.stateCn}</span>
        <span className="text-grey-600">
          {status.shippingCompany} <span className="tabular-nums">{status.shippingNumber}</span>
        </span>
      </p>
      {lines.length === 0 ? (
        <p className="text-sm text-grey-500">{M.trackingEmpty}</p>
      ) : (
        <ol aria-label="物流轨迹" className="flex flex-col">
          {lines.map((line, index) => (
            <li key={`${line.ftime}-${index}`} className="relative flex gap-4 pb-5 last:pb-0">
              <span aria-hidden="true" className="relative flex w-3 shrink-0 justify-center">
                <span
                  className={cn("z-10 mt-1.5 size-2.5 rounded-full", index === 0 ? "bg-accent ring-4 ring-accent/20" : "bg-grey-300")}
                />
                {index < lines.length - 1 ? <span className="absolute top-3 bottom-[-0.375rem] w-px bg-grey-200" /> : null}
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <p className={cn("text-sm leading-6", index === 0 ? "font-bold text-ink" : "text-grey-600")}>{line.context}</p>
                <time className="text-xs text-grey-500 tabular-nums">{line.ftime}</time>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
