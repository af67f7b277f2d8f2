import { Anchor, ChevronIcon, cn, HelpIcon, type LinkComponent, PinIcon, ShareIcon, UserIcon } from "@xunlan/ui";
import { type ReactNode, useState } from "react";
import { HELP_LINKS, ROUTES } from "../../lib/links";
import type { NavCategory, NavCollection } from "../../lib/types";

/** A level of the drill-down list. */
interface MenuLevel {
  title: string;
  /** Link to everything at this level (shown as 查看全部). */
  href?: string;
  items: MenuItem[];
}

type MenuItem =
  | { kind: "level"; key: string; label: string; icon?: ReactNode; level: () => MenuLevel }
  | { kind: "link"; key: string; label: string; icon?: ReactNode; href: string }
  | { kind: "action"; key: string; label: string; icon?: ReactNode; onSelect: () => void };

function categoryLevel(title: string, nodes: NavCategory[], href?: string): MenuLevel {
  return {
    title,
    href,
    items: nodes.map((node) =>
      node.children?.length
        ? { kind: "level", key: String(node.id), label: node.title, level: () => categoryLevel(node.title, node.children ?? [], node.href) }
        : { kind: "link", key: String(node.id), label: node.title, href: node.href },
    ),
  };
}

function collectionLevel(collection: NavCollection): MenuLevel {
  return {
    title: collection.name,
    items: collection.children.map((c) => ({ kind: "link", key: c.link + c.name, label: c.name, href: c.link })),
  };
}

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  id: string;
  categories?: NavCategory[];
  collections?: NavCollection[];
  isLoggedIn?: boolean;
  onShare?: () => void;
  onLogin: () => void;
  onClose: () => void;
  LinkComponent?: LinkComponent;
}

// the menu sits right under the header wherever the header is on screen (below the announcement
// bar at the top of the page, at 0 once scrolled): measured when the panel mounts
function pinUnderHeader(el: HTMLElement | null) {
  const header = el?.closest("header");
  if (el && header) el.style.top = `${Math.max(0, header.getBoundingClientRect().bottom)}px`;
}

/**
 * Mobile full menu, index 7 (spec §2 Header): shop, first collection, second collection, nearby
 * stores, share with friends, help centre; entries with children open a sub-list, with a back button.
 */
export function MobileMenu({
  id,
  categories = [],
  collections = [],
  isLoggedIn,
  onShare,
  onLogin,
  onClose,
  LinkComponent,
}: MobileMenuProps) {
  const root: MenuLevel = {
    title: "菜单",
    items: [
      { kind: "level", key: "shop", label: "选购", level: () => categoryLevel("选购", categories) },
      ...collections
        .slice(0, 2)
        .map((c, i): MenuItem => ({ kind: "level", key: `collection-${i}`, label: c.name, level: () => collectionLevel(c) })),
      { kind: "link", key: "stores", label: "附近门店", icon: <PinIcon size={20} />, href: ROUTES.stores },
      ...(onShare
        ? [{ kind: "action", key: "share", label: "分享给好友", icon: <ShareIcon size={20} />, onSelect: onShare } as MenuItem]
        : []),
      {
        kind: "level",
        key: "help",
        label: "帮助中心",
        icon: <HelpIcon size={20} />,
        level: () => ({
          title: "帮助中心",
          items: HELP_LINKS.map((h) => ({ kind: "link", key: h.key, label: h.label, href: h.href })),
        }),
      },
    ],
  };
  const [stack, setStack] = useState<MenuLevel[]>([root]);
  const current = stack[stack.length - 1] ?? root;
  const depth = stack.length - 1;
  // primary entries (shop, collections, category levels) in display type; utilities with icons smaller
  const rowClassFor = (item: { icon?: ReactNode }) =>
    cn(
      "flex w-full items-center justify-between gap-3 border-b border-grey-200 text-left",
      item.icon
        ? "min-h-13 py-3.5 text-[15px] font-bold"
        : "min-h-16 py-4 font-display text-[22px] leading-tight font-black tracking-tight",
    );
  const rowClass = rowClassFor({});

  return (
    <nav
      id={id}
      aria-label="移动端菜单"
      data-testid="mobile-menu"
      ref={pinUnderHeader}
      style={{ zIndex: "var(--z-menu)" }}
      className="fixed inset-x-0 bottom-0 flex animate-fade-in flex-col overflow-y-auto bg-paper text-ink lg:hidden"
    >
      <div className="flex-1 px-5 pt-2 pb-8">
        {depth > 0 ? (
          <div className="flex items-center gap-2 border-b border-ink py-3">
            <button
              type="button"
              className="-ml-2 inline-flex size-10 items-center justify-center"
              aria-label="返回"
              onClick={() => setStack((s) => s.slice(0, -1))}
            >
              <ChevronIcon direction="left" />
            </button>
            <h2 className="font-display text-2xl font-black tracking-tight">{current.title}</h2>
          </div>
        ) : null}
        <ul>
          {current.href ? (
            <li>
              <Anchor as={LinkComponent} href={current.href} onClick={onClose} className={cn(rowClass, "text-accent")}>
                查看全部
              </Anchor>
            </li>
          ) : null}
          {current.items.map((item) => (
            <li key={item.key}>
              {item.kind === "level" ? (
                <button
                  type="button"
                  className={rowClassFor(item)}
                  aria-haspopup="true"
                  onClick={() => setStack((s) => [...s, item.level()])}
                >
                  <span className="inline-flex items-center gap-3">
                    {item.icon}
                    {item.label}
                  </span>
                  <ChevronIcon direction="right" size={20} />
                </button>
              ) : item.kind === "link" ? (
                <Anchor as={LinkComponent} href={item.href} onClick={onClose} className={rowClassFor(item)}>
                  <span className="inline-flex items-center gap-3">
                    {item.icon}
                    {item.label}
                  </span>
                </Anchor>
              ) : (
                <button type="button" className={rowClassFor(item)} onClick={item.onSelect}>
                  <span className="inline-flex items-center gap-3">
                    {item.icon}
                    {item.label}
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
      {depth === 0 && !isLoggedIn ? (
        <div className="sticky bottom-0 border-t border-grey-200 bg-paper px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <button
            type="button"
            onClick={onLogin}
            className="flex h-12 w-full items-center justify-center gap-2 bg-ink text-sm font-bold tracking-wide text-paper"
          >
            <UserIcon size={18} />
            登录/注册
          </button>
        </div>
      ) : null}
    </nav>
  );
}
