import { Button, ChevronIcon, cn, PinIcon, Spinner, useIsDesktop } from "@xunlan/ui";
import { useId, useRef, useState } from "react";
import { UCENTER_MESSAGES as M } from "../../lib/messages";
import { EMPTY_REGION, formatRegion, isRegionComplete } from "../../lib/regions";
import type { RegionNode, RegionValue } from "../../lib/types";
import { type LoadRegions, useRegions } from "../../lib/use-regions";
import { RegionCascader } from "./region-cascader";
import { RegionSheet } from "./region-sheet";

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
