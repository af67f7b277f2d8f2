import { type FooterMode, type HeaderMode, type LogoColor, MENU_INDEX } from "@xunlan/validation";
import { lazy, type ReactNode, Suspense } from "react";
import type { AnnouncementContent, WithLinkComponent } from "../../lib/types";
import { AnnouncementBar } from "../announcement-bar/announcement-bar";
import type { FooterProps } from "../footer/footer";
import { Header, type HeaderProps } from "../header/header";
import { MaskOverlay } from "../mask-overlay/mask-overlay";

// The footer is below the fold: the server renders it and the browser keeps that HTML (a
// dehydrated Suspense boundary) until its code, QR encoder included, arrives after the page's.
const Footer = lazy(() => import("../footer/footer").then((module) => ({ default: module.Footer })));

/** Props of {@link SiteLayout}. */
export interface SiteLayoutProps extends WithLinkComponent {
  /** The announcement document; the bar shows only when `enable` (spec §2 Layout). */
  announcement?: AnnouncementContent | null;
  /** Called when the visitor closes the announcement. */
  onAnnouncementClose?: () => void;
  /** spec §2: see `layoutForPath` of `@xunlan/validation`. */
  headerMode?: HeaderMode;
  /** spec §2: hidden only on checkout. */
  footerMode?: FooterMode;
  /** spec §2: white inside /ucenter, black elsewhere. */
  logoColor?: LogoColor;
  /** Everything the header needs except mode, logo colour and link component. */
  header: Omit<HeaderProps, "mode" | "logoColor" | "LinkComponent">;
  /** Footer props except mode and link component. */
  footer?: Omit<FooterProps, "mode" | "LinkComponent">;
  /** The page. */
  children?: ReactNode;
}

/**
 * The shared layout of spec §2: announcement bar, header, main, footer and the mask overlay that
 * dims the page (and closes the menu on click) while a header menu is open.
 */
export function SiteLayout({
  announcement,
  onAnnouncementClose,
  headerMode = "full",
  footerMode = "full",
  logoColor = "black",
  header,
  footer,
  LinkComponent,
  children,
}: SiteLayoutProps) {
  const menuOpen = header.activeMenuIndex !== MENU_INDEX.CLOSED && headerMode !== "hidden";
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only bg-ink px-4 py-2 text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        style={{ zIndex: "var(--z-toast)" }}
      >
        跳到主要内容
      </a>
      {announcement && headerMode !== "hidden" ? (
        <AnnouncementBar
          enable={announcement.enable}
          message={announcement.message}
          variant={announcement.style}
          closable={announcement.closable}
          link={announcement.link}
          onClose={onAnnouncementClose}
          LinkComponent={LinkComponent}
        />
      ) : null}
      <Header {...header} mode={headerMode} logoColor={logoColor} LinkComponent={LinkComponent} />
      <MaskOverlay open={menuOpen} onClose={() => header.onMenuChange(MENU_INDEX.CLOSED)} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer {...footer} mode={footerMode} LinkComponent={LinkComponent} />
      </Suspense>
    </div>
  );
}
