import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFakeWechat, type FakeWechat } from "./fake-wechat";
import { createWechatJsSdk, jsSdkSignature } from "./js-sdk";
import { createWechatOpenPlatform, WechatApiError } from "./open-platform";

let fake: FakeWechat;
let base: string;
let web: { appId: string; appSecret: string };
let oa: { appId: string; appSecret: string };
const redirectUri = "https://shop.example.com/?wx=1";

beforeAll(async () => {
  fake = createFakeWechat({ callbackDomain: "shop.example.com" });
  base = await fake.start();
  web = fake.addApp("web");
  oa = fake.addApp("official-account");
});
afterAll(async () => {
  await fake?.stop();
});

const provider = (overrides: Partial<Parameters<typeof createWechatOpenPlatform>[0]> = {}) =>
  createWechatOpenPlatform({ web, officialAccount: oa, apiBase: base, authorizeBase: base, ...overrides });
const codeOf = (redirect: string) => new URL(redirect).searchParams.get("code")!;
const urlOf = (url: string | null): string => {
  if (!url) throw new Error("no authorize URL");
  return url;
};

describe("WeChat sign-in (open platform QR and official account) against the fake", () => {
  it("signs in by QR in a browser: the code gives the openid, unionid and nickname", async () => {
    const wechat = provider();
    const url = urlOf(wechat.authorizeUrl("st-1", redirectUri));
    expect(url).toMatch(
      /\/connect\/qrconnect\?appid=wx[0-9a-f]+&redirect_uri=https%3A%2F%2Fshop\.example\.com%2F%3Fwx%3D1&response_type=code&scope=snsapi_login&state=st-1#wechat_redirect$/,
    );
    const user = { key: "alice", nickname: "爱丽丝" };
    const back = fake.approve(url, user);
    expect(new URL(back).searchParams.get("state")).toBe("st-1");
    expect(await wechat.exchangeCode(codeOf(back))).toEqual({
      appId: web.appId,
      openId: fake.openidOf(web.appId, user),
      unionId: fake.unionidOf(user),
      nickname: "爱丽丝",
    });
  });

  it("inside WeChat asks the official account; snsapi_base is silent with the openid alone; one unionid across both apps", async () => {
    const wechat = provider();
    const user = { key: "bob", nickname: "小波" };
    const silent = urlOf(wechat.authorizeUrl("st-2", redirectUri, "snsapi_base"));
    expect(silent).toContain("/connect/oauth2/authorize?");
    expect(silent).toContain("scope=snsapi_base");
    const inside = await wechat.exchangeCode(codeOf(fake.approve(silent, user)));
    expect(inside).toEqual({ appId: oa.appId, openId: fake.openidOf(oa.appId, user), unionId: null, nickname: null });
    const tap = await wechat.exchangeCode(codeOf(fake.approve(urlOf(wechat.authorizeUrl("st-4", redirectUri, "snsapi_userinfo")), user)));
    expect(tap).toEqual({ appId: oa.appId, openId: inside?.openId, unionId: fake.unionidOf(user), nickname: "小波" });
    const qr = await wechat.exchangeCode(codeOf(fake.approve(urlOf(wechat.authorizeUrl("st-3", redirectUri)), user)));
    expect(qr?.unionId).toBe(tap?.unionId);
    expect(qr?.openId).not.toBe(inside?.openId);
  });

  it("without an official account: the QR page for a tap inside WeChat, no silent sign-in", () => {
    const wechat = createWechatOpenPlatform({ web, apiBase: base, authorizeBase: base });
    expect(wechat.authorizeUrl("s", redirectUri, "snsapi_userinfo")).toContain("/connect/qrconnect?");
    expect(wechat.authorizeUrl("s", redirectUri, "snsapi_base")).toBeNull();
  });

  it("uses a code once; an unknown code is nobody", async () => {
    const wechat = provider();
    const code = codeOf(fake.approve(urlOf(wechat.authorizeUrl("s", redirectUri)), { key: "carol", nickname: "卡罗尔" }));
    expect(await wechat.exchangeCode(code)).not.toBeNull();
    expect(await wechat.exchangeCode(code)).toBeNull();
    expect(await wechat.exchangeCode("not-a-code")).toBeNull();
  });

  it("fails loudly with a wrong app secret instead of treating the shopper as unknown", async () => {
    const wechat = provider({ web: { appId: web.appId, appSecret: "wrong" } });
    const code = codeOf(fake.approve(urlOf(wechat.authorizeUrl("s", redirectUri)), { key: "dave", nickname: "戴夫" }));
    await expect(wechat.exchangeCode(code)).rejects.toMatchObject({ errcode: 40125 });
    await expect(wechat.exchangeCode(code)).rejects.toBeInstanceOf(WechatApiError);
  });

  it("is refused by WeChat for a redirect outside the registered domain", () => {
    expect(() => fake.approve(urlOf(provider().authorizeUrl("s", "https://evil.example.net/")), { key: "eve", nickname: "伊芙" })).toThrow(
      "redirect_uri",
    );
  });
});

describe("JS-SDK wx.config", () => {
  it("reproduces the document's example signature (附录1)", () => {
    expect(
      jsSdkSignature({
        ticket: "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg",
        nonceStr: "Wm3WZYTPz0wzccnW",
        timestamp: 1414587457,
        url: "http://mp.weixin.qq.com?params=value",
      }),
    ).toBe("0f9de62fce790f9a083d5c99e95740ceb90c27ed");
  });

  it("signs a page the fake wx bridge accepts, drops the fragment, and fetches the ticket once", async () => {
    let now = new Date("2026-11-27T08:00:00Z");
    const sdk = createWechatJsSdk(oa, { apiBase: base, clock: () => now });
    const page = "https://shop.example.com/products/velox-run-3/velox-run-3-black?from=singlemessage&isappinstalled=0";
    const before = { ...fake.calls };
    const [a, b] = await Promise.all([sdk.configFor(`${page}#reviews`), sdk.configFor(page)]);
    expect(fake.verifyJsConfig(a, page)).toBe("config:ok");
    expect(fake.verifyJsConfig(b, page)).toBe("config:ok");
    expect(fake.verifyJsConfig(a, "https://shop.example.com/other")).toBe("invalid signature");
    expect(a.appId).toBe(oa.appId);
    expect(fake.calls.token - before.token).toBe(1);
    expect(fake.calls.ticket - before.ticket).toBe(1);
    // Near the ticket's 7 200 s the next config fetches a new one.
    now = new Date(now.getTime() + 7_000_000);
    const c = await sdk.configFor(page);
    expect(fake.calls.ticket - before.ticket).toBe(2);
    expect(fake.verifyJsConfig(c, page)).toBe("config:ok");
  });

  it("refuses to sign with a wrong secret", async () => {
    await expect(
      createWechatJsSdk({ appId: oa.appId, appSecret: "wrong" }, { apiBase: base }).configFor("https://shop.example.com/"),
    ).rejects.toMatchObject({ errcode: 40125 });
  });
});
