import { Button, CloseIcon, cn, IconButton, Overlay } from "@xunlan/ui";
import { SORT_OPTIONS } from "@xunlan/validation";
import { type ReactNode, useId } from "react";
import { countSelectedFilters, EMPTY_LISTING_QUERY, type ListingQuery, toggleFilterValue } from "../../lib/listing-query";
import type { Filter } from "../../lib/types";
import { SizeLabel, sizeUnitOf } from "../size-label/size-label";

/** Filter codes drawn as size chips (spec §2: size chips from us_size). */
export const SIZE_FILTER_CODES: readonly string[] = ["us_size"];

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  /** spec §3 filters, in display order. */
  filters: Filter[];
  /** The sort and filter state shown (controlled). */
  value: ListingQuery;
  /** Every chip toggle and sort change, with the whole next state. */
  onChange: (next: ListingQuery) => void;
  /** 重置 pressed. Default: `onChange` with no sort and no filter. */
  onReset?: () => void;
  /** 确定 pressed: apply `value` (and, in the overlay, close). Without it there is no 确定 button. */
  onConfirm?: () => void;
  /** Products matching `value`, shown on 确定 as 确定（N）. */
  resultCount?: number | null;
  /** `overlay` (default): bottom sheet on mobile, right side panel on desktop. `inline`: a plain aside for a desktop sidebar. */
  variant?: "overlay" | "inline";
  /** Overlay only: shown or not. */
  open?: boolean;
  /** Overlay only: Esc, backdrop or × pressed. */
  onClose?: () => void;
  /** Show the 排序 section (spec §2 "sort and filter panel"). Default true. */
  showSort?: boolean;
  /** Panel title. Default 筛选. */
  title?: string;
  className?: string;
}

/**
 * The sort and filter panel (spec §2 search panel, §3 filter, §9 sort options): a 排序 section,
 * one section of checkbox chips per filter (with counts), size chips for us_size, and a footer
 * with 重置 and 确定（N）. Controlled: it never keeps its own selection. As an overlay it is a
 * bottom sheet below 1024 px and a right-hand side panel above.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { variant = "overlay", open = false, onClose, title = "筛选", className } = props;
  const titleId = useId();
  const selected = countSelectedFilters(props.value);

  if (variant === "inline") {
    return (
      <aside aria-label={title} className={cn("flex flex-col", className)}>
        <PanelBody {...props} />
        <PanelFooter {...props} />
      </aside>
    );
  }

  return (
    <Overlay
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      zIndexVar="--z-popup"
      layerClassName="items-end lg:items-stretch lg:justify-end"
      panelClassName={cn(
        "flex max-h-[88dvh] w-full animate-sheet-in flex-col bg-paper text-ink shadow-sheet lg:h-full lg:max-h-none lg:w-[440px] lg:animate-fade-in lg:shadow-overlay",
        className,
      )}
    >
      <div className="mx-auto mt-2 h-1 w-10 shrink-0 rounded-full bg-grey-300 lg:hidden" aria-hidden="true" />
      <div className="flex shrink-0 items-center justify-between border-b border-grey-200 px-5 py-3 lg:px-8 lg:py-5">
        <h2 id={titleId} className="font-display text-xl font-black tracking-tight">
          {title}
          {selected > 0 ? <span className="ml-2 text-sm font-bold text-accent tabular-nums">({selected})</span> : null}
        </h2>
        {onClose ? (
          <IconButton label="关闭" onClick={onClose} className="-mr-2">
            <CloseIcon size={22} />
          </IconButton>
        ) : null}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 lg:px-8">
        <PanelBody {...props} />
      </div>
      <PanelFooter {...props} />
    </Overlay>
  );
}

function PanelBody({ filters, value, onChange, showSort = true }: FilterPanelProps) {
  const sortName = useId();
  return (
    <div className="flex flex-col divide-y divide-grey-200">
      {showSort ? (
        <Section legend="排序">
          <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="排序">
            {SORT_OPTIONS.map((option) => (
              <Chip
                key={option.key}
                type="radio"
                name={sortName}
                checked={value.sort === option.key}
                onChange={() => onChange({ ...value, sort: option.key })}
              >
                {option.label}
              </Chip>
            ))}
          </div>
        </Section>
      ) : null}
      {filters
        // A group with a single option filters nothing (unless that option is applied).
        .filter((filter) => filter.filter_value.length > 1 || (value.filters[filter.filter_code]?.length ?? 0) > 0)
        .map((filter) => {
          const isSize = SIZE_FILTER_CODES.includes(filter.filter_code);
          const chosen = value.filters[filter.filter_code] ?? [];
          return (
            <Section
              key={filter.filter_code}
              legend={filter.filter_label}
              unit={isSize ? sizeUnitOf(filter.filter_value.map((option) => option.sizeDisplay)) : null}
              count={chosen.length}
            >
              <div className={cn(isSize ? "grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-4" : "flex flex-wrap gap-2")}>
                {filter.filter_value.map((option) => (
                  <Chip
                    key={option.value}
                    type="checkbox"
                    size={isSize}
                    checked={chosen.includes(option.value)}
                    label={isSize && option.sizeDisplay ? option.sizeDisplay.text : undefined}
                    onChange={() => onChange(toggleFilterValue(value, filter.filter_code, option.value))}
                    count={isSize ? undefined : option.count}
                  >
                    {isSize && option.sizeDisplay ? (
                      <SizeLabel display={option.sizeDisplay} inverted={chosen.includes(option.value)} />
                    ) : (
                      option.label
                    )}
                  </Chip>
                ))}
              </div>
            </Section>
          );
        })}
    </div>
  );
}

function PanelFooter({ onChange, onReset, onConfirm, resultCount }: FilterPanelProps) {
  return (
    <div className="flex shrink-0 gap-3 border-t border-grey-200 bg-paper px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] lg:px-8">
      <Button variant="secondary" className="flex-1" onClick={() => (onReset ? onReset() : onChange(EMPTY_LISTING_QUERY))}>
        重置
      </Button>
      {onConfirm ? (
        <Button className="flex-[2]" onClick={onConfirm}>
          {typeof resultCount === "number" ? `确定（${resultCount}）` : "确定"}
        </Button>
      ) : null}
    </div>
  );
}

function Section({ legend, unit, count = 0, children }: { legend: string; unit?: string | null; count?: number; children: ReactNode }) {
  return (
    <fieldset className="py-5">
      <legend className="float-left mb-3 flex w-full items-center justify-between text-sm font-bold">
        <span>
          {legend}
          {unit ? <span className="ml-2 text-xs font-normal text-grey-500">{unit}</span> : null}
        </span>
        {count > 0 ? <span className="text-xs font-normal text-grey-500">已选 {count}</span> : null}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

interface ChipProps {
  type: "checkbox" | "radio";
  name?: string;
  checked: boolean;
  onChange: () => void;
  count?: number;
  size?: boolean;
  /** Accessible name when the face is not the whole name (a size chip: "中国码 245 · US 6.5 · EU 39"). */
  label?: string;
  children: ReactNode;
}

