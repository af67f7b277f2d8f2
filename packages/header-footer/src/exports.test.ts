import { describe, expect, it } from "vitest";
import * as pkg from "./index";

// Guards the public surface: removing or renaming an export is a breaking change.
describe("@xunlan/header-footer exports", () => {
  it("names every public export", () => {
    expect(Object.keys(pkg).sort()).toMatchInlineSnapshot(`
      [
        "AnnouncementBar",
        "CountryChooser",
        "CustomerServicePanel",
        "DEFAULT_RECORDS",
        "DEFAULT_SOCIAL_CODES",
        "ErrorPage",
        "Footer",
        "HELP_LINKS",
        "Header",
        "Logo",
        "MaskOverlay",
        "ROUTES",
        "SHARE_MESSAGES",
        "SUBSCRIBE_CONSENT_TEXT",
        "ShareProvider",
        "SiteLayout",
        "SubscribeForm",
        "WeChatShareGuide",
        "copyText",
        "isWeChatBrowser",
        "marqueeDurationSeconds",
        "shareUrlOf",
        "shouldScroll",
        "useMenuState",
        "useShare",
      ]
    `);
  });
});
