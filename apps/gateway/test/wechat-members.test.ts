import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/kernel/db";
import { members, memberWechatAccounts } from "../src/kernel/db/schema";
import { createFakeWechat, type FakeWechat, type FakeWechatUser } from "../src/modules/members/wechat/fake-wechat";
import { createWechatJsSdk } from "../src/modules/members/wechat/js-sdk";
import { createWechatOpenPlatform } from "../src/modules/members/wechat/open-platform";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createMemberHarness, type LoginJson, type MemberHarness, randomMobile, sendCode } from "./support/members";

/**
 * Issue 23 §1 / 26 §2 through the members module's GraphQL and the fake WeChat (which enforces
 * WeChat's documents: app kinds and scopes, codes bound to their app, unionid only for the scopes
 * that ask for the user): one member across the website's QR login and the official account's
 * authorisation by unionid; the official account's openid kept per app so a silent snsapi_base
 * sign-in finds the member; the JS-SDK's wx.config.
 */
const ORIGIN = "https://shop.example.com";
const RETURN_TO = `${ORIGIN}/explore/men?wx=1`;

type Scope = "SNSAPI_LOGIN" | "SNSAPI_USERINFO" | "SNSAPI_BASE";
const QR = "query ($r: String!, $s: WechatScope) { wechatQrUrl(redirectUri: $r, scope: $s) { url state provider } }";
const WECHAT_LOGIN =
  "mutation ($a: String!, $s: String) { wechatLogin(authCode: $a, state: $s) { needsBinding nickname login { userToken openId unionId user { memberUid cellphone } } } }";
const BIND_MOBILE =
  "mutation ($a: String!, $m: String!, $c: String!) { bindMobile(authCode: $a, mobile: $m, code: $c) { userToken openId unionId user { memberUid cellphone } } }";
const JS_CONFIG = "query ($u: String!) { wechatJsConfig(url: $u) { appId timestamp nonceStr signature } }";

