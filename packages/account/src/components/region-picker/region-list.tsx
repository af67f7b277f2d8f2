/* oxlint-disable jsx-a11y/prefer-tag-over-role, jsx-a11y/interactive-supports-focus --
   an ARIA listbox with aria-activedescendant: a native <select> cannot hold the cascader's
   columns and check marks, and the options are reached through the listbox's single tab stop. */

import { CheckIcon, ChevronIcon, cn } from "@xunlan/ui";
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import type { RegionOption } from "../../lib/regions";
import type { RegionValue } from "../../lib/types";

export interface RegionListItem {
  key: string;
  label: string;
  /** Whether picking it leads to another level (draws a chevron). */
  hasNext?: boolean;
}

interface RegionListProps {
  label: string;
  items: readonly RegionListItem[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  /** ArrowRight: move to the next column. */
  onNext?: () => void;
  /** ArrowLeft: move to the previous column. */
  onPrevious?: () => void;
  /** Larger rows for touch (the mobile sheet). */
  size?: "sm" | "lg";
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One level of the region picker as an ARIA listbox with a single tab stop: ArrowUp/Down, Home
 * and End move the active option, Enter or Space picks it, ArrowRight/Left change column.
 */
export function RegionList({ label, items, selectedKey, onSelect, onNext, onPrevious, size = "sm", className, ref }: RegionListProps) {
  const base = useId();
  const selectedIndex = items.findIndex((item) => item.key === selectedKey);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement | null>(null);
  const activeIndex = active >= 0 && active < items.length ? active : Math.max(selectedIndex, 0);
  const optionId = (i: number) => `${base}-opt-${i}`;

  useEffect(() => {
    // keep the active option in view inside the scrolling column (not in jsdom)
    const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    el?.scrollIntoView?.({ block: "nearest" });
  }, [activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (items.length === 0) {
      if (event.key === "ArrowLeft" && onPrevious) {
        event.preventDefault();
        onPrevious();
      }
      return;
    }
    const last = items.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive(Math.min(Math.max(index, 0), last));
    };
    switch (event.key) {
      case "ArrowDown":
        return move(activeIndex + 1);
      case "ArrowUp":
        return move(activeIndex - 1);
      case "Home":
        return move(0);
      case "End":
        return move(last);
      case "Enter":
      case " ": {
        event.preventDefault();
        const item = items[activeIndex];
        if (item) onSelect(item.key);
        return;
      }
      case "ArrowRight":
        if (onNext) {
          event.preventDefault();
          onNext();
        }
        return;
      case "ArrowLeft":
        if (onPrevious) {
          event.preventDefault();
          onPrevious();
        }
        return;
    }
  };

  return (
    <div
      ref={(node) => {
        listRef.current = node;
        if (typeof ref === "function") ref(node);
        else if (ref) ref.current = node;
      }}
      role="listbox"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={items.length ? optionId(activeIndex) : undefined}
      onKeyDown={onKeyDown}
      onBlur={() => setActive(-1)}
      className={cn("group/list overflow-y-auto overscroll-contain outline-none", className)}
    >
      {items.map((item, i) => {
        const selected = item.key === selectedKey;
        return (
          // oxlint-disable-next-line jsx-a11y/click-events-have-key-events -- keys are handled on the listbox
          <div
            key={item.key}
            id={optionId(i)}
            data-index={i}
            role="option"
            aria-selected={selected}
            onClick={() => {
              setActive(i);
              onSelect(item.key);
            }}
            className={cn(
              "flex cursor-pointer items-center justify-between gap-2 transition-colors",
              size === "lg" ? "min-h-13 border-b border-grey-100 px-1 text-base" : "min-h-10 px-4 text-sm",
              selected ? "font-bold text-ink" : "text-grey-700 hover:bg-grey-50 hover:text-ink",
              size === "sm" && selected && "bg-grey-100",
              i === activeIndex &&
                "group-focus-visible/list:outline-2 group-focus-visible/list:-outline-offset-2 group-focus-visible/list:outline-accent",
            )}
          >
            <span className="truncate">{item.label}</span>
            {selected ? (
              <CheckIcon size={16} className="shrink-0 text-accent" />
            ) : item.hasNext ? (
              <ChevronIcon direction="right" size={14} className="shrink-0 text-grey-400" />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** The level names of the picker's columns and steps. */
export const LEVEL_LABELS = ["省份", "城市", "区县"] as const;

/** The list items of one level's options. */
export function itemsFor(options: readonly RegionOption[]): RegionListItem[] {
  return options.map((o) => ({ key: o.name, label: o.name, hasNext: o.children.length > 0 }));
}

/** What both of the picker's panels (cascader, sheet) receive. */
export interface PanelProps {
  tree: RegionOption[];
  value: RegionValue;
  onPick: (next: RegionValue) => void;
}
