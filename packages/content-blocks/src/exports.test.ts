import { describe, expect, it } from "vitest";
import * as contentBlocks from "./index";

// Guards the public surface: removing or renaming an export is a breaking change.
describe("@xunlan/content-blocks exports", () => {
  it("names every public export", () => {
    expect(Object.keys(contentBlocks).sort()).toMatchInlineSnapshot(`
      [
        "ArrowLink",
        "CampaignGridBlock",
        "CategoryTilesBlock",
        "CollectionIndex",
        "ContentBlocks",
        "ContentBlocksProvider",
        "ContentImage",
        "ContentPage",
        "Cta",
        "EditorialSplitBlock",
        "FaqBlock",
        "HelpPage",
        "HeroBlock",
        "RichTextBlock",
        "SectionHeading",
        "StaticPage",
        "helpKeyOf",
        "helpPageHead",
        "loadContentDocument",
        "loadHelpPage",
        "loadStaticPage",
        "staticPageHead",
        "validateHelpSearch",
      ]
    `);
  });
});