interface Outcome {
  needsBinding: boolean;
  nickname: string | null;
  login: (LoginJson & { user: { memberUid: string; cellphone: string } }) | null;
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A gateway whose WeChat is the real adapter pointed at a fake WeChat. */
async function setup(options: { unionid?: boolean; officialAccount?: boolean } = {}) {
  const fake = createFakeWechat({
    callbackDomain: "shop.example.com",
    ...(options.unionid === undefined ? {} : { unionid: options.unionid }),
  });
  const base = await fake.start();
  const web = fake.addApp("web");
  const oa = fake.addApp("official-account");
  const withOa = options.officialAccount ?? true;
  const provider = createWechatOpenPlatform({ web, ...(withOa ? { officialAccount: oa } : {}), apiBase: base, authorizeBase: base });
  const jsSdk = withOa ? createWechatJsSdk(oa, { apiBase: base }) : null;
  const h = createMemberHarness(database.db, { wechat: { provider, jsSdk }, storefrontOrigins: [ORIGIN] });
  return { fake, h, web, oa };
}

/** One browser signing in: wechatQrUrl (its state cookie), WeChat's page as `user`, back with code and state, wechatLogin. */
async function signIn(
  h: MemberHarness,
  fake: FakeWechat,
  user: FakeWechatUser,
  scope: Scope,
): Promise<{ outcome: Outcome; code: string; cookie: string }> {
  const qr = await gql<{ wechatQrUrl: { url: string; state: string; provider: string } }>(h.gateway, QR, {
    variables: { r: RETURN_TO, s: scope },
  });
  expect(qr.errors).toBeUndefined();
  expect(qr.data!.wechatQrUrl.provider).toBe("open-platform");
  const cookie = (qr.headers.get("set-cookie") ?? "").split(";")[0]!;
  const back = new URL(fake.approve(qr.data!.wechatQrUrl.url, user));
  // Back on the page the sign-in started on.
  expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/explore/men`);
  const code = back.searchParams.get("code")!;
  const login = await gql<{ wechatLogin: Outcome }>(h.gateway, WECHAT_LOGIN, {
    variables: { a: code, s: back.searchParams.get("state") },
    headers: { cookie },
  });
  expect(login.errors).toBeUndefined();
  return { outcome: login.data!.wechatLogin, code, cookie };
}

async function bind(h: MemberHarness, started: { code: string; cookie: string }, mobile: string) {
  const sms = await sendCode(h, mobile);
  return gql<{ bindMobile: LoginJson & { user: { memberUid: string } } }>(h.gateway, BIND_MOBILE, {
    variables: { a: started.code, m: mobile, c: sms },
    headers: { cookie: started.cookie },
  });
}

const accountsOf = async (memberUid: string) => {
  const rows = await database.db
    .select({ appId: memberWechatAccounts.appId, openId: memberWechatAccounts.openId, unionId: memberWechatAccounts.unionId })
    .from(memberWechatAccounts)
    .innerJoin(members, eq(members.id, memberWechatAccounts.memberId))
    .where(eq(members.memberUid, memberUid));
  return rows.sort((a, b) => a.appId.localeCompare(b.appId));
};

describe("one member across the QR login and the official account (WeChat fake)", () => {
  let env: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    env = await setup();
  });
  afterAll(async () => {
    await env?.fake.stop();
  });

  it("binds by QR on a desktop, then signs in inside WeChat at once by unionid, then silently by the official account's openid", async () => {
    const { h, fake, web, oa } = env;
    const user = { key: `u${randomMobile()}`, nickname: "跑者小岚" };
    const mobile = randomMobile();

    // Desktop: the QR code of the website app; a new WeChat user binds a mobile (stage 2).
    const desktop = await signIn(h, fake, user, "SNSAPI_LOGIN");
    expect(desktop.outcome).toEqual({ needsBinding: true, nickname: "跑者小岚", login: null });
    const bound = await bind(h, desktop, mobile);
    expect(bound.errors).toBeUndefined();
    const memberUid = bound.data!.bindMobile.user.memberUid;
    expect(bound.data!.bindMobile).toMatchObject({ openId: fake.openidOf(web.appId, user), unionId: fake.unionidOf(user) });

    // Phone, inside WeChat: one tap (snsapi_userinfo) — another openid, the same unionid: the same member.
    const phone = await signIn(h, fake, user, "SNSAPI_USERINFO");
    expect(phone.outcome.needsBinding).toBe(false);
    expect(phone.outcome.login!.user).toEqual({ memberUid, cellphone: mobile });
    expect(await accountsOf(memberUid)).toEqual(
      [
        { appId: web.appId, openId: fake.openidOf(web.appId, user), unionId: fake.unionidOf(user) },
        { appId: oa.appId, openId: fake.openidOf(oa.appId, user), unionId: fake.unionidOf(user) },
      ].sort((a, b) => a.appId.localeCompare(b.appId)),
    );

    // Next visit, silent (snsapi_base): WeChat gives the official account's openid only — enough.
    const silent = await signIn(h, fake, user, "SNSAPI_BASE");
    expect(silent.outcome.needsBinding).toBe(false);
    expect(silent.outcome.nickname).toBeNull();
    expect(silent.outcome.login!.user.memberUid).toBe(memberUid);
  });

  it("a silent sign-in of a WeChat user the store does not know signs nobody in", async () => {
    const { h, fake } = env;
    const stranger = await signIn(h, fake, { key: `s${randomMobile()}`, nickname: "路人" }, "SNSAPI_BASE");
    expect(stranger.outcome).toEqual({ needsBinding: true, nickname: null, login: null });
  });

  it("a QR member whose official-account openid is unknown is found by unionid on the first silent-less tap only", async () => {
    const { h, fake } = env;
    // Bound on a desktop, never signed in inside WeChat: snsapi_base has no unionid to match on.
    const user = { key: `q${randomMobile()}`, nickname: "桌面用户" };
    const desktop = await signIn(h, fake, user, "SNSAPI_LOGIN");
    expect((await bind(h, desktop, randomMobile())).errors).toBeUndefined();
    expect((await signIn(h, fake, user, "SNSAPI_BASE")).outcome.needsBinding).toBe(true);
    // The one tap (snsapi_userinfo) gives the unionid, then silent works.
    expect((await signIn(h, fake, user, "SNSAPI_USERINFO")).outcome.needsBinding).toBe(false);
    expect((await signIn(h, fake, user, "SNSAPI_BASE")).outcome.needsBinding).toBe(false);
  });

  it("refuses to bind another WeChat user to a mobile that has one, and a bound WeChat user to another mobile", async () => {
    const { h, fake } = env;
    const mobile = randomMobile();
    const first = await signIn(h, fake, { key: `a${randomMobile()}`, nickname: "甲" }, "SNSAPI_USERINFO");
    expect((await bind(h, first, mobile)).errors).toBeUndefined();
    const other = await signIn(h, fake, { key: `b${randomMobile()}`, nickname: "乙" }, "SNSAPI_LOGIN");
    const refused = await bind(h, other, mobile);
    expect(refused.errors?.[0]).toMatchObject({ message: "该手机号已绑定其他微信账号", extensions: { code: "400" } });
  });

  it("wx.config for a storefront page: the fake bridge accepts it; another site's page is refused", async () => {
    const { h, fake, oa } = env;
    const page = `${ORIGIN}/products/velox-run-3/velox-run-3-black?from=singlemessage&isappinstalled=0`;
    const res = await gql<{ wechatJsConfig: { appId: string; timestamp: number; nonceStr: string; signature: string } }>(
      h.gateway,
      JS_CONFIG,
      {
        variables: { u: `${page}#reviews` },
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.wechatJsConfig.appId).toBe(oa.appId);
    expect(fake.verifyJsConfig(res.data!.wechatJsConfig, page)).toBe("config:ok");
    expect(fake.verifyJsConfig(res.data!.wechatJsConfig, `${ORIGIN}/`)).toBe("invalid signature");
    const foreign = await gql(h.gateway, JS_CONFIG, { variables: { u: "https://evil.example.net/" } });
    expect(foreign.errors?.[0]).toMatchObject({ message: "参数错误：url", extensions: { code: "400", field: "url" } });
  });
});

