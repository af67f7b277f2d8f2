// Page modules of the content documents (spec §3, §5, §7)

export { CampaignGridBlock } from "./components/campaign-grid-block/campaign-grid-block";
export { CategoryTilesBlock } from "./components/category-tiles-block/category-tiles-block";
export type { CollectionIndexProps } from "./components/collection-index/collection-index";
// /explore/collection: the collections document's groups of links
export { CollectionIndex } from "./components/collection-index/collection-index";
export type { ContentBlockSlots } from "./components/content-blocks/content-block-slots";
export { ContentBlocksProvider } from "./components/content-blocks/content-block-slots";
export type { ContentBlocksProps } from "./components/content-blocks/content-blocks";
export { ContentBlocks } from "./components/content-blocks/content-blocks";
export type { ContentImageProps, ImageTone } from "./components/content-image/content-image";
export { ContentImage } from "./components/content-image/content-image";
// The text page frame (help, static)
export { ContentPage } from "./components/content-page/content-page";
export type { CtaTone } from "./components/cta/cta";
export { ArrowLink, Cta } from "./components/cta/cta";
export { EditorialSplitBlock } from "./components/editorial-split-block/editorial-split-block";
export { FaqBlock } from "./components/faq-block/faq-block";
export type { HelpPageProps } from "./components/help-page/help-page";
// Text pages with their loaders (the storefront's /help and /static/{key} routes only wire these)
export { HelpPage } from "./components/help-page/help-page";
export type { HelpLink, HelpPageSearch } from "./components/help-page/help-page-route";
export { helpKeyOf, helpPageHead, loadHelpPage, validateHelpSearch } from "./components/help-page/help-page-route";
export { HeroBlock } from "./components/hero-block/hero-block";
export { RichTextBlock } from "./components/rich-text-block/rich-text-block";
// Building blocks a product rail or a page reuses
export { SectionHeading } from "./components/section-heading/section-heading";
export type { StaticPageProps } from "./components/static-page/static-page";
export { StaticPage } from "./components/static-page/static-page";
export { loadStaticPage, staticPageHead } from "./components/static-page/static-page-route";
export type { ContentHeadData, ContentLoaderContext } from "./lib/content-loader";
export { loadContentDocument } from "./lib/content-loader";
