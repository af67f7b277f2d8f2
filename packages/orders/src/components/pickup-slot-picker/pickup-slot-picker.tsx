import { cn } from "@xunlan/ui";
import { useId } from "react";
import type { PickupChoice, PickupDay } from "../../lib/after-sale";

/** Props of {@link PickupSlotPicker}. */
export interface PickupSlotPickerProps {
  /** spec §3 pickup day slots from afterSaleOptions: padding and blocked days arrive disabled. */
  days: readonly PickupDay[];
  /** The courier's windows, e.g. 09:00-12:00. */
  timeSpans: readonly string[];
  value: PickupChoice;
  onChange: (value: PickupChoice) => void;
  /** Errors of the two choices (请选择取件日期 / 请选择取件时间段). */
  dateError?: string | null;
  timeSpanError?: string | null;
}

const spanLabel = (span: string) => {
  const hour = Number(span.slice(0, 2));
  return Number.isNaN(hour) ? span : `${hour < 12 ? "上午" : "下午"} ${span}`;
};

/**
 * The spec §4 pickup-slot picker: the days in one row — the selectable ones (three) as choices,
 * the two padding days before and after and the blocked days inside shown greyed and not
 * selectable — then the time spans. Native radio inputs, so keyboards and screen readers work as
 * with any form; a month label sits above the first day of each month.
 */
export function PickupSlotPicker({ days, timeSpans, value, onChange, dateError, timeSpanError }: PickupSlotPickerProps) {
  const name = useId();
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-bold text-ink">取件日期</legend>
        <div className="grid gap-1.5 sm:gap-2" style={{ gridTemplateColumns: `repeat(${Math.max(days.length, 1)}, minmax(0, 1fr))` }}>
          {days.map((day, index) => {
            const checked = value.date === day.form_pickupDate;
            const showMonth = index === 0 || days[index - 1]?.monthText !== day.monthText;
            return (
              <label
                key={day.form_pickupDate}
                data-disabled={day.disabled || undefined}
                className={cn(
                  "relative flex min-h-[76px] flex-col items-center justify-center gap-0.5 border text-center transition-colors select-none",
                  day.disabled
                    ? "cursor-not-allowed border-grey-100 bg-canvas text-grey-300"
                    : checked
                      ? "cursor-pointer border-ink bg-ink text-paper"
                      : "cursor-pointer border-grey-200 bg-paper text-ink hover:border-ink",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent",
                )}
              >
                <input
                  type="radio"
                  name={`${name}-date`}
                  value={day.form_pickupDate}
                  checked={checked}
                  disabled={day.disabled}
                  aria-label={`${day.dateText} ${day.day}${day.disabled ? "（不可预约）" : ""}`}
                  onChange={() => {
                    if (!day.disabled) onChange({ ...value, date: day.form_pickupDate });
                  }}
                  className="sr-only"
                />
                <span aria-hidden="true" className={cn("text-2xs leading-none", showMonth ? "font-bold" : "opacity-0")}>
                  {day.monthText}
                </span>
                <span aria-hidden="true" className="font-display text-lg leading-tight font-black tabular-nums lg:text-xl">
                  {day.date}
                </span>
                <span aria-hidden="true" className="text-2xs leading-none">
                  {day.day}
                </span>
              </label>
            );
          })}
        </div>
        {dateError ? (
          <p role="alert" className="text-xs text-danger">
            {dateError}
          </p>
        ) : (
          <p className="text-xs text-grey-500">可预约未来 3 天，灰色日期不可预约</p>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-bold text-ink">取件时间</legend>
        <div className="grid grid-cols-2 gap-2">
          {timeSpans.map((span) => {
            const checked = value.timeSpan === span;
            return (
              <label
                key={span}
                className={cn(
                  "flex h-12 cursor-pointer items-center justify-center border text-sm font-bold tabular-nums transition-colors",
                  checked ? "border-ink bg-ink text-paper" : "border-grey-200 bg-paper text-ink hover:border-ink",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent",
                )}
              >
                <input
                  type="radio"
                  name={`${name}-span`}
                  value={span}
                  checked={checked}
                  onChange={() => onChange({ ...value, timeSpan: span })}
                  className="sr-only"
                />
                {spanLabel(span)}
              </label>
            );
          })}
        </div>
        {timeSpanError ? (
          <p role="alert" className="text-xs text-danger">
            {timeSpanError}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
