import { describe, expect, it } from "vitest";
import { guessPlatform } from "./cookies";

const WECHAT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN";
const DESKTOP_CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

describe("guessPlatform (spec §7/§9: Desktop at 1024 and wider)", () => {
  it("prefers the measured width", () => {
    expect(guessPlatform({ width: 1023, height: 700 }, DESKTOP_CHROME)).toBe("Mobile");
    expect(guessPlatform({ width: 1024, height: 700 }, WECHAT)).toBe("Desktop");
  });
  it("falls back to the user agent", () => {
    expect(guessPlatform(null, WECHAT)).toBe("Mobile");
    expect(guessPlatform(null, DESKTOP_CHROME)).toBe("Desktop");
    expect(guessPlatform(null, undefined)).toBe("Desktop");
  });
});
