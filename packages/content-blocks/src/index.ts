// Page modules of the content documents (spec §3, §5, §7)
export { ContentBlocks } from "./components/content-blocks/content-blocks";
export type { ContentBlocksProps } from "./components/content-blocks/content-blocks";
export { ContentBlocksProvider } from "./components/content-blocks/content-block-slots";
export type { ContentBlockSlots } from "./components/content-blocks/content-block-slots";
export { HeroBlock } from "./components/hero-block/hero-block";
export { CategoryTilesBlock } from "./components/category-tiles-block/category-tiles-block";
export { EditorialSplitBlock } from "./components/editorial-split-block/editorial-split-block";
export { CampaignGridBlock } from "./components/campaign-grid-block/campaign-grid-block";
export { RichTextBlock } from "./components/rich-text-block/rich-text-block";
export { FaqBlock } from "./components/faq-block/faq-block";

// Building blocks a product rail or a page reuses
export { SectionHeading } from "./components/section-heading/section-heading";
export { ContentImage } from "./components/content-image/content-image";
export type { ContentImageProps, ImageTone } from "./components/content-image/content-image";
export { ArrowLink, Cta } from "./components/cta/cta";
export type { CtaTone } from "./components/cta/cta";

// /explore/collection: the collections document's groups of links
export { CollectionIndex } from "./components/collection-index/collection-index";
export type { CollectionIndexProps } from "./components/collection-index/collection-index";

// The text page frame (help, static)
export { ContentPage } from "./components/content-page/content-page";

// Text pages with their loaders (the storefront's /help and /static/{key} routes only wire these)
export { HelpPage } from "./components/help-page/help-page";
export { helpKeyOf, helpPageHead, loadHelpPage, validateHelpSearch } from "./components/help-page/help-page-route";
export type { HelpPageProps } from "./components/help-page/help-page";
export type { HelpLink, HelpPageSearch } from "./components/help-page/help-page-route";
export { StaticPage } from "./components/static-page/static-page";
export { loadStaticPage, staticPageHead } from "./components/static-page/static-page-route";
export type { StaticPageProps } from "./components/static-page/static-page";
export { loadContentDocument } from "./lib/content-loader";
export type { ContentHeadData, ContentLoaderContext } from "./lib/content-loader";
