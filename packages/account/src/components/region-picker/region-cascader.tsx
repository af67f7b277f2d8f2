import { CloseIcon, SearchIcon } from "@xunlan/ui";
import { useEffect, useRef, useState } from "react";
import { findRegionPath, type RegionOption, searchRegions, selectRegionLevel } from "../../lib/regions";
import { itemsFor, LEVEL_LABELS, type PanelProps, RegionList } from "./region-list";

/** Desktop: search field over three columns (省份 · 城市 · 区县), opening in place under the trigger. */
export function RegionCascader({ id, tree, value, onPick, onClose }: PanelProps & { id: string; onClose: () => void }) {
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
