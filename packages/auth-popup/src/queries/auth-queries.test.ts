// @vitest-environment node
import type { LoginResultFieldsFragment } from "@xunlan/api-client";
import { createTestApiClient, type SchemaServer, startSchemaServer } from "@xunlan/api-client/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAuthCallbacks, createCaptchaSession, SMS_CODE_TYPE } from "./auth-queries";

// The operations run against the contract (api-client's schema.graphql) with real validation:
// an answer missing a field the operation selects, or a variable the schema does not take, fails.
let server: SchemaServer;
let captchas = 0;

const loginResult: LoginResultFieldsFragment = {
  userToken: "member-token",
  expiresAt: "2026-12-01T00:00:00Z",
  isMemberLoggedIn: true,
  openId: null,
  unionId: null,
  user: { cellphone: "13700001111", referedSource: null, username: "13700001111", groupId: 1, memberUid: "M0001" },
};

beforeAll(async () => {
  server = await startSchemaServer({
    Mutation: {
      webAuthorization: () => ({ token: "guest-token", expiresAt: "2030-01-01T00:00:00.000Z" }),
      getCaptcha: () => {
        captchas += 1;
        return { captchaId: `c${captchas}`, image: `data:image/svg+xml;base64,${captchas}`, expiresAt: "2026-12-01T00:05:00.000Z" };
      },
      getVerifyCode: () => ({ success: true, message: "验证码已发送", expiresAt: "2026-12-01T00:05:00.000Z", resendAfterSeconds: 60 }),
      memberLogin: () => loginResult,
      bindMobile: () => loginResult,
    },
  });
});
beforeEach(() => {
  server.reset();
  captchas = 0;
});
afterAll(async () => {
  await server.close();
});

/** The arguments of the last call of a root field. */
const lastArgsOf = (field: string) => server.calls.filter((call) => call.field === field).at(-1)?.args;

describe("auth callbacks over the gateway", () => {
  it("sends the SMS with the id of the captcha the shopper is looking at (type 4)", async () => {
    const callbacks = createAuthCallbacks(createTestApiClient(server.url));
    await callbacks.getCaptcha();
    expect(await callbacks.getCaptcha()).toBe("data:image/svg+xml;base64,2");
    await callbacks.sendSmsCode({ mobile: "13700001111", captchaCode: "AB3CD" });
    expect(lastArgsOf("getVerifyCode")).toEqual({ username: "13700001111", type: 4, captchaId: "c2", captchaCode: "AB3CD" });
  });

  it("logs in (memberLogin) and binds (bindMobile) resolving with the login result", async () => {
    const callbacks = createAuthCallbacks(createTestApiClient(server.url));
    await expect(callbacks.login({ username: "13700001111", type: 2, code: "Secret123" })).resolves.toEqual(loginResult);
    expect(lastArgsOf("memberLogin")).toEqual({ username: "13700001111", type: 2, code: "Secret123" });
    await expect(callbacks.bindMobile({ mobile: "13700001111", code: "123456", authCode: "wx-code" })).resolves.toEqual(loginResult);
    expect(lastArgsOf("bindMobile")).toEqual({ mobile: "13700001111", code: "123456", authCode: "wx-code" });
  });

  it("password reset codes use type 3", async () => {
    const session = createCaptchaSession(createTestApiClient(server.url));
    await session.getCaptcha();
    await session.sendSmsCode({ mobile: "13700001111", captchaCode: "XY34K", type: SMS_CODE_TYPE.RESET_PASSWORD });
    expect(lastArgsOf("getVerifyCode")).toMatchObject({ type: 3, captchaId: "c1" });
  });
});
