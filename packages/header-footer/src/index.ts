// Public surface of @xunlan/header-footer. Named exports only; types on their own lines.

export { AnnouncementBar } from "./components/announcement-bar/announcement-bar";
export type { AnnouncementBarProps } from "./components/announcement-bar/announcement-bar";
export { marqueeDurationSeconds, shouldScroll } from "./components/announcement-bar/marquee";

export { Header } from "./components/header/header";
export type { HeaderPanels, HeaderProps } from "./components/header/header";
export type { StoreQr } from "./components/header/mega-menu";

export { Logo } from "./components/logo/logo";
export type { LogoProps } from "./components/logo/logo";

export { Footer, DEFAULT_RECORDS, DEFAULT_SOCIAL_CODES } from "./components/footer/footer";
export type { FooterProps, RecordLink, SocialCode } from "./components/footer/footer";
export { CountryChooser } from "./components/footer/country-chooser";
export type { CountryChooserProps } from "./components/footer/country-chooser";
export { SubscribeForm, SUBSCRIBE_CONSENT_TEXT } from "./components/footer/subscribe-form";
export type { SubscribeFormProps } from "./components/footer/subscribe-form";

export { CustomerServicePanel } from "./components/customer-service/customer-service-panel";
export type {
  CustomerServiceMessage,
  CustomerServicePanelProps,
  CustomerServiceReceipt,
} from "./components/customer-service/customer-service-panel";

export { MaskOverlay } from "./components/mask-overlay/mask-overlay";
export type { MaskOverlayProps } from "./components/mask-overlay/mask-overlay";

export { ErrorPage } from "./components/error-page/error-page";
export type { ErrorPageProps } from "./components/error-page/error-page";

export { SiteLayout } from "./components/site-layout/site-layout";
export type { SiteLayoutProps } from "./components/site-layout/site-layout";

export { HELP_LINKS, ROUTES } from "./lib/links";
export { useMenuState } from "./lib/use-menu-state";
export type { MenuState } from "./lib/use-menu-state";
export type { AnnouncementContent, Country, NavCategory, NavCollection, WithLinkComponent } from "./lib/types";