/** A native checkbox/radio drawn as a chip: keyboard and screen readers get the real control. */
function Chip({ type, name, checked, onChange, count, size = false, label, children }: ChipProps) {
  return (
    <label
      className={cn(
        "inline-flex h-10 cursor-pointer items-center justify-center gap-1.5 border px-3.5 text-sm transition-colors select-none",
        "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent",
        size && "h-auto min-h-11 flex-col gap-0 px-0.5 py-1 tabular-nums",
        checked ? "border-ink bg-ink text-paper" : "border-grey-300 hover:border-ink",
      )}
    >
      <input type={type} name={name} checked={checked} onChange={onChange} aria-label={label} className="sr-only" />
      {children}
      {typeof count === "number" ? (
        <span className={cn("text-2xs tabular-nums", checked ? "text-paper/70" : "text-grey-500")}>{count}</span>
      ) : null}
    </label>
  );
}

/** Props of {@link AppliedFilters}. */
export interface AppliedFiltersProps {
  /** spec §3 filters (for the labels of the applied values). */
  filters: Filter[];
  /** The applied sort and filters. */
  value: ListingQuery;
  /** The next state after a chip's × or 清除全部. */
  onChange: (next: ListingQuery) => void;
  className?: string;
}

/**
 * The applied filters as removable chips ("红色 ×"), with 清除全部 when more than one is applied.
 * Renders nothing without an applied filter.
 */
export function AppliedFilters({ filters, value, onChange, className }: AppliedFiltersProps) {
  const applied = Object.entries(value.filters).flatMap(([code, values]) => {
    const filter = filters.find((candidate) => candidate.filter_code === code);
    return values.map((chosen) => ({
      code,
      value: chosen,
      label: filter?.filter_value.find((option) => option.value === chosen)?.label ?? chosen,
      group: filter?.filter_label ?? code,
    }));
  });
  if (applied.length === 0) return null;
  return (
    <ul aria-label="已选筛选条件" className={cn("flex flex-wrap items-center gap-2", className)}>
      {applied.map((item) => (
        <li key={`${item.code}:${item.value}`}>
          <button
            type="button"
            aria-label={`移除筛选 ${item.group} ${item.label}`}
            onClick={() => onChange(toggleFilterValue(value, item.code, item.value))}
            className="inline-flex h-11 items-center gap-1.5 border border-ink bg-ink pr-2 pl-3.5 text-sm text-paper transition-colors hover:bg-grey-700 lg:h-9"
          >
            {item.label}
            <CloseIcon size={16} />
          </button>
        </li>
      ))}
      {applied.length > 1 ? (
        <li>
          <button
            type="button"
            onClick={() => onChange({ ...value, filters: {} })}
            className="inline-flex h-11 items-center px-2 text-sm font-bold underline underline-offset-4 hover:text-accent lg:h-9"
          >
            清除全部
          </button>
        </li>
      ) : null}
    </ul>
  );
}
