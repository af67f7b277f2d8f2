import { Anchor, ArrowIcon, HelpIcon, type LinkComponent, PinIcon, QrFrame } from "@xunlan/ui";
import { DESKTOP_MENU_WIDTH } from "@xunlan/validation";
import { useEffect, useRef } from "react";
import { HELP_LINKS, ROUTES } from "../../lib/links";
import type { NavCategory, NavCollection } from "../../lib/types";

/** The store QR code shown in the desktop mega-menu (spec §2 Header). */
export interface StoreQr {
  caption: string;
  /** URL to encode, or… */
  value?: string;
  /** …a ready-made QR image from the CMS. */
  imageSrc?: string;
}

interface MegaMenuProps {
  id: string;
  label: string;
  categories?: NavCategory[];
  collection?: NavCollection;
  storeQr?: StoreQr;
  LinkComponent?: LinkComponent;
  onNavigate: () => void;
}

/**
 * Desktop menu panel, 856 px wide (spec §9): three nested category levels (or one collection's
 * links), plus nearby stores, help centre and the store QR code (spec §2 Header).
 */
export function MegaMenu({ id, label, categories, collection, storeQr, LinkComponent, onNavigate }: MegaMenuProps) {
  const ref = useRef<HTMLElement>(null);
  // The panel never runs past the bottom of the window: it is as tall as the space under the
  // header (which may sit below the announcement bar) and scrolls inside.
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const fit = () => {
      const top = Math.max(0, panel.parentElement?.getBoundingClientRect().bottom ?? panel.getBoundingClientRect().top);
      panel.style.maxHeight = `${Math.max(240, window.innerHeight - top - 16)}px`;
    };
    fit();
    window.addEventListener("resize", fit);
    window.addEventListener("scroll", fit, { passive: true });
    return () => {
      window.removeEventListener("resize", fit);
      window.removeEventListener("scroll", fit);
    };
  }, []);
  return (
    <section
      ref={ref}
      id={id}
      aria-label={label}
      data-testid="mega-menu"
      style={{ width: DESKTOP_MENU_WIDTH, zIndex: "var(--z-menu)" }}
      className="absolute top-full left-6 flex max-w-[calc(100vw-3rem)] animate-rise-in overflow-y-auto overscroll-contain bg-paper text-ink shadow-overlay xl:left-10"
    >
      {/* Issue 26 §8: every first level in one row (4 columns) and each third level as a wrapped
          line, so the panel fits a 900 px window with 运动 in view instead of below the fold. */}
      <div className="grid flex-1 grid-cols-4 content-start gap-x-6 gap-y-6 p-7">
        {categories?.map((level1) => (
          <div key={level1.id} className="min-w-0">
            <Anchor
              as={LinkComponent}
              href={level1.href}
              onClick={onNavigate}
              className="font-display text-lg font-black tracking-tight hover:text-accent"
            >
              {level1.title}
            </Anchor>
            <ul className="mt-3 space-y-3">
              {level1.children?.map((level2) => (
                <li key={level2.id}>
                  <Anchor as={LinkComponent} href={level2.href} onClick={onNavigate} className="text-sm font-bold hover:text-accent">
                    {level2.title}
                  </Anchor>
                  {level2.children?.length ? (
                    <ul className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1">
                      {level2.children.map((level3) => (
                        <li key={level3.id}>
                          <Anchor
                            as={LinkComponent}
                            href={level3.href}
                            onClick={onNavigate}
                            className="text-[13px] text-grey-600 hover:text-ink"
                          >
                            {level3.title}
                          </Anchor>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
        {collection ? (
          <div className="col-span-4">
            <p className="font-display text-lg font-black tracking-tight">{collection.name}</p>
            <ul className="mt-4 grid grid-cols-2 gap-x-8 gap-y-3">
              {collection.children.map((item) => (
                <li key={item.link + item.name}>
                  <Anchor
                    as={LinkComponent}
                    href={item.link}
                    onClick={onNavigate}
                    className="group inline-flex items-center gap-2 text-sm font-bold hover:text-accent"
                  >
                    {item.name}
                    <ArrowIcon
                      size={14}
                      className="-translate-x-1 opacity-0 transition group-hover:translate-x-0 group-hover:opacity-100"
                    />
                  </Anchor>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <aside className="flex w-[184px] shrink-0 flex-col gap-5 bg-canvas p-7">
        <Anchor
          as={LinkComponent}
          href={ROUTES.stores}
          onClick={onNavigate}
          className="inline-flex items-center gap-2 text-sm font-bold hover:text-accent"
        >
          <PinIcon size={18} />
          附近门店
        </Anchor>
        <Anchor
          as={LinkComponent}
          href={HELP_LINKS[0]!.href}
          onClick={onNavigate}
          className="inline-flex items-center gap-2 text-sm font-bold hover:text-accent"
        >
          <HelpIcon size={18} />
          帮助中心
        </Anchor>
        {storeQr ? (
          <QrFrame caption={storeQr.caption} value={storeQr.value} imageSrc={storeQr.imageSrc} size={120} className="mt-auto" />
        ) : null}
      </aside>
    </section>
  );
}