describe("apps not bound to one open-platform account (no unionid)", () => {
  it("keeps one openid per app: the mobile binds the official account's openid beside the QR one", async () => {
    const { h, fake, web, oa } = await setup({ unionid: false });
    try {
      const user = { key: `n${randomMobile()}`, nickname: "无联合" };
      const mobile = randomMobile();
      const desktop = await signIn(h, fake, user, "SNSAPI_LOGIN");
      const bound = await bind(h, desktop, mobile);
      expect(bound.data!.bindMobile.unionId).toBeNull();
      const memberUid = bound.data!.bindMobile.user.memberUid;
      // Inside WeChat nothing links the two openids: bind the same mobile once more.
      const phone = await signIn(h, fake, user, "SNSAPI_USERINFO");
      expect(phone.outcome.needsBinding).toBe(true);
      const again = await bind(h, phone, mobile);
      expect(again.errors).toBeUndefined();
      expect(again.data!.bindMobile.user.memberUid).toBe(memberUid);
      expect((await accountsOf(memberUid)).map((a) => a.appId).sort()).toEqual([web.appId, oa.appId].sort());
      // From then on the silent sign-in finds the member by the official account's openid.
      expect((await signIn(h, fake, user, "SNSAPI_BASE")).outcome.login?.user.memberUid).toBe(memberUid);
      // A second official-account openid (another WeChat user) cannot join that member.
      const intruder = await signIn(h, fake, { key: `i${randomMobile()}`, nickname: "他人" }, "SNSAPI_USERINFO");
      expect((await bind(h, intruder, mobile)).errors?.[0]).toMatchObject({ message: "该手机号已绑定其他微信账号" });
    } finally {
      await fake.stop();
    }
  });
});

describe("without an official account", () => {
  it("offers no silent sign-in and no JS-SDK", async () => {
    const { h, fake } = await setup({ officialAccount: false });
    try {
      const silent = await gql(h.gateway, QR, { variables: { r: RETURN_TO, s: "SNSAPI_BASE" } });
      expect(silent.errors?.[0]).toMatchObject({ message: "参数错误：scope", extensions: { code: "400", field: "scope" } });
      const tap = await gql<{ wechatQrUrl: { url: string } }>(h.gateway, QR, { variables: { r: RETURN_TO, s: "SNSAPI_USERINFO" } });
      expect(new URL(tap.data!.wechatQrUrl.url).pathname).toBe("/connect/qrconnect");
      const config = await gql<{ wechatJsConfig: null }>(h.gateway, JS_CONFIG, { variables: { u: `${ORIGIN}/` } });
      expect(config.errors).toBeUndefined();
      expect(config.data!.wechatJsConfig).toBeNull();
    } finally {
      await fake.stop();
    }
  });
});
