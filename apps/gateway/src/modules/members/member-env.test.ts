import { describe, expect, it } from "vitest";
import { loadEnv } from "../../kernel/env";

describe("members environment (src/env.ts)", () => {
  it("defaults to the sandbox WeChat provider and the local storefront origins", () => {
    expect(loadEnv({})).toMatchObject({
      storefrontOrigins: ["http://localhost:3000", "http://127.0.0.1:3000"],
      wechat: { provider: "sandbox", appId: undefined, appSecret: undefined },
    });
  });

  it("reads STOREFRONT_ORIGINS as a comma list of origins and the WeChat variables", () => {
    const env = loadEnv({
      STOREFRONT_ORIGINS: " https://www.xunlan.example/ , http://192.168.1.20:3000",
      WECHAT_PROVIDER: "open-platform",
      WECHAT_APP_ID: "wx0123456789abcdef",
      WECHAT_APP_SECRET: "0123456789abcdef0123456789abcdef",
    });
    expect(env.storefrontOrigins).toEqual(["https://www.xunlan.example", "http://192.168.1.20:3000"]);
    expect(env.wechat).toEqual({ provider: "open-platform", appId: "wx0123456789abcdef", appSecret: "0123456789abcdef0123456789abcdef" });
  });

  it("refuses bad origins and unknown providers", () => {
    expect(() => loadEnv({ STOREFRONT_ORIGINS: "ftp://x" })).toThrow(/STOREFRONT_ORIGINS/);
    expect(() => loadEnv({ WECHAT_PROVIDER: "qq" })).toThrow(/WECHAT_PROVIDER/);
  });
});
