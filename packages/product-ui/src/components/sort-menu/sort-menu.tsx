import { CheckIcon, ChevronIcon, cn, useDismiss } from "@xunlan/ui";
import { SORT_OPTIONS } from "@xunlan/validation";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { SortKey } from "../../lib/listing-query";

/** Props of {@link SortMenu}. */
export interface SortMenuProps {
  /** Current sort key. */
  value: SortKey;
  onChange: (key: SortKey) => void;
  /** Align the menu to the button's right edge (toolbar at the right). Default true. */
  alignEnd?: boolean;
  className?: string;
}

/**
 * Sort dropdown (spec §2 search panel, §9 sort options): 默认排序 / 最新上架 / 价格从高到低 /
 * 价格从低到高 from SORT_OPTIONS. A menu of radio items: ↑/↓ move, Enter/Space choose, Esc
 * closes and returns focus to the button; a click outside closes.
 */
export function SortMenu({ value, onChange, alignEnd = true, className }: SortMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = SORT_OPTIONS.find((option) => option.key === value) ?? SORT_OPTIONS[0]!;

  useEffect(() => {
    if (!open) return;
    const selectedIndex = Math.max(
      0,
      SORT_OPTIONS.findIndex((option) => option.key === value),
    );
    itemRefs.current[selectedIndex]?.focus();
  }, [open, value]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  // A press outside closes where it landed; Esc inside the menu is handled below (focus back).
  useDismiss(open, (reason) => (reason === "outside" ? setOpen(false) : close()), rootRef);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const delta = event.key === "ArrowDown" ? 1 : -1;
      items[(at + delta + items.length) % items.length]?.focus();
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      items[event.key === "Home" ? 0 : items.length - 1]?.focus();
    } else if (event.key === "Escape" || event.key === "Tab") {
      if (event.key === "Escape") event.preventDefault();
      close();
    }
  };

  return (
    <div ref={rootRef} className={cn("relative inline-block", className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex h-10 items-center gap-2 text-sm font-bold hover:text-grey-600"
      >
        <span className="font-normal text-grey-600">排序</span>
        {current.label}
        <ChevronIcon direction={open ? "up" : "down"} size={16} />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label="排序"
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className={cn(
            "absolute top-full z-(--z-popup) mt-1 min-w-48 animate-fade-in border border-grey-200 bg-paper py-2 shadow-overlay",
            alignEnd ? "right-0" : "left-0",
          )}
        >
          {SORT_OPTIONS.map((option, i) => {
            const checked = option.key === value;
            return (
              <button
                key={option.key}
                ref={(element) => {
                  itemRefs.current[i] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={-1}
                onClick={() => {
                  onChange(option.key);
                  close();
                }}
                className={cn(
                  "flex w-full items-center justify-between gap-6 px-4 py-2.5 text-left text-sm outline-none hover:bg-grey-100 focus-visible:bg-grey-100",
                  checked && "font-bold",
                )}
              >
                {option.label}
                {checked ? <CheckIcon size={16} /> : <span className="size-4" />}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
