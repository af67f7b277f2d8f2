import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/support/database";
import { createCapturingLogger } from "../../../test/support/logs";
import { captcha, createMemberHarness, get, randomMobile, sendCode } from "../../../test/support/members";
import type { DatabaseHandle } from "../../kernel/db";
import { members } from "../../kernel/db/schema";
import { DEMO_MEMBER, seedDemoMember } from "../../modules/members/demo-member";
import { findOrCreateMember } from "../../modules/members/member-service";
import { createSandbox } from "./index";
import { newBrowserSecret, SANDBOX_OA_APP_ID, sandboxIdentity } from "./sandbox-wechat";
import { escapeHtml, renderAuthorizePage } from "./wechat-authorize-page";

describe("sandbox providers", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("GET /sandbox/sms/outbox lists the latest messages of a mobile with their codes", async () => {
    const h = createMemberHarness(database.db);
    const mobile = randomMobile();
    const first = await sendCode(h, mobile);
    const second = await sendCode(h, mobile, { type: 3 });
    const res = await get(h.gateway, `/sandbox/sms/outbox?mobile=${mobile}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as {
      messages: Array<{ mobile: string; purpose: string; code: string; text: string; createdAt: string }>;
    };
    expect(body.messages.map((m) => [m.purpose, m.code])).toEqual([
      ["reset", second],
      ["login", first],
    ]);
    expect(body.messages[0]!.text).toContain(second);
    expect(body.messages.every((m) => m.mobile === mobile)).toBe(true);

    const bad = await get(h.gateway, "/sandbox/sms/outbox?mobile=123");
    expect(bad.status).toBe(400);
  });

  it("POST /sandbox/members/store-credit sets a member's store credit (tools only); the demo member is seeded once with ¥500", async () => {
    const h = createMemberHarness(database.db);
    const mobile = randomMobile();
    const post = (gateway: typeof h.gateway, body: unknown) =>
      gateway.fetch(
        new Request("http://gateway.test/sandbox/members/store-credit", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    expect((await post(h.gateway, { mobile, amount: 12.5 })).status).toBe(404);
    await findOrCreateMember(database.db, mobile, new Date());
    const set = await post(h.gateway, { mobile, amount: 12.5 });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ mobile, storeCreditBalance: 12.5 });
    for (const bad of [
      { mobile, amount: -1 },
      { mobile, amount: 1.005 },
      { mobile: "123", amount: 1 },
    ])
      expect((await post(h.gateway, bad)).status).toBe(400);
    const production = createMemberHarness(database.db, { nodeEnv: "production" });
    expect((await post(production.gateway, { mobile, amount: 99 })).status).toBe(404);

    expect(await seedDemoMember(database.db, new Date())).toBe(true);
    expect(await seedDemoMember(database.db, new Date())).toBe(false);
    const [demo] = await database.db.select().from(members).where(eq(members.cellphone, DEMO_MEMBER.mobile));
    expect(Number(demo!.storeCreditBalance)).toBe(500);
  });

  it("has no outbox in production, and never logs the code there", async () => {
    const h = createMemberHarness(database.db, { nodeEnv: "production" });
    const mobile = randomMobile();
    h.clock.advance(61_000);
    const sent = await h.deps.sms.send({
      mobile,
      purpose: "login",
      text: "【迅岚XUNLAN】您的登录验证码为918273，5分钟内有效。",
      params: { code: "918273", minutes: "5" },
    });
    expect(sent).toBeUndefined();
    const res = await get(h.gateway, `/sandbox/sms/outbox?mobile=${mobile}`);
    expect(res.status).toBe(404);
    expect(h.logs.text()).toContain("sms code sent");
    expect(h.logs.text()).not.toContain("918273");
    expect(h.logs.text()).toContain(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect(createSandbox({ db: database.db, logger: createCapturingLogger().logger, nodeEnv: "production" }).routes).toHaveLength(1);
  });

  it("GET /sandbox/captcha/:id reveals an issued captcha's answer until it expires (developer tools only)", async () => {
    const h = createMemberHarness(database.db);
    const { captchaId, answer } = await captcha(h);
    const res = await get(h.gateway, `/sandbox/captcha/${captchaId}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ text: answer });
    expect((await get(h.gateway, "/sandbox/captcha/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    h.clock.advance(5 * 60_000 + 1);
    expect((await get(h.gateway, `/sandbox/captcha/${captchaId}`)).status).toBe(404);

    // Production hides the tools unless SANDBOX_TOOLS turns them on explicitly (browser tests).
    const prod = createMemberHarness(database.db, { nodeEnv: "production" });
    const hidden = await captcha(prod);
    expect((await get(prod.gateway, `/sandbox/captcha/${hidden.captchaId}`)).status).toBe(404);
    const prodTools = createMemberHarness(database.db, { nodeEnv: "production", tools: true });
    const shown = await captcha(prodTools);
    expect(await (await get(prodTools.gateway, `/sandbox/captcha/${shown.captchaId}`)).json()).toEqual({ text: shown.answer });
  });

  it("the authorize page refuses foreign redirect_uris and redirects a refusal with error=access_denied", async () => {
    const h = createMemberHarness(database.db);
    for (const uri of ["https://evil.example/cb", "http://localhost:3001/", "javascript:alert(1)"]) {
      const res = await get(h.gateway, `/sandbox/wechat/authorize?redirect_uri=${encodeURIComponent(uri)}&state=s`);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("无法完成授权");
      const post = await get(h.gateway, "/sandbox/wechat/authorize", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ redirect_uri: uri, state: "s", decision: "approve" }).toString(),
      });
      expect(post.status).toBe(400);
    }
    const deny = await get(h.gateway, "/sandbox/wechat/authorize", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ redirect_uri: "http://127.0.0.1:3000/login", state: "abc", decision: "deny" }).toString(),
    });
    expect(deny.status).toBe(302);
    expect(deny.headers.get("location")).toBe("http://127.0.0.1:3000/login?error=access_denied&state=abc");
    const page = await get(h.gateway, "/sandbox/wechat/authorize?redirect_uri=http%3A%2F%2Flocalhost%3A3000%2F&state=%3Cscript%3E");
    const html = await page.text();
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("a browser approves only as its own random WeChat identity, never as a typed name, and sees no one else's", async () => {
    const h = createMemberHarness(database.db);
    const redirectUri = "http://127.0.0.1:3000/login";
    const path = `/sandbox/wechat/authorize?redirect_uri=${encodeURIComponent(redirectUri)}&state=s`;
    const open = async (cookie?: string) => {
      const res = await get(h.gateway, path, cookie ? { headers: { cookie } } : {});
      expect(res.status).toBe(200);
      const setCookie = res.headers.get("set-cookie");
      const html = await res.text();
      return { setCookie, html, nickname: /<span class="nickname">([^<]+)<\/span>/.exec(html)?.[1] };
    };
    const approve = async (cookie: string | null, extra: Record<string, string> = {}) => {
      const res = await get(h.gateway, "/sandbox/wechat/authorize", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
        body: new URLSearchParams({ redirect_uri: redirectUri, state: "s", decision: "approve", ...extra }).toString(),
      });
      return res;
    };
    const exchange = async (res: Response) => {
      expect(res.status).toBe(302);
      const code = new URL(res.headers.get("location")!).searchParams.get("authCode")!;
      return h.deps.wechat.exchangeCode(code);
    };

    // The victim's browser: a random identity in an HttpOnly cookie on the authorize path only.
    const victim = await open();
    expect(victim.setCookie).toMatch(
      /^xl_sandbox_wechat=[A-Za-z0-9_-]{22}; Path=\/sandbox\/wechat\/authorize; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    const victimCookie = victim.setCookie!.split(";")[0]!;
    expect(victim.nickname).toMatch(/^微信用户\d{6}$/);
    const again = await open(victimCookie);
    expect(again.setCookie).toBeNull();
    expect(again.nickname).toBe(victim.nickname);
    const victimIdentity = await exchange(await approve(victimCookie));
    expect(victimIdentity?.nickname).toBe(victim.nickname);
    expect(await exchange(await approve(victimCookie))).toEqual(victimIdentity);

    // The attacker's browser: its own identity, whatever it types; nothing lists the victim.
    const attacker = await open();
    const attackerCookie = attacker.setCookie!.split(";")[0]!;
    expect(attackerCookie).not.toBe(victimCookie);
    expect(attacker.nickname).not.toBe(victim.nickname);
    expect(attacker.html).not.toContain(victim.nickname);
    expect(attacker.html).not.toContain('name="nickname"');
    const typed = await exchange(await approve(attackerCookie, { nickname: victim.nickname! }));
    expect(typed?.openId).not.toBe(victimIdentity?.openId);
    expect(typed?.nickname).toBe(attacker.nickname);

    // No cookie (another site's form, a forged secret): no code at all.
    for (const cookie of [
      null,
      "xl_sandbox_wechat=",
      `xl_sandbox_wechat=${encodeURIComponent(victim.nickname!)}`,
      "xl_sandbox_wechat=AAAA",
    ]) {
      const refused = await approve(cookie, { nickname: victim.nickname! });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("无法完成授权");
    }
  });

  it("sets the identity cookie Secure when the browser came over TLS", async () => {
    const h = createMemberHarness(database.db);
    const res = await get(h.gateway, "/sandbox/wechat/authorize?redirect_uri=http%3A%2F%2Flocalhost%3A3000%2F&state=s", {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(res.headers.get("set-cookie")).toMatch(/; Secure$/);
  });

  it("codes are single use and tied to the approving browser", async () => {
    const secret = newBrowserSecret();
    expect(sandboxIdentity(secret)).toEqual(sandboxIdentity(secret));
    expect(sandboxIdentity(secret).openId).not.toBe(sandboxIdentity(newBrowserSecret()).openId);
    const { wechat } = createSandbox({ db: database.db, logger: createCapturingLogger().logger, nodeEnv: "test" });
    const code = await wechat.approve(secret);
    expect(await wechat.exchangeCode(code)).toEqual(sandboxIdentity(secret));
    expect(await wechat.exchangeCode(code)).toBeNull();
    expect(await wechat.exchangeCode("x")).toBeNull();
    await expect(wechat.approve("微信用户0001")).rejects.toThrow("not a browser secret");
  });

  it("inside WeChat: snsapi_base comes straight back with a code for the openid alone; scopes pair with their app (issue 26 §2)", async () => {
    const h = createMemberHarness(database.db);
    const redirectUri = "http://localhost:3000/explore/men?wx=base";
    const authorize = (query: Record<string, string>, cookie?: string) =>
      get(
        h.gateway,
        `/sandbox/wechat/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state: "st", ...query })}`,
        cookie ? { headers: { cookie } } : {},
      );
    const silent = await authorize({ appid: SANDBOX_OA_APP_ID, scope: "snsapi_base" });
    expect(silent.status).toBe(302);
    const cookie = silent.headers.get("set-cookie")!.split(";")[0]!;
    const back = new URL(silent.headers.get("location")!);
    expect(`${back.pathname}?wx=${back.searchParams.get("wx")}&state=${back.searchParams.get("state")}`).toBe(
      "/explore/men?wx=base&state=st",
    );
    const secret = cookie.split("=")[1]!;
    const identity = await h.deps.wechat.exchangeCode(back.searchParams.get("authCode")!);
    expect(identity).toEqual({
      appId: SANDBOX_OA_APP_ID,
      openId: sandboxIdentity(secret, SANDBOX_OA_APP_ID).openId,
      unionId: null,
      nickname: null,
    });
    // The same browser again: no new cookie; the one-tap page (snsapi_userinfo) gives the unionid.
    const again = await authorize({ appid: SANDBOX_OA_APP_ID, scope: "snsapi_base" }, cookie);
    expect(again.headers.get("set-cookie")).toBeNull();
    const page = await authorize({ appid: SANDBOX_OA_APP_ID, scope: "snsapi_userinfo" }, cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="scope" value="snsapi_userinfo"');
    // WeChat's pairing: the website app cannot ask inside WeChat, the official account cannot show a QR.
    expect((await authorize({ appid: SANDBOX_OA_APP_ID, scope: "snsapi_login" })).status).toBe(400);
    expect((await authorize({ appid: "wxsandboxweb", scope: "snsapi_base" })).status).toBe(400);
    expect((await authorize({ appid: "wxunknown", scope: "snsapi_base" })).status).toBe(400);
  });

  it("signs wx.config with the sandbox ticket the tools show (a browser test checks it as a phone would)", async () => {
    const h = createMemberHarness(database.db);
    const res = await get(h.gateway, "/sandbox/wechat/jsapi-ticket");
    const { appId, ticket } = (await res.json()) as { appId: string; ticket: string };
    const url = "http://localhost:3000/products/x/y?from=singlemessage&isappinstalled=0";
    const config = await h.deps.wechatJsSdk!.configFor(`${url}#size`);
    expect(config.appId).toBe(appId);
    const expected = createHash("sha1")
      .update(`jsapi_ticket=${ticket}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${url}`)
      .digest("hex");
    expect(config.signature).toBe(expected);
    const production = createMemberHarness(database.db, { nodeEnv: "production" });
    expect((await get(production.gateway, "/sandbox/wechat/jsapi-ticket")).status).toBe(404);
  });

  it("escapes everything it renders", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    const html = renderAuthorizePage({ redirectUri: 'http://localhost:3000/?a="b"', state: "<i>", nickname: "<b>" });
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("<i>");
  });
});
