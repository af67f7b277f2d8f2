import {
  Anchor,
  Badge,
  BagIcon,
  ChevronIcon,
  CloseIcon,
  cn,
  IconButton,
  MenuIcon,
  SearchIcon,
  UserIcon,
  useDismiss,
  useScrollLock,
} from "@xunlan/ui";
import {
  type HeaderMode,
  isValidMenuIndex,
  type LogoColor,
  MENU_HOVER_DELAY_MS,
  MENU_INDEX,
  type MenuIndex,
  toggleMenuIndex,
} from "@xunlan/validation";
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from "react";
import { useIsDesktop } from "../../lib/hooks";
import { ROUTES } from "../../lib/links";
import type { NavCategory, NavCollection, WithLinkComponent } from "../../lib/types";
import { Logo } from "../logo/logo";
import type { StoreQr } from "./mega-menu";

// The menu panels render only while open: their code loads on first hover/tap (or focus), not
// with the page.
/** The bag button's name: 购物袋, then the count its badge shows (the badge's 99+ cap). */
function bagLabel(count: number): string {
  const safe = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (safe === 0) return "购物袋";
  return `购物袋 ${safe > 99 ? "99+" : safe} 件商品`;
}

/**
 * The member's greeting beside the user icon (desktop; a phone's header has no room, so there
 * it is for screen readers only). While the name is on its way (a page shell, issue 27 §1) a
 * neutral bar holds its place: the header is signed in from the first byte, never 登录/注册.
 */
function MemberGreeting({ name }: { name: string | null }) {
  if (name === null)
    return (
      <span
        aria-hidden="true"
        data-testid="member-greeting"
        data-state="pending"
        className="hidden h-3 w-16 rounded-sm bg-current opacity-15 motion-safe:animate-pulse lg:inline-block"
      />
    );
  return (
    <span data-testid="member-greeting" className="sr-only text-xs font-bold lg:not-sr-only lg:inline-block lg:max-w-32 lg:truncate">
      你好，{name}
    </span>
  );
}

const loadMegaMenu = () => import("./mega-menu");
const MegaMenu = lazy(() => loadMegaMenu().then((module) => ({ default: module.MegaMenu })));
const MobileMenu = lazy(() => import("./mobile-menu").then((module) => ({ default: module.MobileMenu })));

/** Panels other packages supply for the icon menus (search 4, bag 5, user 6). */
export interface HeaderPanels {
  search?: ReactNode;
  bag?: ReactNode;
  user?: ReactNode;
}

/** Props of {@link Header}. */
export interface HeaderProps extends WithLinkComponent {
  /** spec §2: `thin` on explore, product detail and cart; `hidden` on checkout; `full` otherwise. */
  mode?: HeaderMode;
  /** spec §2: white inside /ucenter (dark header), black elsewhere (default). */
  logoColor?: LogoColor;
  /** Open menu (spec §4): -1 closed, 1–3 category/collection menus, 4 search, 5 bag, 6 user, 7 mobile menu. */
  activeMenuIndex: number;
  /** Asked to open or close a menu; only -1…7 are ever passed (spec §4). */
  onMenuChange: (index: MenuIndex) => void;
  /** Bag item count shown on the bag icon. */
  cartCount?: number;
  /** Logged-in members go to /ucenter from the user icon; others open menu 6 (login). */
  isLoggedIn?: boolean;
  /**
   * A signed-in member's name, greeted beside the user icon on desktop (read by screen readers on
   * a phone). `null`: a member whose name is on its way — a page shell (issue 27 §1) is the same
   * for every member, and the name comes after hydration — shown as a neutral placeholder.
   * Absent: no greeting.
   */
  memberName?: string | null;
  /** Current pathname: the header closes its menus when it changes; /cart changes the bag icon. */
  pathname?: string;
  /** Programmatic navigation (bag → /cart, user → /ucenter). */
  onNavigate: (path: string) => void;
  /** Category tree for the shop menu (three levels). */
  categories?: NavCategory[];
  /** Collections; the first is menu 2, the second is menu 3 and a left item. */
  collections?: NavCollection[];
  /** Store QR code shown in the desktop menu. */
  storeQr?: StoreQr;
  /** “Share with friends” in the mobile menu; hidden when absent. */
  onShare?: () => void;
  /** Content for the search, bag and user dropdowns (other packages). */
  panels?: HeaderPanels;
  /** Force desktop or mobile behaviour (stories, tests); measured from the window otherwise. */
  isDesktop?: boolean;
  className?: string;
}

