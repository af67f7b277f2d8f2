import { Button, ChevronIcon, CloseIcon, cn, PinIcon, Popup, SearchIcon, Spinner, useIsDesktop } from "@xunlan/ui";
import { useEffect, useId, useRef, useState } from "react";
import { UCENTER_MESSAGES as M } from "../../lib/messages";
import {
  EMPTY_REGION,
  findRegionPath,
  formatRegion,
  isRegionComplete,
  type RegionOption,
  searchRegions,
  selectRegionLevel,
} from "../../lib/regions";
import type { RegionNode, RegionValue } from "../../lib/types";
import { type LoadRegions, useRegions } from "../../lib/use-regions";
import { RegionList, type RegionListItem } from "./region-list";

/** Props of {@link RegionPicker}. */
export interface RegionPickerProps {
  /** The chosen names; `null` or empty strings when nothing is chosen. */
  value: RegionValue | null;
  /**
   * Called on every level picked, with the levels below reset, and whether the value is now
   * complete (a leaf: district, or a city without districts such as 东莞市).
   */
  onChange: (value: RegionValue, complete: boolean) => void;
  /** Loads the §3 address-options tree (`addressOptions`, §7); called once per function. */
  loadRegions?: LoadRegions;
  /** The tree when the app already has it (skips `loadRegions`). */
  regions?: readonly RegionNode[] | null;
  /** Id of the element labelling the trigger (the form field's label). */
  labelledBy?: string;
  /** Accessible name when there is no `labelledBy`. Default 所在地区. */
  label?: string;
  /** Id given to the trigger button (so a form can focus it). */
  id?: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Default 请选择省 / 市 / 区. */
  placeholder?: string;
  /**
   * `cascader`: searchable three columns opening in place (desktop); `sheet`: bottom-sheet stepper
   * 省 → 市 → 区 (mobile); `auto` (default) picks by width (1024 px, spec §9).
   */
  mode?: "auto" | "cascader" | "sheet";
}

const LEVEL_LABELS = ["省份", "城市", "区县"] as const;

function itemsFor(options: readonly RegionOption[]): RegionListItem[] {
  return options.map((o) => ({ key: o.name, label: o.name, hasNext: o.children.length > 0 }));
}

/**
 * Three-level cascading region picker over the §3 address-options tree. Desktop: a searchable
 * three-column cascader opening under the trigger. Mobile: a bottom sheet stepping 省 → 市 → 区.
 * Picking a higher level resets the lower ones; a municipality's single city is chosen at once
 * (北京市 → 北京市 → 东城区). Load failure shows 地区列表加载失败 with 重试 (spec §8).
 */
