import { describe, expect, it } from "vitest";
import * as ui from "./index";

// Guards the public surface: removing or renaming an export is a breaking change.
describe("@xunlan/ui exports", () => {
  it("names every public export", () => {
    expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
      [
        "Anchor",
        "ArrowIcon",
        "Badge",
        "BagIcon",
        "Button",
        "CheckIcon",
        "ChevronIcon",
        "CloseIcon",
        "Container",
        "DESKTOP_QUERY",
        "Dialog",
        "Divider",
        "GlobeIcon",
        "HeartIcon",
        "HelpIcon",
        "HydrateWhenVisible",
        "IconButton",
        "LinkProvider",
        "MenuIcon",
        "MinusIcon",
        "Modal",
        "Overlay",
        "POPUP_TIMINGS",
        "PageHeading",
        "PauseIcon",
        "PhoneIcon",
        "PinIcon",
        "PlayIcon",
        "PlusIcon",
        "Popup",
        "PopupProvider",
        "QrCode",
        "QrFrame",
        "SearchIcon",
        "ServiceIcon",
        "ShareIcon",
        "Skeleton",
        "Spinner",
        "Tooltip",
        "TrashIcon",
        "UserIcon",
        "VisuallyHidden",
        "WechatIcon",
        "cn",
        "qrPath",
        "useDismiss",
        "useIsClient",
        "useIsDesktop",
        "useLinkComponent",
        "useMediaQuery",
        "usePopup",
        "useScrollLock",
      ]
    `);
  });
});