/** First-level categories linked from the desktop top bar beside 选购 (男子, 女子, 儿童). */
const TOP_BAR_CATEGORIES = 3;

/**
 * The site header of spec §2: logo (links home), left items shop (menu 1), the first three
 * first-level categories as links (issue 26 §8) and the second collection (menu 3), icons search (4), bag with count (5), user (6) and the mobile menu toggle (7).
 * Fully controlled by `activeMenuIndex` / `onMenuChange`. On desktop a 500 ms hover opens the
 * menus and the header hides on scroll down, reappearing on scroll up.
 */
export function Header({
  mode = "full",
  logoColor = "black",
  activeMenuIndex,
  onMenuChange,
  cartCount = 0,
  isLoggedIn = false,
  memberName,
  pathname,
  onNavigate,
  categories,
  collections = [],
  storeQr,
  onShare,
  panels,
  isDesktop: desktopOverride,
  LinkComponent,
  className,
}: HeaderProps) {
  const isDesktop = useIsDesktop(desktopOverride);
  const active: MenuIndex = isValidMenuIndex(activeMenuIndex) ? activeMenuIndex : MENU_INDEX.CLOSED;
  const ids = useId();
  const headerRef = useRef<HTMLElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [scrolledAway, setScrolledAway] = useState(false);

  const setMenu = (index: number) => {
    // spec §4: only -1 to 7 are accepted
    if (isValidMenuIndex(index)) onMenuChange(index);
  };
  const toggle = (index: MenuIndex) => setMenu(active === index ? MENU_INDEX.CLOSED : index);
  const closeMenu = () => setMenu(MENU_INDEX.CLOSED);

  // spec §2: the header closes its menus on every route change
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    clearTimeout(hoverTimer.current);
    if (active !== MENU_INDEX.CLOSED) onMenuChange(MENU_INDEX.CLOSED);
  }, [pathname, active, onMenuChange]);

  // spec §2: hides on scroll down, reappears on scroll up — desktop only, never with a menu open
  useEffect(() => {
    if (!isDesktop || mode === "hidden") return;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const height = headerRef.current?.offsetHeight ?? 0;
      if (y > lastY && y > height) setScrolledAway(true);
      else if (y < lastY) setScrolledAway(false);
      lastY = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [isDesktop, mode]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  // Esc closes any open menu wherever focus went since it opened (a link inside the panel, the
  // page behind the mask); focus returns to the header's trigger when it was inside the panel.
  const menuIsOpen = active !== MENU_INDEX.CLOSED && mode !== "hidden";
  useDismiss(menuIsOpen, () => {
    const header = headerRef.current;
    const focusInside = header?.contains(document.activeElement) ?? false;
    onMenuChange(MENU_INDEX.CLOSED);
    if (focusInside) header?.querySelector<HTMLElement>('[aria-expanded="true"]')?.focus();
  });

  // The open mobile menu (7) stops the page behind it from scrolling.
  const mobileMenuOpen = !isDesktop && active === MENU_INDEX.MOBILE_MENU && mode !== "hidden";
  useScrollLock(mobileMenuOpen);

  if (mode === "hidden") return null;

  const hidden = isDesktop && scrolledAway && active === MENU_INDEX.CLOSED;
  const dark = logoColor === "white";
  const secondCollection = collections[1];
  const topCategories = (categories ?? []).slice(0, TOP_BAR_CATEGORIES);
  const menuOpen = active !== MENU_INDEX.CLOSED;
  const megaMenuOpen =
    isDesktop &&
    (active === MENU_INDEX.SHOP ||
      ((active === MENU_INDEX.FIRST_COLLECTION || active === MENU_INDEX.SECOND_COLLECTION) && collections[active - 2] !== undefined));

  const hoverOpen = (index: MenuIndex) => {
    if (!isDesktop) return;
    clearTimeout(hoverTimer.current);
    // spec §2/§9: a 500 ms hover opens the desktop menu
    // Fetch the panel's code during the hover delay.
    if (index !== MENU_INDEX.USER) void loadMegaMenu();
    hoverTimer.current = setTimeout(() => setMenu(index), MENU_HOVER_DELAY_MS);
  };
  const hoverCancel = () => clearTimeout(hoverTimer.current);
  // Issue 24 §6: a member's tap on the user icon goes to /ucenter (spec §2), so on desktop the
  // logged-in state of the login popup (the member board) opens on a 500 ms hover, like menus 1–3.
  const memberHover = isDesktop && isLoggedIn && Boolean(panels?.user);
  // A desktop hover menu (1–3, and the member board) closes when the pointer leaves the header and its panel.
  const onHeaderLeave = () => {
    hoverCancel();
    if (isDesktop && active >= MENU_INDEX.SHOP && active <= MENU_INDEX.SECOND_COLLECTION) closeMenu();
    else if (memberHover && active === MENU_INDEX.USER) closeMenu();
  };

  const onBag = () => {
    if (!isDesktop || !panels?.bag) {
      // spec §2 mobile: the bag goes to /cart, or closes the menu when already there
      if (pathname === ROUTES.cart) closeMenu();
      else onNavigate(ROUTES.cart);
      return;
    }
    toggle(MENU_INDEX.BAG);
  };
  const onUser = () => {
    // A tap ends the hover: the board must not open over the page the tap leads to.
    hoverCancel();
    // spec §2: logged in → /ucenter; otherwise the user menu (login)
    if (isLoggedIn) onNavigate(ROUTES.ucenter);
    else toggle(MENU_INDEX.USER);
  };

  const navItemClass = (index: MenuIndex | null, current = false) =>
    cn(
      "relative inline-flex h-full items-center gap-1 text-sm font-bold tracking-wide transition-colors",
      "after:absolute after:inset-x-0 after:bottom-0 after:h-[3px] after:origin-left after:scale-x-0 after:bg-accent after:transition-transform",
      (index !== null && active === index) || current ? "after:scale-x-100" : "hover:after:scale-x-100",
    );

  const dropdown = (content: ReactNode, label: string) => (
    <section
      aria-label={label}
      data-testid="header-dropdown"
      style={{ zIndex: "var(--z-menu)" }}
      className="absolute top-full right-0 max-h-[calc(100dvh-100%)] w-full animate-rise-in overflow-auto bg-paper text-ink shadow-overlay lg:right-6 lg:w-[420px] xl:right-10"
    >
      {content}
    </section>
  );

  return (
    <header
      ref={headerRef}
      data-mode={mode}
      data-logo-color={logoColor}
      data-hidden={hidden ? "true" : "false"}
      onMouseLeave={onHeaderLeave}
      style={{ zIndex: "var(--z-header)" }}
      className={cn(
        "sticky top-0 w-full transition-transform duration-300 ease-snap",
        hidden && "-translate-y-full",
        dark ? "bg-ink text-paper" : "border-b border-grey-200 bg-paper text-ink",
        className,
      )}
    >
      <div
        className={cn(
          "relative mx-auto grid w-full max-w-layout-xl grid-cols-[1fr_auto] items-center pr-1 pl-4 lg:grid-cols-[1fr_auto_1fr] lg:px-6 xl:px-10",
          // One height on every page type (thin and full differ in what they show, not in size).
          "h-14 lg:h-16",
        )}
      >
        <nav aria-label="主导航" className="hidden h-full items-center gap-8 lg:flex">
          <button
            type="button"
            className={navItemClass(MENU_INDEX.SHOP)}
            aria-expanded={active === MENU_INDEX.SHOP}
            aria-controls={`${ids}-menu-1`}
            onClick={() => toggle(MENU_INDEX.SHOP)}
            onMouseEnter={() => hoverOpen(MENU_INDEX.SHOP)}
            onMouseLeave={hoverCancel}
          >
            选购
            <ChevronIcon size={16} direction={active === MENU_INDEX.SHOP ? "up" : "down"} />
          </button>
          {/* Issue 26 §8: the first-level categories (男子 / 女子 / 儿童) one click away, as on
              every large sports store's top bar. */}
          {topCategories.map((category) => (
            <Anchor
              key={category.id}
              as={LinkComponent}
              href={category.href}
              className={navItemClass(null, pathname === category.href || Boolean(pathname?.startsWith(`${category.href}/`)))}
              onClick={closeMenu}
              onMouseEnter={hoverCancel}
            >
              {category.title}
            </Anchor>
          ))}
          {secondCollection ? (
            <button
              type="button"
              className={navItemClass(MENU_INDEX.SECOND_COLLECTION)}
              aria-expanded={active === MENU_INDEX.SECOND_COLLECTION}
              aria-controls={`${ids}-menu-3`}
              onClick={() => toggle(MENU_INDEX.SECOND_COLLECTION)}
              onMouseEnter={() => hoverOpen(MENU_INDEX.SECOND_COLLECTION)}
              onMouseLeave={hoverCancel}
            >
              {secondCollection.name}
            </button>
          ) : null}
        </nav>

        {/* The logo's own name names the link (an aria-label on the link would not contain the
            drawn text, axe label-content-name-mismatch). One height on every page type. */}
        <Anchor
          as={LinkComponent}
          href={ROUTES.home}
          className="flex items-center justify-self-start lg:justify-self-center"
          onClick={closeMenu}
        >
          <Logo color={logoColor} height={28} label="迅岚 XUNLAN 首页" withHanzi="desktop" className="h-6 w-auto lg:h-7" />
        </Anchor>

        <div className="flex items-center justify-end gap-0.5 lg:gap-2">
          <IconButton label="搜索" aria-expanded={active === MENU_INDEX.SEARCH} onClick={() => toggle(MENU_INDEX.SEARCH)}>
            <SearchIcon size={22} />
          </IconButton>
          {/* The name contains the count the badge shows (axe label-content-name-mismatch):
              「购物袋 2 件商品」; the button's aria-label hides the badge's own label. */}
          <IconButton
            label={bagLabel(cartCount)}
            aria-expanded={isDesktop && panels?.bag ? active === MENU_INDEX.BAG : undefined}
            onClick={onBag}
          >
            <BagIcon size={22} />
            <Badge count={cartCount} tone={dark ? "paper" : "accent"} className="absolute top-0.5 right-0.5" />
          </IconButton>
          {isLoggedIn && memberName !== undefined ? <MemberGreeting name={memberName} /> : null}
          <IconButton
            label={isLoggedIn ? "会员中心" : "登录/注册"}
            aria-expanded={isLoggedIn && !memberHover ? undefined : active === MENU_INDEX.USER}
            onClick={onUser}
            onMouseEnter={memberHover ? () => hoverOpen(MENU_INDEX.USER) : undefined}
            onMouseLeave={memberHover ? hoverCancel : undefined}
          >
            <UserIcon size={22} />
          </IconButton>
          <IconButton
            label={menuOpen ? "关闭菜单" : "打开菜单"}
            aria-expanded={active === MENU_INDEX.MOBILE_MENU}
            aria-controls={`${ids}-menu-7`}
            className="lg:hidden"
            onClick={() => setMenu(toggleMenuIndex(active))}
          >
            {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          </IconButton>
        </div>

        {/* While the panel's code loads, its id is already on the page (aria-busy): the open
            trigger's aria-controls never names a missing element (axe aria-valid-attr-value). */}
        <Suspense
          fallback={megaMenuOpen ? <div id={`${ids}-menu-${active}`} aria-busy="true" className="absolute top-full left-6" /> : null}
        >
          {isDesktop && active === MENU_INDEX.SHOP ? (
            <MegaMenu
              id={`${ids}-menu-1`}
              label="选购"
              categories={categories}
              storeQr={storeQr}
              LinkComponent={LinkComponent}
              onNavigate={closeMenu}
            />
          ) : null}
          {isDesktop && (active === MENU_INDEX.FIRST_COLLECTION || active === MENU_INDEX.SECOND_COLLECTION) ? (
            collections[active - 2] ? (
              <MegaMenu
                id={`${ids}-menu-${active}`}
                label={collections[active - 2]!.name}
                collection={collections[active - 2]}
                storeQr={storeQr}
                LinkComponent={LinkComponent}
                onNavigate={closeMenu}
              />
            ) : null
          ) : null}
        </Suspense>
        {active === MENU_INDEX.SEARCH && panels?.search ? dropdown(panels.search, "搜索") : null}
        {active === MENU_INDEX.BAG && panels?.bag ? dropdown(panels.bag, "购物袋") : null}
        {active === MENU_INDEX.USER && panels?.user ? dropdown(panels.user, isLoggedIn ? "会员中心" : "登录/注册") : null}
      </div>
      <Suspense fallback={null}>
        {!isDesktop && active === MENU_INDEX.MOBILE_MENU ? (
          <MobileMenu
            id={`${ids}-menu-7`}
            categories={categories}
            collections={collections}
            isLoggedIn={isLoggedIn}
            onShare={onShare}
            onLogin={() => setMenu(MENU_INDEX.USER)}
            onClose={closeMenu}
            LinkComponent={LinkComponent}
          />
        ) : null}
      </Suspense>
    </header>
  );
}
