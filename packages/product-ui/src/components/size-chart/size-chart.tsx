import { Dialog, Spinner } from "@xunlan/ui";
import { MESSAGES } from "@xunlan/validation";
import type { SizeChartData } from "../../lib/types";

/** Props of {@link SizeChart}. */
export interface SizeChartProps {
  open: boolean;
  onClose: () => void;
  /** The chart (content document size_charts). `undefined` = not loaded yet (spinner), `null` = failed. */
  data?: SizeChartData | null;
  /** Still loading: shows a spinner. */
  loading?: boolean;
  /** Loading failed: shows 尺码表加载失败 (spec §8). Same as `data === null`. */
  error?: boolean;
  /** Called by the 重试 button when the chart failed to load. */
  onRetry?: () => void;
}

/** The size chart dialog (spec §8 messages): title 尺码表, a scrollable table and the note. */
export function SizeChart({ open, onClose, data, loading = false, error = false, onRetry }: SizeChartProps) {
  return (
    <Dialog open={open} onClose={onClose} title="尺码表" size="lg">
      {loading || (data === undefined && !error) ? (
        <div className="flex h-40 items-center justify-center" aria-busy="true">
          <Spinner />
        </div>
      ) : error || !data ? (
        <div className="flex flex-col items-start gap-3 py-6" role="alert">
          <p className="text-sm text-grey-600">{MESSAGES.sizeChartLoadFailed}</p>
          {onRetry ? (
            <button type="button" onClick={onRetry} className="text-sm font-bold underline underline-offset-4 hover:text-accent">
              重试
            </button>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {data.title ? <p className="text-sm font-bold">{data.title}</p> : null}
          {/* Fits a 358 px phone box: every column (脚长 included) shows without side-scrolling. */}
          <div className="overflow-x-auto" data-testid="size-chart-scroller">
            <table className="w-full border-collapse text-center text-xs tabular-nums sm:text-sm">
              <thead>
                <tr className="bg-ink text-paper">
                  {data.columns.map((column) => (
                    <th key={column.key} scope="col" className="px-1 py-2.5 text-xs font-bold sm:px-3">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row, r) => (
                  <tr key={r} className="border-b border-grey-200 even:bg-grey-50">
                    {data.columns.map((column, c) =>
                      c === 0 ? (
                        <th key={column.key} scope="row" className="px-1 py-2.5 font-bold sm:px-3">
                          {row[column.key] ?? ""}
                        </th>
                      ) : (
                        <td key={column.key} className="px-1 py-2.5 sm:px-3">
                          {row[column.key] ?? ""}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.note ? <p className="text-xs leading-relaxed text-grey-600">{data.note}</p> : null}
        </div>
      )}
    </Dialog>
  );
}
