import { cn, Popup } from "@xunlan/ui";
import { useRef, useState } from "react";
import { findRegionPath, selectRegionLevel } from "../../lib/regions";
import { itemsFor, LEVEL_LABELS, type PanelProps, RegionList } from "./region-list";

/** Mobile: bottom sheet with a 省 → 市 → 区 stepper; each pick moves to the next step. */
export function RegionSheet({ open, onClose, ...panel }: PanelProps & { open: boolean; onClose: () => void }) {
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