export function RegionPicker({
  value,
  onChange,
  loadRegions,
  regions,
  labelledBy,
  label = "所在地区",
  id,
  describedBy,
  invalid = false,
  disabled = false,
  placeholder = "请选择省 / 市 / 区",
  mode = "auto",
}: RegionPickerProps) {
  const isDesktop = useIsDesktop();
  const resolvedMode = mode === "auto" ? (isDesktop ? "cascader" : "sheet") : mode;
  const state = useRegions(loadRegions, regions);
  const [open, setOpen] = useState(false);
  const base = useId();
  const triggerId = id ?? `${base}-trigger`;
  const valueId = `${base}-value`;
  const panelId = `${base}-panel`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const current = value ?? EMPTY_REGION;
  const text = formatRegion(current);
  // what the trigger shows; its name contains it (axe label-content-name-mismatch)
  const shown = state.status === "loading" ? "地区加载中…" : text || placeholder;

  const pick = (next: RegionValue) => {
    const complete = isRegionComplete(state.tree, next);
    onChange(next, complete);
    if (complete) {
      setOpen(false);
      // back to the trigger so keyboard users continue through the form
      requestAnimationFrame(() => triggerRef.current?.focus());
    }
  };

  return (
    <div className="flex flex-col">
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        disabled={disabled || state.status !== "ready"}
        aria-haspopup={resolvedMode === "sheet" ? "dialog" : "true"}
        aria-expanded={open}
        aria-controls={open && resolvedMode === "cascader" ? panelId : undefined}
        aria-labelledby={labelledBy ? `${labelledBy} ${valueId}` : undefined}
        aria-label={labelledBy ? undefined : `${label} ${shown}`}
        aria-describedby={describedBy}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          "group flex h-12 w-full items-center gap-3 border bg-paper px-4 text-left text-base transition-colors",
          "hover:border-grey-500 disabled:cursor-not-allowed disabled:bg-grey-50",
          invalid ? "border-danger" : open ? "border-ink ring-1 ring-ink" : "border-grey-300",
        )}
      >
        <PinIcon size={18} className="shrink-0 text-grey-500" />
        <span id={valueId} className={cn("min-w-0 flex-1 truncate", text ? "text-ink" : "text-grey-500")}>
          {shown}
        </span>
        {state.status === "loading" ? (
          <Spinner size={16} />
        ) : (
          <ChevronIcon
            size={18}
            direction={open && resolvedMode === "cascader" ? "up" : "down"}
            className="shrink-0 text-grey-500 transition-transform"
          />
        )}
      </button>

      {state.status === "error" ? (
        <div role="alert" className="mt-2 flex items-center justify-between gap-3 bg-accent-soft px-4 py-3 text-sm text-ink">
          <span>{M.regionLoadFailed}</span>
          <Button variant="link" onClick={state.retry} className="shrink-0 font-bold">
            {M.retry}
          </Button>
        </div>
      ) : null}

      {state.tree && resolvedMode === "cascader" && open ? (
        <RegionCascader
          id={panelId}
          tree={state.tree}
          value={current}
          onPick={pick}
          onClose={() => {
            setOpen(false);
            triggerRef.current?.focus();
          }}
        />
      ) : null}

      {state.tree && resolvedMode === "sheet" ? (
        <RegionSheet open={open} tree={state.tree} value={current} onPick={pick} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}

interface PanelProps {
  tree: RegionOption[];
  value: RegionValue;
  onPick: (next: RegionValue) => void;
}

/** Desktop: search field over three columns (省份 · 城市 · 区县), opening in place under the trigger. */
function RegionCascader({ id, tree, value, onPick, onClose }: PanelProps & { id: string; onClose: () => void }) {
  const [query, setQuery] = useState("");
  // one slot per column (the search results reuse slot 0); read only in handlers and effects
  const lists = useRef<Array<HTMLDivElement | null>>([]);
  const setList = (i: number) => (el: HTMLDivElement | null) => {
    lists.current[i] = el;
  };
  const path = findRegionPath(tree, value);
  const columns: Array<{ options: RegionOption[]; selected: string | null; empty: string }> = [
    { options: tree, selected: path.province?.name ?? null, empty: "" },
    { options: path.province?.children ?? [], selected: path.city?.name ?? null, empty: "请先选择省份" },
    {
      options: path.city?.children ?? [],
      selected: path.district?.name ?? null,
      empty: path.city ? "该城市无需选择区县" : "请先选择城市",
    },
  ];
  const results = searchRegions(tree, query);
  const focusColumn = (i: number) => requestAnimationFrame(() => lists.current[i]?.focus());

  // on open, focus goes to the deepest column with a choice (Shift+Tab reaches the search field)
  const [startColumn] = useState(() => (path.city ? 2 : path.province ? 1 : 0));
  useEffect(() => {
    lists.current[startColumn]?.focus();
  }, [lists, startColumn]);

  const choose = (level: 1 | 2 | 3, name: string) => {
    const next = selectRegionLevel(tree, value, level, name);
    onPick(next);
    const nextPath = findRegionPath(tree, next);
    if (level === 1) focusColumn(nextPath.city ? 2 : 1);
    else if (level === 2 && nextPath.city && nextPath.city.children.length) focusColumn(2);
  };

  return (
    // Esc from any control inside closes the panel (keys bubble up from the search field and lists)
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <fieldset
      id={id}
      aria-label="选择所在地区"
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          onClose();
        }
      }}
      className="mt-2 min-w-0 animate-rise-in border border-ink bg-paper shadow-overlay"
    >
      <div className="flex items-center gap-2 border-b border-grey-200 px-4">
        <SearchIcon size={16} className="shrink-0 text-grey-500" />
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="搜索省 / 市 / 区，如：南山"
          aria-label="搜索地区"
          className="h-11 min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-grey-400 [&::-webkit-search-cancel-button]:hidden"
          onKeyDown={(e) => {
            if (e.key === "ArrowDown" && results.length) {
              e.preventDefault();
              lists.current[0]?.focus();
            }
          }}
        />
        {query ? (
          <button type="button" aria-label="清除搜索" onClick={() => setQuery("")} className="p-1 text-grey-500 hover:text-ink">
            <CloseIcon size={14} />
          </button>
        ) : null}
      </div>
      {query.trim() ? (
        results.length ? (
          <RegionList
            ref={setList(0)}
            label="搜索结果"
            items={results.map((r) => ({ key: r.label, label: r.label, hasNext: !r.complete }))}
            selectedKey={null}
            onSelect={(key) => {
              const hit = results.find((r) => r.label === key);
              if (!hit) return;
              setQuery("");
              onPick(hit.value);
              if (!hit.complete) focusColumn(hit.value.city ? 2 : 1);
            }}
            className="max-h-72 py-1"
          />
        ) : (
          <p className="px-4 py-8 text-center text-sm text-grey-500">没有找到“{query.trim()}”相关的地区</p>
        )
      ) : (
        <div className="grid grid-cols-3 divide-x divide-grey-200">
          {columns.map((column, i) => (
            <div key={LEVEL_LABELS[i]} className="flex min-w-0 flex-col">
              <p aria-hidden="true" className="px-4 pt-3 pb-2 text-2xs font-bold tracking-(--tracking-label) text-grey-500">
                {LEVEL_LABELS[i]}
              </p>
              {column.options.length ? (
                <RegionList
                  ref={setList(i)}
                  label={LEVEL_LABELS[i]!}
                  items={itemsFor(column.options)}
                  selectedKey={column.selected}
                  onSelect={(name) => choose((i + 1) as 1 | 2 | 3, name)}
                  onNext={i < 2 ? () => lists.current[i + 1]?.focus() : undefined}
                  onPrevious={i > 0 ? () => lists.current[i - 1]?.focus() : undefined}
                  className="h-64 pb-2"
                />
              ) : (
                <p className="flex h-64 items-start px-4 pt-2 text-xs text-grey-500">{column.empty}</p>
              )}
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** Mobile: bottom sheet with a 省 → 市 → 区 stepper; each pick moves to the next step. */
function RegionSheet({ open, onClose, ...panel }: PanelProps & { open: boolean; onClose: () => void }) {
  return (
    <Popup open={open} onClose={onClose} title="选择所在地区" className="lg:h-[560px]">
      {/* mounted on every open, so the stepper starts at the first level still to choose */}
      <SheetStepper {...panel} />
    </Popup>
  );
}

function SheetStepper({ tree, value, onPick }: PanelProps) {
  const path = findRegionPath(tree, value);
  const [step, setStep] = useState(() => (!path.province ? 0 : !path.city ? 1 : path.city.children.length ? 2 : 1));
  const listRef = useRef<HTMLDivElement | null>(null);

  const stepOptions = [tree, path.province?.children ?? [], path.city?.children ?? []][step] ?? [];
  const stepSelected = [path.province?.name, path.city?.name, path.district?.name][step] ?? null;
  const tabs = [
    { label: path.province?.name, enabled: true },
    { label: path.city?.name, enabled: Boolean(path.province) },
    { label: path.district?.name, enabled: Boolean(path.city && path.city.children.length) },
  ];

  const choose = (name: string) => {
    const level = (step + 1) as 1 | 2 | 3;
    const next = selectRegionLevel(tree, value, level, name);
    onPick(next);
    const nextPath = findRegionPath(tree, next);
    if (level === 1) setStep(nextPath.city ? (nextPath.city.children.length ? 2 : 1) : 1);
    else if (level === 2 && nextPath.city?.children.length) setStep(2);
    listRef.current?.scrollTo?.({ top: 0 });
  };

  return (
    <>
      <div
        role="tablist"
        aria-label="选择层级"
        className="sticky top-0 z-10 -mx-5 mb-2 flex gap-6 border-b border-grey-200 bg-paper px-5 lg:-mx-8 lg:px-8"
      >
        {tabs.map((tab, i) =>
          tab.enabled && (i === 0 || tabs[i - 1]?.label) ? (
            <button
              key={LEVEL_LABELS[i]}
              type="button"
              role="tab"
              aria-selected={step === i}
              onClick={() => setStep(i)}
              className={cn(
                "relative -mb-px max-w-[9rem] truncate border-b-2 py-3 text-sm transition-colors",
                step === i ? "border-accent font-bold text-ink" : "border-transparent text-grey-600",
              )}
            >
              {tab.label ?? `请选择${LEVEL_LABELS[i]}`}
            </button>
          ) : null,
        )}
      </div>
      <RegionList
        ref={listRef}
        key={step}
        label={LEVEL_LABELS[step]!}
        items={itemsFor(stepOptions)}
        selectedKey={stepSelected}
        onSelect={choose}
        size="lg"
        className="min-h-[50dvh] lg:min-h-0"
      />
    </>
  );
}
