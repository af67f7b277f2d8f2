import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/support/database";
import { gql } from "../../test/support/graphql";
import {
  captcha,
  createMemberHarness,
  LOGIN,
  loginBySms,
  type MemberHarness,
  randomMobile,
  SEND_CODE,
  sendCode,
} from "../../test/support/members";
import type { DatabaseHandle } from "../kernel/db";

const RESET = "mutation ($u: String!, $c: String!, $p: String!) { resetPassword(username: $u, code: $c, password: $p) { success } }";
const UPDATE =
  "mutation ($name: String, $birthday: String, $gender: Int, $province: String, $city: String, $district: String) { updateMember(name: $name, birthday: $birthday, gender: $gender, province: $province, city: $city, district: $district) { name birthday gender province city district } }";

const LOGIN_WITH_CAPTCHA =
  "mutation ($username: String!, $type: Int!, $code: String!, $captchaId: String, $captchaCode: String) { memberLogin(username: $username, type: $type, code: $code, captchaId: $captchaId, captchaCode: $captchaCode) { user { cellphone } } }";

type Errors = Awaited<ReturnType<typeof gql>>["errors"];
const firstError = (errors: Errors) => ({
  message: errors?.[0]?.message,
  code: errors?.[0]?.extensions.code,
  field: errors?.[0]?.extensions.field,
});

