import { ChevronIcon, cn, GlobeIcon, useDismiss } from "@xunlan/ui";
import { useId, useRef, useState } from "react";
import type { Country } from "../../lib/types";

/** Props of {@link CountryChooser}. */
export interface CountryChooserProps {
  countries: Country[];
  /** Label of the current site. Default 中国大陆 / 简体中文. */
  currentLabel?: string;
  className?: string;
}

/**
 * Country/language chooser (spec §2 Footer): a disclosure listing each country's language sites;
 * choosing one opens that site in a new tab.
 */
export function CountryChooser({ countries, currentLabel = "中国大陆 / 简体中文", className }: CountryChooserProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useDismiss(open, () => setOpen(false), rootRef);

  return (
    <div ref={rootRef} className={cn("relative", className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-2 text-xs font-bold tracking-wide hover:text-paper"
      >
        <GlobeIcon size={16} />
        <span>
          <span className="sr-only">选择国家/地区和语言，当前：</span>
          {currentLabel}
        </span>
        <ChevronIcon size={14} direction={open ? "up" : "down"} />
      </button>
      {open ? (
        <div id={id} className="absolute bottom-full left-0 z-10 mb-3 w-[280px] animate-rise-in bg-paper p-5 text-ink shadow-overlay">
          <p className="mb-3 text-xs font-bold tracking-[0.08em] text-grey-500">选择国家/地区</p>
          <ul className="space-y-3">
            {countries.map((country) => (
              <li key={country.id}>
                <p className="text-sm font-bold">{country.country_name}</p>
                <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {country.links.map((l) => (
                    <li key={l.id}>
                      <a
                        href={l.link}
                        target="_blank"
                        rel="noopener noreferrer"
                        onClick={() => setOpen(false)}
                        className="text-[13px] text-grey-600 underline-offset-4 hover:text-accent hover:underline"
                      >
                        {l.language_name}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
