import { and, count, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerAddresses, members, productColors, stock } from "../../src/kernel/db/schema";
import { issueToken } from "../../src/modules/auth/token-service";
import { seedCatalogue } from "../../src/modules/catalog/seed/catalogue";
import type { SuiteDatabase } from "./core-operations";
import { gql } from "./graphql";
import {
  captcha,
  createMemberHarness,
  get,
  LOGIN,
  type LoginJson,
  latestCode,
  loginBySms,
  type MemberHarness,
  randomMobile,
  SEND_CODE,
  sendCode,
} from "./members";

const ADDRESS_FIELDS = "id memberUid consignee cellphone province city district detailAddress postCode isDefault";
const ADD_ADDRESS = /* GraphQL */ `
  mutation Add($consignee: String!, $cellphone: String!, $province: String!, $city: String!, $district: String!,
    $detailAddress: String!, $postCode: String, $isDefault: Boolean) {
    addCustomerAddress(consignee: $consignee, cellphone: $cellphone, province: $province, city: $city,
      district: $district, detailAddress: $detailAddress, postCode: $postCode, isDefault: $isDefault) { ${ADDRESS_FIELDS} }
  }
`;
const ADDRESS = {
  consignee: "张三",
  cellphone: "13912345678",
  province: "广东省",
  city: "深圳市",
  district: "南山区",
  detailAddress: "科技园南区迅岚大厦 8 楼",
  postCode: "518057",
};

interface AddressJson {
  id: string;
  isDefault: boolean;
  consignee: string;
}

/**
 * The members module's core flows over GraphQL and the sandbox HTTP routes, on whichever
 * database `setup` gives: PGlite (test/members.test.ts) and PostgreSQL (test/members.pg.test.ts).
 */
