// Public surface of @xunlan/header-footer. Named exports only; types on their own lines.

export type { AnnouncementBarProps } from "./components/announcement-bar/announcement-bar";
export { AnnouncementBar } from "./components/announcement-bar/announcement-bar";
export { marqueeDurationSeconds, shouldScroll } from "./components/announcement-bar/marquee";
export type {
  CustomerServiceMessage,
  CustomerServicePanelProps,
  CustomerServiceReceipt,
} from "./components/customer-service/customer-service-panel";
export { CustomerServicePanel } from "./components/customer-service/customer-service-panel";
export type { ErrorPageProps } from "./components/error-page/error-page";
export { ErrorPage } from "./components/error-page/error-page";
export type { CountryChooserProps } from "./components/footer/country-chooser";
export { CountryChooser } from "./components/footer/country-chooser";
export type { FooterProps, RecordLink, SocialCode } from "./components/footer/footer";
export { DEFAULT_RECORDS, DEFAULT_SOCIAL_CODES, Footer } from "./components/footer/footer";
export type { SubscribeFormProps } from "./components/footer/subscribe-form";
export { SUBSCRIBE_CONSENT_TEXT, SubscribeForm } from "./components/footer/subscribe-form";
export type { HeaderPanels, HeaderProps } from "./components/header/header";
export { Header } from "./components/header/header";
export type { StoreQr } from "./components/header/mega-menu";
export type { LogoProps } from "./components/logo/logo";
export { Logo } from "./components/logo/logo";
export type { MaskOverlayProps } from "./components/mask-overlay/mask-overlay";
export { MaskOverlay } from "./components/mask-overlay/mask-overlay";
// Sharing (spec §2 menu 7 分享给好友): the system share sheet, or in WeChat the guide to its menu;
// a member's poster when given
export type { ShareApi, SharePoster, ShareProviderProps, ShareTarget } from "./components/share/share-provider";
export { ShareProvider, useShare } from "./components/share/share-provider";
export type { WeChatShareGuideProps } from "./components/share/wechat-share-guide";
export { WeChatShareGuide } from "./components/share/wechat-share-guide";
export type { SiteLayoutProps } from "./components/site-layout/site-layout";
export { SiteLayout } from "./components/site-layout/site-layout";

export { HELP_LINKS, ROUTES } from "./lib/links";
export { copyText, isWeChatBrowser, SHARE_MESSAGES, shareUrlOf } from "./lib/share";
export type { AnnouncementContent, Country, NavCategory, NavCollection, WithLinkComponent } from "./lib/types";
export type { MenuState } from "./lib/use-menu-state";
export { useMenuState } from "./lib/use-menu-state";