describe("member operations: validation and abuse (spec §5, §7, §8)", () => {
  let database: DatabaseHandle;
  let h: MemberHarness;
  beforeAll(async () => {
    database = await createTestDatabase();
    h = createMemberHarness(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  const send = async (vars: Partial<{ username: string; type: number; captchaId: string; captchaCode: string }>) => {
    h.clock.advance(61_000);
    const c = await captcha(h);
    return gql(h.gateway, SEND_CODE, {
      variables: { username: randomMobile(), type: 4, captchaId: c.captchaId, captchaCode: c.answer, ...vars },
    });
  };

  it("getCaptcha only knows type 1", async () => {
    const res = await gql(h.gateway, "mutation { getCaptcha(type: 2) { captchaId } }");
    expect(firstError(res.errors)).toEqual({ message: "参数错误：type", code: "400", field: "type" });
    const ok = await gql<{ getCaptcha: { image: string; expiresAt: string } }>(h.gateway, "mutation { getCaptcha { image expiresAt } }");
    expect(ok.data!.getCaptcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Date.parse(ok.data!.getCaptcha.expiresAt) - h.clock.now().getTime()).toBe(5 * 60_000);
  });

  it("getVerifyCode checks every argument with the §5 messages", async () => {
    expect(firstError((await send({ username: "" })).errors)).toEqual({ message: "请输入手机号", code: "400", field: "username" });
    expect(firstError((await send({ username: "12345678901" })).errors)).toEqual({
      message: "请输入正确的手机号码",
      code: "400",
      field: "username",
    });
    expect(firstError((await send({ type: 9 })).errors)).toEqual({ message: "参数错误：type", code: "400", field: "type" });
    expect(firstError((await send({ captchaCode: "" })).errors)).toEqual({
      message: "请输入图形验证码",
      code: "400",
      field: "captchaCode",
    });
    expect(firstError((await send({ captchaCode: "ZZZZZ" })).errors)).toEqual({
      message: "图形验证码错误或已过期",
      code: "400",
      field: "captchaCode",
    });
    expect(firstError((await send({ captchaId: "" })).errors)).toEqual({
      message: "图形验证码错误或已过期",
      code: "400",
      field: "captchaCode",
    });
  });

  it("spends the captcha on any attempt: reused, after a failed attempt, or expired", async () => {
    const mobile = randomMobile();
    const c = await captcha(h);
    const vars = { username: mobile, type: 4, captchaId: c.captchaId, captchaCode: c.answer };
    expect((await gql(h.gateway, SEND_CODE, { variables: vars })).errors).toBeUndefined();
    h.clock.advance(61_000);
    const reused = await gql(h.gateway, SEND_CODE, { variables: vars });
    expect(firstError(reused.errors)).toMatchObject({ message: "图形验证码错误或已过期" });

    const d = await captcha(h);
    const badMobile = await gql(h.gateway, SEND_CODE, {
      variables: { ...vars, username: "1", captchaId: d.captchaId, captchaCode: d.answer },
    });
    expect(firstError(badMobile.errors).field).toBe("username");
    const retry = await gql(h.gateway, SEND_CODE, { variables: { ...vars, captchaId: d.captchaId, captchaCode: d.answer } });
    expect(firstError(retry.errors)).toMatchObject({ message: "图形验证码错误或已过期" });

    const e = await captcha(h);
    h.clock.advance(5 * 60_000 + 1);
    const expired = await gql(h.gateway, SEND_CODE, { variables: { ...vars, captchaId: e.captchaId, captchaCode: e.answer } });
    expect(firstError(expired.errors)).toMatchObject({ message: "图形验证码错误或已过期", field: "captchaCode" });
  });

  it("memberLogin checks every argument", async () => {
    const login = (variables: Record<string, unknown>) =>
      gql(h.gateway, LOGIN, { variables: { username: randomMobile(), type: 4, code: "123456", ...variables } });
    expect(firstError((await login({ username: " " })).errors)).toEqual({ message: "请输入手机号", code: "400", field: "username" });
    expect(firstError((await login({ username: "10012345678" })).errors)).toEqual({
      message: "请输入正确的手机号码",
      code: "400",
      field: "username",
    });
    expect(firstError((await login({ type: 1 })).errors)).toEqual({ message: "参数错误：type", code: "400", field: "type" });
    expect(firstError((await login({ code: "" })).errors)).toEqual({ message: "请输入短信验证码", code: "400", field: "code" });
    expect(firstError((await login({ type: 2, code: "" })).errors)).toEqual({ message: "请输入密码", code: "400", field: "code" });
    // An authCode only counts with the state cookie of the browser that started the sign-in (issue 21 §3).
    expect(firstError((await login({ authCode: "nope-nope-nope" })).errors)).toEqual({
      message: "微信登录已失效，请重新登录",
      code: "400",
      field: "state",
    });
  });

  it("rejects an expired SMS code at login", async () => {
    const mobile = randomMobile();
    const code = await sendCode(h, mobile);
    h.clock.advance(5 * 60_000);
    const res = await gql(h.gateway, LOGIN, { variables: { username: mobile, type: 4, code } });
    expect(firstError(res.errors)).toEqual({ message: "短信验证码错误或已过期", code: "400", field: "code" });
  });

  it("password login: same answer and one argon2 verify for registered, password-less and unknown mobiles", async () => {
    const registered = randomMobile();
    await loginBySms(h, registered);
    const resetCode = await sendCode(h, registered, { type: 3 });
    const reset = await gql(h.gateway, RESET, { variables: { u: registered, c: resetCode, p: "Xunlan2026" } });
    expect(reset.errors).toBeUndefined();
    const passwordless = randomMobile();
    await loginBySms(h, passwordless);

    const answers = [];
    for (const mobile of [registered, passwordless, randomMobile()]) {
      const before = h.hasher.verifies;
      const res = await gql(h.gateway, LOGIN, { variables: { username: mobile, type: 2, code: "Wrong2026x" } });
      expect(h.hasher.verifies - before).toBe(1);
      answers.push(JSON.stringify({ data: res.data, errors: res.errors, status: res.status }));
    }
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0]!).errors[0]).toMatchObject({ message: "手机号或密码错误", extensions: { code: "400" } });

    const ok = await gql<{ memberLogin: { user: { cellphone: string } } }>(h.gateway, LOGIN, {
      variables: { username: registered, type: 2, code: "Xunlan2026" },
    });
    expect(ok.data!.memberLogin.user.cellphone).toBe(registered);
    expect(h.logs.text()).not.toContain("Xunlan2026");
  });

  it("asks for the image captcha after 3 failed password logins and slows down, but never locks the member out", async () => {
    const strict = createMemberHarness(database.db);
    const mobile = randomMobile();
    await loginBySms(strict, mobile);
    const code = await sendCode(strict, mobile, { type: 3 });
    expect((await gql(strict.gateway, RESET, { variables: { u: mobile, c: code, p: "Xunlan2026" } })).errors).toBeUndefined();

    const attempt = async (password: string, withCaptcha: boolean) => {
      const c = withCaptcha ? await captcha(strict) : null;
      return gql<{ memberLogin: { user: { cellphone: string } } }>(strict.gateway, LOGIN_WITH_CAPTCHA, {
        variables: { username: mobile, type: 2, code: password, captchaId: c?.captchaId ?? null, captchaCode: c?.answer ?? null },
      });
    };
    // Failures 1–2: only the wrong password; the 3rd says the next one needs the captcha.
    for (let i = 1; i <= 3; i += 1) {
      const res = await attempt("Wrong2026x", false);
      expect(res.errors?.[0]).toMatchObject({ message: "手机号或密码错误", extensions: { code: "400" } });
      expect(res.errors?.[0]?.extensions.captchaRequired).toBe(i >= 3 ? true : undefined);
    }
    // Now the captcha is required…
    strict.clock.advance(60_000);
    const noCaptcha = await attempt("Xunlan2026", false);
    expect(noCaptcha.errors?.[0]).toMatchObject({
      message: "请输入图形验证码",
      extensions: { code: "400", field: "captchaCode", captchaRequired: true },
    });
    // …and each further failure waits longer (2 s, 4 s, … at most 60 s) — a '429', not a lockout.
    for (let i = 4; i <= 12; i += 1) {
      strict.clock.advance(60_000);
      const res = await attempt("Wrong2026x", true);
      expect(res.errors?.[0]).toMatchObject({ message: "手机号或密码错误", extensions: { captchaRequired: true } });
    }
    const tooSoon = await attempt("Xunlan2026", true);
    expect(tooSoon.errors?.[0]).toMatchObject({
      message: "登录尝试过于频繁，请60秒后再试",
      extensions: { code: "429", retryAfterSeconds: 60 },
    });
    strict.clock.advance(60_000);
    // 12 wrong passwords later the member still logs in with the right password and the captcha.
    const ok = await attempt("Xunlan2026", true);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.memberLogin.user.cellphone).toBe(mobile);
    // Success clears the mobile's failures: the next login needs no captcha.
    const again = await attempt("Xunlan2026", false);
    expect(again.errors).toBeUndefined();
  });

  it("resetPassword checks the password rule, the code and the mobile, and logs out every session", async () => {
    const reset = (variables: Record<string, unknown>) =>
      gql(h.gateway, RESET, { variables: { u: randomMobile(), c: "123456", p: "Xunlan2026", ...variables } });
    expect(firstError((await reset({ u: "" })).errors)).toEqual({ message: "请输入手机号", code: "400", field: "username" });
    expect(firstError((await reset({ u: "1380000" })).errors)).toEqual({ message: "请输入正确的手机号码", code: "400", field: "username" });
    expect(firstError((await reset({ c: "" })).errors)).toEqual({ message: "请输入短信验证码", code: "400", field: "code" });
    expect(firstError((await reset({ p: "" })).errors)).toEqual({ message: "请输入密码", code: "400", field: "password" });
    for (const p of ["Xl1", "xunlan2026", "XUNLAN2026", "XunlanXunlan", "Xunlan2026Xunlan2"]) {
      expect(firstError((await reset({ p })).errors)).toEqual({
        message: "密码需为8-16位，且包含大小写字母和数字",
        code: "400",
        field: "password",
      });
    }
    expect(firstError((await reset({})).errors)).toEqual({ message: "短信验证码错误或已过期", code: "400", field: "code" });

    const unknown = randomMobile();
    const unknownCode = await sendCode(h, unknown, { type: 3 });
    expect(firstError((await reset({ u: unknown, c: unknownCode })).errors)).toMatchObject({ field: "username", code: "400" });

    const mobile = randomMobile();
    const session = await loginBySms(h, mobile);
    // The session is in use (its token verified and kept by the gateway's token cache)…
    const before = await gql<{ member: { memberUid: string } }>(h.gateway, "{ member { memberUid } }", { token: session.userToken });
    expect(before.data!.member.memberUid).toBe(session.user.memberUid);
    // A login code cannot reset the password.
    const loginCode = await sendCode(h, mobile);
    expect(firstError((await reset({ u: mobile, c: loginCode })).errors).message).toBe("短信验证码错误或已过期");
    const code = await sendCode(h, mobile, { type: 3 });
    expect((await reset({ u: mobile, c: code })).errors).toBeUndefined();
    const after = await gql(h.gateway, "{ member { memberUid } }", { token: session.userToken });
    expect(firstError(after.errors).code).toBe("401");
    const me = await gql<{ memberLogin: { userToken: string } }>(h.gateway, LOGIN, {
      variables: { username: mobile, type: 2, code: "Xunlan2026" },
    });
    const profile = await gql<{ member: { hasPassword: boolean } }>(h.gateway, "{ member { hasPassword } }", {
      token: me.data!.memberLogin.userToken,
    });
    expect(profile.data!.member.hasPassword).toBe(true);
  });

  it("updateMember validates name, birthday, gender and the region chain", async () => {
    const { userToken: token } = await loginBySms(h, randomMobile());
    const update = (variables: Record<string, unknown>) =>
      gql<{ updateMember: Record<string, unknown> }>(h.gateway, UPDATE, { variables, token });
    expect(firstError((await update({ name: "张" })).errors)).toEqual({ message: "姓名需为2-18个字符", code: "400", field: "name" });
    expect(firstError((await update({ name: "张".repeat(19) })).errors)).toMatchObject({ field: "name" });
    for (const birthday of ["2020-02-30", "1990/01/01", "1899-12-31", "2999-01-01"]) {
      expect(firstError((await update({ birthday })).errors)).toEqual({
        message: "请输入正确的生日（YYYY-MM-DD）",
        code: "400",
        field: "birthday",
      });
    }
    expect(firstError((await update({ gender: 3 })).errors)).toEqual({ message: "参数错误：性别", code: "400", field: "gender" });
    expect(firstError((await update({ province: "火星省", city: "深圳市", district: "南山区" })).errors)).toMatchObject({
      field: "province",
    });
    expect(firstError((await update({ province: "广东省", city: "北京市", district: "东城区" })).errors)).toEqual({
      message: "请选择正确的省市区",
      code: "400",
      field: "city",
    });
    expect(firstError((await update({ province: "广东省", city: "深圳市", district: "东城区" })).errors)).toMatchObject({
      field: "district",
    });
    expect(firstError((await update({ province: "广东省" })).errors)).toMatchObject({ field: "city" });

    const ok = await update({
      name: " 李小岚 ",
      birthday: "1995-06-18",
      gender: 2,
      province: "广东省",
      city: "深圳市",
      district: "南山区",
    });
    expect(ok.data!.updateMember).toEqual({
      name: "李小岚",
      birthday: "1995-06-18",
      gender: 2,
      province: "广东省",
      city: "深圳市",
      district: "南山区",
    });
    const partial = await update({ birthday: "" });
    expect(partial.data!.updateMember).toMatchObject({ name: "李小岚", birthday: null, gender: 2 });
  });

  it("updateMember keeps an email by the spec §5 rule; an empty one clears it", async () => {
    const { userToken: token } = await loginBySms(h, randomMobile());
    const UPDATE_EMAIL = "mutation ($email: String) { updateMember(email: $email) { email name } }";
    const update = (email: string) =>
      gql<{ updateMember: { email: string | null } }>(h.gateway, UPDATE_EMAIL, { variables: { email }, token });
    for (const email of ["lin", "lin@", "lin@xunlan", "lin xiao@xunlan.cn", `${"a".repeat(95)}@x.com`]) {
      expect(firstError((await update(email)).errors)).toEqual({ message: "请输入正确的邮箱地址", code: "400", field: "email" });
    }
    expect((await update(" lin.xiao@xunlan.cn ")).data!.updateMember.email).toBe("lin.xiao@xunlan.cn");
    const read = await gql<{ member: { email: string | null } }>(h.gateway, "{ member { email } }", { token });
    expect(read.data!.member.email).toBe("lin.xiao@xunlan.cn");
    expect((await update("")).data!.updateMember.email).toBeNull();
  });

  it("member returns every §3 profile field, nulls where unknown", async () => {
    const { userToken: token, user } = await loginBySms(h, randomMobile());
    const fields =
      "username cellphone name email gender birthday province city district street wechatNick level point memberUid groupId headImage title description referedSource storeCreditBalance preferedSize height weight memberQrcode registerChannel wechatUnionId wechatOpenId hasPassword";
    const res = await gql<{ member: Record<string, unknown> }>(h.gateway, `{ member { ${fields} } }`, { token });
    expect(res.data!.member).toEqual({
      username: user.cellphone,
      cellphone: user.cellphone,
      name: null,
      email: null,
      gender: null,
      birthday: null,
      province: null,
      city: null,
      district: null,
      street: null,
      wechatNick: null,
      level: "迅岚会员",
      point: 0,
      memberUid: user.memberUid,
      groupId: 1,
      headImage: null,
      title: null,
      description: null,
      referedSource: null,
      storeCreditBalance: 0,
      preferedSize: null,
      height: null,
      weight: null,
      memberQrcode: null,
      registerChannel: "WEB",
      wechatUnionId: null,
      wechatOpenId: null,
      hasPassword: false,
    });
  });

  it("WeChat arguments: redirectUri must be a storefront origin; bindMobile checks mobile, code and authCode", async () => {
    for (const r of [
      "https://evil.example/",
      "http://localhost:3000.evil.example/",
      "javascript:alert(1)",
      "//localhost:3000/",
      "",
      "http://user@localhost:3000/",
    ]) {
      const res = await gql(h.gateway, "query ($r: String!) { wechatQrUrl(redirectUri: $r) { url } }", { variables: { r } });
      expect(firstError(res.errors)).toEqual({ message: "参数错误：redirectUri", code: "400", field: "redirectUri" });
    }
    const bind = (variables: Record<string, unknown>) =>
      gql(h.gateway, "mutation ($a: String!, $m: String!, $c: String!) { bindMobile(authCode: $a, mobile: $m, code: $c) { userToken } }", {
        variables: { a: "unknown-auth-code", m: randomMobile(), c: "123456", ...variables },
      });
    expect(firstError((await bind({ m: "" })).errors)).toEqual({ message: "请输入手机号", code: "400", field: "mobile" });
    expect(firstError((await bind({ m: "2" })).errors)).toEqual({ message: "请输入正确的手机号码", code: "400", field: "mobile" });
    expect(firstError((await bind({ c: "" })).errors)).toEqual({ message: "请输入短信验证码", code: "400", field: "code" });
    expect(firstError((await bind({ a: "" })).errors)).toEqual({ message: "缺少必要参数：authCode", code: "400", field: "authCode" });
    expect(firstError((await bind({})).errors)).toEqual({ message: "微信登录已失效，请重新登录", code: "400", field: "state" });
    const login = await gql(h.gateway, 'mutation { wechatLogin(authCode: "") { needsBinding } }');
    expect(firstError(login.errors)).toMatchObject({ field: "authCode", code: "400" });
  });

  it("address and favourite arguments and paging are validated", async () => {
    const { userToken: token } = await loginBySms(h, randomMobile());
    const base = {
      consignee: "张三",
      cellphone: "13912345678",
      province: "广东省",
      city: "深圳市",
      district: "南山区",
      detailAddress: "科技园南区 8 楼",
      postCode: "518057",
    };
    const add = (vars: Record<string, unknown>) =>
      gql(
        h.gateway,
        "mutation ($consignee: String!, $cellphone: String!, $province: String!, $city: String!, $district: String!, $detailAddress: String!, $postCode: String) { addCustomerAddress(consignee: $consignee, cellphone: $cellphone, province: $province, city: $city, district: $district, detailAddress: $detailAddress, postCode: $postCode) { id } }",
        { variables: { ...base, ...vars }, token },
      );
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ consignee: " " }, "请输入收货人姓名", "consignee"],
      [{ consignee: "张" }, "收货人姓名需为2-18个字符", "consignee"],
      [{ cellphone: "" }, "请输入手机号", "cellphone"],
      [{ cellphone: "12912345678" }, "请输入正确的手机号码", "cellphone"],
      [{ province: "" }, "请选择省市区", "province"],
      [{ province: "台湾省", city: "台北市", district: "中正区" }, "请选择正确的省市区", "province"],
      [{ city: "广州市" }, "请选择正确的省市区", "district"],
      [{ city: "北京市" }, "请选择正确的省市区", "city"],
      [{ district: "" }, "请选择省市区", "district"],
      [{ detailAddress: "" }, "请输入详细地址", "detailAddress"],
      [{ detailAddress: "一二三四" }, "详细地址需为5-100个字符", "detailAddress"],
      [{ detailAddress: "路".repeat(101) }, "详细地址需为5-100个字符", "detailAddress"],
      [{ postCode: "51805" }, "请输入正确的邮政编码", "postCode"],
      [{ postCode: "51805a" }, "请输入正确的邮政编码", "postCode"],
    ];
    for (const [vars, message, field] of cases) {
      expect({ vars, ...firstError((await add(vars)).errors) }).toEqual({ vars, message, code: "400", field });
    }
    expect((await add({ postCode: "" })).errors).toBeUndefined();

    for (const [args, field] of [
      ["pageNumber: 0", "pageNumber"],
      ["pageSize: 0", "pageSize"],
      ["pageSize: 51", "pageSize"],
    ] as const) {
      const res = await gql(h.gateway, `{ customerAddresses(${args}) { count } memberProductFavoriteList(${args}) { count } }`, { token });
      expect(firstError(res.errors)).toMatchObject({ code: "400", field });
    }
    const missing = await gql(h.gateway, 'mutation { deleteCustomerAddress(addressId: "abc") { success } }', { token });
    expect(firstError(missing.errors)).toEqual({ message: "收货地址不存在", code: "404", field: undefined });

    const fav = (p: string) =>
      gql(h.gateway, "mutation ($p: String!) { addMemberProductFavorite(productId: $p) { id } }", { variables: { p }, token });
    expect(firstError((await fav("")).errors)).toEqual({ message: "缺少必要参数：productId", code: "400", field: "productId" });
    expect(firstError((await fav("bad id!")).errors)).toEqual({ message: "参数错误：productId", code: "400", field: "productId" });
  });

  it("favourites of a product that does not exist answer 404", async () => {
    const strict = createMemberHarness(database.db, { productExists: async (_db, id) => id === "XL26RS0004-001" });
    const { userToken: token } = await loginBySms(strict, randomMobile());
    const fav = (p: string) =>
      gql(strict.gateway, "mutation ($p: String!) { addMemberProductFavorite(productId: $p) { productId } }", { variables: { p }, token });
    expect(firstError((await fav("XL99XX9999-999")).errors)).toEqual({ message: "商品不存在或已下架", code: "404", field: undefined });
    expect((await fav("XL26RS0004-001")).errors).toBeUndefined();
  });
});