export function describeMemberOperations(name: string, setup: () => Promise<SuiteDatabase>, options: { skip?: boolean } = {}): void {
  // oxlint-disable-next-line vitest/valid-title -- the caller names the database under test
  describe.skipIf(options.skip ?? false)(name, () => {
    let suite: SuiteDatabase;
    let h: MemberHarness;

    beforeAll(async () => {
      suite = await setup();
      h = createMemberHarness(suite.db);
    });
    afterAll(async () => {
      await suite?.close();
    });

    it("registers a new mobile by SMS, rotating the guest token into a member token (spec §3, §7)", async () => {
      const guest = await gql<{ webAuthorization: { token: string } }>(h.gateway, "mutation { webAuthorization { token } }");
      const guestToken = guest.data!.webAuthorization.token;
      const mobile = randomMobile();
      const sent = await (async () => {
        h.clock.advance(61_000);
        const c = await captcha(h);
        return gql<{ getVerifyCode: { success: boolean; message: string; resendAfterSeconds: number } }>(h.gateway, SEND_CODE, {
          variables: { username: mobile, type: 4, captchaId: c.captchaId, captchaCode: c.answer.toLowerCase() },
          token: guestToken,
        });
      })();
      expect(sent.errors).toBeUndefined();
      expect(sent.data!.getVerifyCode).toMatchObject({
        success: true,
        message: "短信验证码发送成功，请注意查收！",
        resendAfterSeconds: 60,
      });
      const code = await latestCode(h, mobile);
      expect(code).toMatch(/^\d{6}$/);

      const res = await gql<{ memberLogin: LoginJson }>(h.gateway, LOGIN, {
        variables: { username: mobile, type: 4, code },
        token: guestToken,
      });
      expect(res.errors).toBeUndefined();
      const login = res.data!.memberLogin;
      expect(login).toMatchObject({
        isMemberLoggedIn: true,
        openId: null,
        unionId: null,
        user: { cellphone: mobile, username: mobile, groupId: 1, referedSource: null },
      });
      expect(login.user.memberUid).toMatch(/^XL\d{12}$/);
      expect(login.userToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const ttl = Date.parse(login.expiresAt) - Date.now();
      expect(ttl).toBeGreaterThan(167 * 3_600_000);

      // The guest token was revoked: sending it now fails with 401.
      const old = await gql(h.gateway, "{ addressOptions { id } }", { token: guestToken });
      expect(old.errors?.[0]?.extensions).toMatchObject({ code: "401" });
      const me = await gql<{ member: { cellphone: string; memberUid: string; name: null } }>(
        h.gateway,
        "{ member { cellphone memberUid name } }",
        { token: login.userToken },
      );
      expect(me.data!.member).toEqual({ cellphone: mobile, memberUid: login.user.memberUid, name: null });
      // Neither the code nor the token ever reaches the logs.
      expect(h.logs.text()).not.toContain(login.userToken);
      expect(h.logs.text()).not.toContain(code);

      // A second SMS login of the same mobile is the same member.
      const again = await loginBySms(h, mobile);
      expect(again.user.memberUid).toBe(login.user.memberUid);
      const [row] = await suite.db.select({ n: count() }).from(members).where(eq(members.cellphone, mobile));
      expect(row?.n).toBe(1);
    });

    it("answers 401 without a valid token and 403 for a guest on member operations; logout revokes (spec §6, §8)", async () => {
      for (const query of [
        "{ member { memberUid } }",
        "{ customerAddresses { count } }",
        "{ memberFavoriteIds { favPids } }",
        "mutation { memberLogout { success } }",
      ]) {
        const none = await gql(h.gateway, query);
        expect(none.errors?.[0]?.extensions).toMatchObject({ code: "401", statusCode: 401 });
      }
      const guest = await gql<{ webAuthorization: { token: string } }>(h.gateway, "mutation { webAuthorization { token } }");
      const forbidden = await gql(h.gateway, "{ member { memberUid } }", { token: guest.data!.webAuthorization.token });
      expect(forbidden.errors?.[0]).toMatchObject({ message: "请先登录", extensions: { code: "403", statusCode: 403 } });

      const login = await loginBySms(h, randomMobile());
      const out = await gql<{ memberLogout: { success: boolean } }>(h.gateway, "mutation { memberLogout { success } }", {
        token: login.userToken,
      });
      expect(out.data!.memberLogout.success).toBe(true);
      const after = await gql(h.gateway, "{ member { memberUid } }", { token: login.userToken });
      expect(after.errors?.[0]?.extensions).toMatchObject({ code: "401" });

      // An expired member token is a 401 too.
      const expired = await issueToken(suite.db, {
        kind: "member",
        memberUid: login.user.memberUid,
        channel: "WEB",
        now: new Date(Date.now() - 169 * 3_600_000),
      });
      const stale = await gql(h.gateway, "{ member { memberUid } }", { token: expired.token });
      expect(stale.errors?.[0]?.extensions).toMatchObject({ code: "401" });
    });

    it("refuses a reused SMS code and burns a code after 5 wrong tries (spec §7)", async () => {
      const mobile = randomMobile();
      const code = await sendCode(h, mobile);
      const ok = await gql(h.gateway, LOGIN, { variables: { username: mobile, type: 4, code } });
      expect(ok.errors).toBeUndefined();
      const reuse = await gql(h.gateway, LOGIN, { variables: { username: mobile, type: 4, code } });
      expect(reuse.errors?.[0]).toMatchObject({ message: "短信验证码错误或已过期", extensions: { code: "400", field: "code" } });

      const fresh = await sendCode(h, mobile);
      const wrong = fresh === "000000" ? "111111" : "000000";
      const messages: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await gql(h.gateway, LOGIN, { variables: { username: mobile, type: 4, code: wrong } });
        messages.push(res.errors?.[0]?.message ?? "");
      }
      expect(messages.slice(0, 4)).toEqual(Array(4).fill("短信验证码错误或已过期"));
      const sixth = await gql(h.gateway, LOGIN, { variables: { username: mobile, type: 4, code: fresh } });
      expect(sixth.errors?.[0]).toMatchObject({ message: "验证码错误次数过多，请重新获取", extensions: { code: "400", field: "code" } });
    });

    it("limits sends to one per mobile per 60 s with the seconds left (spec §4, §9)", async () => {
      const mobile = randomMobile();
      await sendCode(h, mobile);
      h.clock.advance(15_000);
      const c = await captcha(h);
      const res = await gql(h.gateway, SEND_CODE, {
        variables: { username: mobile, type: 4, captchaId: c.captchaId, captchaCode: c.answer },
      });
      expect(res.errors?.[0]).toMatchObject({ message: "发送过于频繁，请45秒后再试", extensions: { code: "429", statusCode: 429 } });
    });

    // spec §2 stage 1 for one browser (issue 21 §3): wechatQrUrl keeps its state in the
    // browser's cookie; `cookie` is what the browser already holds.
    const WECHAT_REDIRECT = "http://localhost:3000/?from=wechat";
    const startWechat = async (cookie?: string): Promise<{ url: URL; state: string; cookie: string; setCookie: string }> => {
      const qr = await gql<{ wechatQrUrl: { url: string; state: string; provider: string } }>(
        h.gateway,
        "query ($r: String!) { wechatQrUrl(redirectUri: $r) { url state provider } }",
        { variables: { r: WECHAT_REDIRECT }, ...(cookie ? { headers: { cookie } } : {}) },
      );
      expect(qr.errors).toBeUndefined();
      expect(qr.data!.wechatQrUrl.provider).toBe("sandbox");
      const setCookie = qr.headers.get("set-cookie") ?? "";
      expect(qr.headers.get("cache-control")).toBe("private, no-store");
      return { url: new URL(qr.data!.wechatQrUrl.url), state: qr.data!.wechatQrUrl.state, cookie: setCookie.split(";")[0]!, setCookie };
    };
    /** Approves `started` on the sandbox page as the WeChat user of `identity` (a browser's page cookie); returns the redirect's authCode. */
    const approveWechat = async (
      started: { url: URL; state: string },
      identity: { cookie?: string; nickname?: string },
    ): Promise<string> => {
      const page = await get(
        h.gateway,
        `${started.url.pathname}${started.url.search}`,
        identity.cookie ? { headers: { cookie: identity.cookie } } : {},
      );
      expect(page.status).toBe(200);
      identity.cookie ??= page.headers.get("set-cookie")!.split(";")[0]!;
      const html = await page.text();
      const shown = /<span class="nickname">(微信用户\d{6})<\/span>/.exec(html)?.[1];
      expect(shown).toBeDefined();
      identity.nickname ??= shown;
      expect(shown).toBe(identity.nickname);
      const posted = await get(h.gateway, started.url.pathname, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: identity.cookie },
        body: new URLSearchParams({ redirect_uri: WECHAT_REDIRECT, state: started.state, decision: "approve" }).toString(),
      });
      expect(posted.status).toBe(302);
      const location = new URL(posted.headers.get("location")!);
      expect(location.origin + location.pathname).toBe("http://localhost:3000/");
      expect(location.searchParams.get("from")).toBe("wechat");
      expect(location.searchParams.get("state")).toBe(started.state);
      return location.searchParams.get("authCode")!;
    };
    const WECHAT_LOGIN = /* GraphQL */ `
      mutation ($a: String!, $s: String) { wechatLogin(authCode: $a, state: $s) { needsBinding nickname login { userToken openId unionId user { memberUid cellphone } } } }
    `;
    const BIND_MOBILE =
      "mutation ($a: String!, $m: String!, $c: String!) { bindMobile(authCode: $a, mobile: $m, code: $c) { userToken isMemberLoggedIn openId unionId user { cellphone memberUid } } }";
    const wechatLoginAs = (cookie: string | null, authCode: string, state: string | null) =>
      gql<{ wechatLogin: { needsBinding: boolean; nickname: string; login: { userToken: string; user: { memberUid: string } } | null } }>(
        h.gateway,
        WECHAT_LOGIN,
        {
          variables: { a: authCode, s: state },
          ...(cookie ? { headers: { cookie } } : {}),
        },
      );
    const STATE_INVALID = "微信登录已失效，请重新登录";

    it("binds a WeChat account through the sandbox pages, then logs in at once (spec §2 stages 1–2)", async () => {
      const started = await startWechat();
      expect(started.url.origin).toBe("http://localhost:3000");
      expect(started.url.pathname).toBe("/sandbox/wechat/authorize");
      // The state is kept in this browser: HttpOnly, SameSite=Lax, only on /graphql (Secure over TLS).
      expect(started.setCookie).toBe(`xl_wx_state=${started.state}; Path=/graphql; Max-Age=1800; HttpOnly; SameSite=Lax`);

      // One browser: the page sets its identity cookie on the first visit and keeps it after.
      const wechatUser: { cookie?: string; nickname?: string } = {};
      const authCode = await approveWechat(started, wechatUser);
      const first = await wechatLoginAs(started.cookie, authCode, started.state);
      expect(first.errors).toBeUndefined();
      expect(first.data!.wechatLogin).toEqual({ needsBinding: true, nickname: wechatUser.nickname, login: null });

      const mobile = randomMobile();
      const code = await sendCode(h, mobile);
      const bound = await gql<{ bindMobile: LoginJson }>(h.gateway, BIND_MOBILE, {
        variables: { a: authCode, m: mobile, c: code },
        headers: { cookie: started.cookie },
      });
      expect(bound.errors).toBeUndefined();
      expect(bound.data!.bindMobile).toMatchObject({ isMemberLoggedIn: true, user: { cellphone: mobile } });
      expect(bound.data!.bindMobile.openId).toMatch(/^oSBX/);
      // The sign-in is over: the kept states are cleared.
      expect(bound.headers.get("set-cookie")).toBe("xl_wx_state=; Path=/graphql; Max-Age=0; HttpOnly; SameSite=Lax");
      const profile = await gql<{ member: { wechatNick: string; wechatOpenId: string } }>(
        h.gateway,
        "{ member { wechatNick wechatOpenId } }",
        {
          token: bound.data!.bindMobile.userToken,
        },
      );
      expect(profile.data!.member).toEqual({ wechatNick: wechatUser.nickname, wechatOpenId: bound.data!.bindMobile.openId });

      // The authCode is spent (even with the old cookie kept); a new authorisation of the same
      // WeChat user logs in at once.
      const replay = await wechatLoginAs(started.cookie, authCode, started.state);
      expect(replay.errors?.[0]).toMatchObject({ message: "微信授权已失效，请重新扫码", extensions: { field: "authCode" } });
      const again = await startWechat();
      const second = await wechatLoginAs(again.cookie, await approveWechat(again, wechatUser), again.state);
      expect(second.data!.wechatLogin.needsBinding).toBe(false);
      expect(second.data!.wechatLogin.login!.user.memberUid).toBe(bound.data!.bindMobile.user.memberUid);
      expect(second.headers.get("set-cookie")).toContain("Max-Age=0");
      const me = await gql(h.gateway, "{ member { memberUid } }", { token: second.data!.wechatLogin.login!.userToken });
      expect(me.errors).toBeUndefined();
    });

    it("signs in only the browser that started it: forged or missing state, another browser, a replay → no sign-in (issue 21 §3)", async () => {
      // The attacker starts and approves in their own browser, and stops before signing in.
      const attacker = await startWechat();
      const attackerWechat: { cookie?: string } = {};
      const code = await approveWechat(attacker, attackerWechat);
      // The victim opens /?wx=1&authCode=<code>&state=<anything>: their browser holds another
      // state (or none), so nothing happens, whatever state the link carries.
      const victim = await startWechat();
      for (const [cookie, state] of [
        [victim.cookie, attacker.state],
        [victim.cookie, "x"],
        [victim.cookie, null],
        [null, attacker.state],
        [`xl_wx_state=${"A".repeat(24)}`, "A".repeat(23)],
      ] as const) {
        const res = await wechatLoginAs(cookie, code, state);
        expect(res.data ?? null).toBeNull();
        expect(res.errors?.[0]).toMatchObject({ message: STATE_INVALID, extensions: { code: "400", field: "state" } });
      }
      // Nor can the victim's browser reach stage 2 with it.
      const mobile = randomMobile();
      const sms = await sendCode(h, mobile);
      const bind = await gql(h.gateway, BIND_MOBILE, { variables: { a: code, m: mobile, c: sms }, headers: { cookie: victim.cookie } });
      expect(bind.errors?.[0]).toMatchObject({ message: STATE_INVALID, extensions: { code: "400" } });
      const noCookie = await gql(h.gateway, BIND_MOBILE, { variables: { a: code, m: mobile, c: sms } });
      expect(noCookie.errors?.[0]).toMatchObject({ message: STATE_INVALID });
      // The code was not spent by those refusals: the attacker's own browser still gets stage 2,
      // and a pending binding made there is not the victim's either.
      const own = await wechatLoginAs(attacker.cookie, code, attacker.state);
      expect(own.data!.wechatLogin.needsBinding).toBe(true);
      const stolen = await gql(h.gateway, BIND_MOBILE, { variables: { a: code, m: mobile, c: sms }, headers: { cookie: victim.cookie } });
      expect(stolen.errors?.[0]).toMatchObject({ message: STATE_INVALID });
      const memberLogin = await gql(h.gateway, LOGIN, {
        variables: { username: mobile, type: 4, code: sms, authCode: code },
        headers: { cookie: victim.cookie },
      });
      expect(memberLogin.errors?.[0]).toMatchObject({ message: STATE_INVALID });

      // A browser keeps its three newest states (two tabs, a refreshed QR): an older one is gone.
      const tab1 = await startWechat();
      const tab2 = await startWechat(tab1.cookie);
      const tab3 = await startWechat(tab2.cookie);
      const tab4 = await startWechat(tab3.cookie);
      expect(tab4.cookie).toBe(`xl_wx_state=${[tab4.state, tab3.state, tab2.state].join(".")}`);
      const user: { cookie?: string } = {};
      const oldest = await wechatLoginAs(tab4.cookie, await approveWechat(tab1, user), tab1.state);
      expect(oldest.errors?.[0]).toMatchObject({ message: STATE_INVALID });
      const kept = await wechatLoginAs(tab4.cookie, await approveWechat(tab2, user), tab2.state);
      expect(kept.errors).toBeUndefined();
      expect(kept.data!.wechatLogin.needsBinding).toBe(true);
    });

    it("logs a bound WeChat account in once for one code, however many tabs send it at once", async () => {
      const user: { cookie?: string } = {};
      const first = await startWechat();
      const firstCode = await approveWechat(first, user);
      expect((await wechatLoginAs(first.cookie, firstCode, first.state)).data!.wechatLogin.needsBinding).toBe(true);
      const mobile = randomMobile();
      const bound = await gql<{ bindMobile: LoginJson }>(h.gateway, BIND_MOBILE, {
        variables: { a: firstCode, m: mobile, c: await sendCode(h, mobile) },
        headers: { cookie: first.cookie },
      });
      expect(bound.errors).toBeUndefined();
      const started = await startWechat();
      const code = await approveWechat(started, user);
      const answers = await Promise.all(Array.from({ length: 4 }, () => wechatLoginAs(started.cookie, code, started.state)));
      expect(answers.filter((a) => a.data?.wechatLogin.login).length).toBe(1);
    });

    it("keeps exactly one default address: first is default, a new default unsets the old, deleting promotes (spec §3)", async () => {
      const login = await loginBySms(h, randomMobile());
      const token = login.userToken;
      const add = async (vars: Record<string, unknown>) =>
        (await gql<{ addCustomerAddress: AddressJson }>(h.gateway, ADD_ADDRESS, { variables: { ...ADDRESS, ...vars }, token })).data!
          .addCustomerAddress;
      const list = async () =>
        (
          await gql<{ customerAddresses: { items: AddressJson[]; count: number } }>(
            h.gateway,
            `{ customerAddresses(pageNumber: 1, pageSize: 10) { count items { ${ADDRESS_FIELDS} } } }`,
            { token },
          )
        ).data!.customerAddresses;

      const first = await add({ isDefault: false, consignee: "第一个" });
      expect(first.isDefault).toBe(true);
      h.clock.advance(1000);
      const second = await add({ isDefault: false, consignee: "第二个" });
      expect(second.isDefault).toBe(false);
      h.clock.advance(1000);
      const third = await add({ isDefault: true, consignee: "第三个" });
      expect(third.isDefault).toBe(true);
      let page = await list();
      expect(page.count).toBe(3);
      expect(page.items.map((a) => [a.consignee, a.isDefault])).toEqual([
        ["第三个", true],
        ["第二个", false],
        ["第一个", false],
      ]);

      const del = await gql(h.gateway, "mutation ($id: ID!) { deleteCustomerAddress(addressId: $id) { success } }", {
        variables: { id: third.id },
        token,
      });
      expect(del.errors).toBeUndefined();
      page = await list();
      expect(page.items.map((a) => [a.consignee, a.isDefault])).toEqual([
        ["第二个", true],
        ["第一个", false],
      ]);

      // Another member cannot see, change or delete these: 404.
      const other = await loginBySms(h, randomMobile());
      const steal = await gql(
        h.gateway,
        `mutation ($id: ID!) { updateCustomerAddress(addressId: $id, consignee: "李四", cellphone: "13912345678", province: "广东省", city: "深圳市", district: "南山区", detailAddress: "别人的地址 1 号") { id } }`,
        { variables: { id: first.id }, token: other.userToken },
      );
      expect(steal.errors?.[0]).toMatchObject({ message: "收货地址不存在", extensions: { code: "404", statusCode: 404 } });
      const remove = await gql(h.gateway, "mutation ($id: ID!) { deleteCustomerAddress(addressId: $id) { success } }", {
        variables: { id: first.id },
        token: other.userToken,
      });
      expect(remove.errors?.[0]?.extensions).toMatchObject({ code: "404" });
      expect((await list()).count).toBe(2);
    });

    it("leaves exactly one default after 20 parallel addCustomerAddress(isDefault: true)", async () => {
      const login = await loginBySms(h, randomMobile());
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          gql<{ addCustomerAddress: AddressJson }>(h.gateway, ADD_ADDRESS, {
            variables: { ...ADDRESS, consignee: `收件人${i + 1}`, isDefault: true },
            token: login.userToken,
          }),
        ),
      );
      expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
      const [defaults] = await suite.db
        .select({ n: count() })
        .from(customerAddresses)
        .where(and(eq(customerAddresses.memberUid, login.user.memberUid), eq(customerAddresses.isDefault, true)));
      const [all] = await suite.db
        .select({ n: count() })
        .from(customerAddresses)
        .where(eq(customerAddresses.memberUid, login.user.memberUid));
      expect(all?.n).toBe(20);
      expect(defaults?.n).toBe(1);
    });

    it("adds favourites idempotently, pages them and lists their ids (spec §3, §4)", async () => {
      const login = await loginBySms(h, randomMobile());
      const token = login.userToken;
      // Real catalogue ids: favourites are checked against product_colors.
      await seedCatalogue(suite.db, { scale: 3 });
      const ids = (
        await suite.db.select({ productId: productColors.productId }).from(productColors).orderBy(productColors.id).limit(3)
      ).map((r) => r.productId);
      expect(ids).toHaveLength(3);
      const unknown = await gql(h.gateway, 'mutation { addMemberProductFavorite(productId: "XL00XX0000-000") { id } }', { token });
      expect(unknown.errors?.[0]).toMatchObject({ message: "商品不存在或已下架", extensions: { code: "404" } });
      for (const productId of [...ids, ids[0]!]) {
        h.clock.advance(1000);
        const res = await gql(h.gateway, "mutation ($p: String!) { addMemberProductFavorite(productId: $p) { id productId memberUid } }", {
          variables: { p: productId },
          token,
        });
        expect(res.errors).toBeUndefined();
      }
      const favIds = await gql<{ memberFavoriteIds: { favPids: string[] } }>(h.gateway, "{ memberFavoriteIds { favPids } }", { token });
      expect(favIds.data!.memberFavoriteIds.favPids).toEqual([...ids].reverse());
      const page2 = await gql<{ memberProductFavoriteList: { count: number; items: Array<{ productId: string; memberUid: string }> } }>(
        h.gateway,
        "{ memberProductFavoriteList(pageNumber: 2, pageSize: 2) { count items { productId memberUid } } }",
        { token },
      );
      expect(page2.data!.memberProductFavoriteList).toEqual({
        count: 3,
        items: [{ productId: ids[0], memberUid: login.user.memberUid }],
      });
      for (let i = 0; i < 2; i += 1) {
        const del = await gql(h.gateway, "mutation ($p: String!) { deleteMemberProductFavorite(productId: $p) { success } }", {
          variables: { p: ids[1] },
          token,
        });
        expect(del.errors).toBeUndefined();
      }
      const after = await gql<{ memberFavoriteIds: { favPids: string[] } }>(h.gateway, "{ memberFavoriteIds { favPids } }", { token });
      expect(after.data!.memberFavoriteIds.favPids).toEqual([ids[2], ids[0]]);
    });

    it("a member's session in one document (api-client's MemberSession): the answers asked apart, each member their own, a write in the next (issue 11 §7)", async () => {
      await seedCatalogue(suite.db, { scale: 3 });
      const ids = (
        await suite.db.select({ productId: productColors.productId }).from(productColors).orderBy(productColors.id).limit(2)
      ).map((r) => r.productId);
      const [line] = await suite.db.select({ ean: stock.sku }).from(stock).where(gt(stock.saleableQty, 5)).limit(1);
      const session = "{ member { memberUid cellphone } memberFavoriteIds { favPids } cart { count } }";
      type Session = {
        member: { memberUid: string; cellphone: string };
        memberFavoriteIds: { favPids: string[] };
        cart: { count: number };
      };
      const apart = async (token: string) => ({
        member: (await gql<Pick<Session, "member">>(h.gateway, "{ member { memberUid cellphone } }", { token })).data!.member,
        memberFavoriteIds: (await gql<Pick<Session, "memberFavoriteIds">>(h.gateway, "{ memberFavoriteIds { favPids } }", { token })).data!
          .memberFavoriteIds,
        cart: (await gql<Pick<Session, "cart">>(h.gateway, "{ cart { count } }", { token })).data!.cart,
      });
      const a = await loginBySms(h, randomMobile());
      const b = await loginBySms(h, randomMobile());
      for (const productId of ids) {
        h.clock.advance(1000);
        expect(
          (
            await gql(h.gateway, "mutation ($p: String!) { addMemberProductFavorite(productId: $p) { id } }", {
              variables: { p: productId },
              token: a.userToken,
            })
          ).errors,
        ).toBeUndefined();
      }
      expect(
        (
          await gql(h.gateway, "mutation ($e: String!) { addCartItem(ean: $e, quantity: 2) { count } }", {
            variables: { e: line!.ean },
            token: a.userToken,
          })
        ).errors,
      ).toBeUndefined();
      const [sessionA, sessionB] = await Promise.all([
        gql<Session>(h.gateway, session, { token: a.userToken }),
        gql<Session>(h.gateway, session, { token: b.userToken }),
      ]);
      expect(sessionA.data).toEqual({
        member: { memberUid: a.user.memberUid, cellphone: a.user.cellphone },
        memberFavoriteIds: { favPids: [...ids].reverse() },
        cart: { count: 2 },
      });
      expect(sessionA.data).toEqual(await apart(a.userToken));
      expect(sessionB.data).toEqual({
        member: { memberUid: b.user.memberUid, cellphone: b.user.cellphone },
        memberFavoriteIds: { favPids: [] },
        cart: { count: 0 },
      });
      expect(sessionB.data).toEqual(await apart(b.userToken));
      expect(
        (
          await gql(h.gateway, "mutation ($p: String!) { deleteMemberProductFavorite(productId: $p) { success } }", {
            variables: { p: ids[0] },
            token: a.userToken,
          })
        ).errors,
      ).toBeUndefined();
      expect(
        (
          await gql(h.gateway, "mutation ($e: String!) { addCartItem(ean: $e, quantity: 1) { count } }", {
            variables: { e: line!.ean },
            token: a.userToken,
          })
        ).errors,
      ).toBeUndefined();
      const next = await gql<Session>(h.gateway, session, { token: a.userToken });
      expect(next.data).toMatchObject({ memberFavoriteIds: { favPids: [ids[1]] }, cart: { count: 3 } });
    });

    it("ProductColor.isFavorite is true for the member's own favourites only (spec §3, §4)", async () => {
      await seedCatalogue(suite.db, { scale: 3 });
      const ids = (
        await suite.db.select({ productId: productColors.productId }).from(productColors).orderBy(productColors.id).limit(3)
      ).map((r) => r.productId);
      expect(new Set(ids).size).toBe(3);
      const { userToken: token } = await loginBySms(h, randomMobile());
      for (const productId of [ids[0], ids[2]]) {
        const added = await gql(h.gateway, "mutation ($p: String!) { addMemberProductFavorite(productId: $p) { id } }", {
          variables: { p: productId },
          token,
        });
        expect(added.errors).toBeUndefined();
      }
      const query = "query ($ids: [ID!]!) { productColors(ids: $ids) { productId isFavorite } }";
      type Colours = { productColors: Array<{ productId: string; isFavorite: boolean }> };
      const asMember = await gql<Colours>(h.gateway, query, { variables: { ids }, token });
      expect(asMember.data!.productColors).toEqual([
        { productId: ids[0], isFavorite: true },
        { productId: ids[1], isFavorite: false },
        { productId: ids[2], isFavorite: true },
      ]);
      // Another member and a visitor without a token see none of them as favourites.
      const { userToken: stranger } = await loginBySms(h, randomMobile());
      const asStranger = await gql<Colours>(h.gateway, query, { variables: { ids }, token: stranger });
      expect(asStranger.data!.productColors.map((colour) => colour.isFavorite)).toEqual([false, false, false]);
      const anonymous = await gql<Colours>(h.gateway, query, { variables: { ids } });
      expect(anonymous.data!.productColors.map((colour) => colour.isFavorite)).toEqual([false, false, false]);
    });
  });
}
