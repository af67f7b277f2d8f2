import type { ApiClient } from "@xunlan/api-client";
import { describe, expect, it, vi } from "vitest";
import { SMS_CODE_TYPE, createAuthCallbacks, createCaptchaSession } from "./auth-queries";

function fakeApi(answer: (operation: string, variables: Record<string, unknown> | undefined) => unknown) {
  const request = vi.fn<(document: { toString(): string }, variables?: Record<string, unknown>) => Promise<unknown>>(async (document, variables) =>
    answer(/(?:query|mutation)\s+(\w+)/.exec(document.toString())?.[1] ?? "", variables),
  );
  const api: ApiClient = {
    endpoint: "http://test/graphql",
    request: request as unknown as ApiClient["request"],
    ensureToken: async () => "t",
    resetToken: async () => "t",
    headers: async () => ({}),
  };
  return { api, request };
}

const loginResult = { userToken: "member-token", expiresAt: "2026-12-01T00:00:00Z", isMemberLoggedIn: true, user: { cellphone: "13700001111" } };

describe("auth callbacks over the gateway", () => {
  it("sends the SMS with the id of the captcha the shopper is looking at (type 4)", async () => {
    let n = 0;
    const { api, request } = fakeApi((operation) => {
      if (operation === "GetCaptcha") return { getCaptcha: { captchaId: `c${++n}`, image: `data:image/svg+xml;base64,${n}` } };
      return { getVerifyCode: { success: true } };
    });
    const callbacks = createAuthCallbacks(api);
    await callbacks.getCaptcha();
    expect(await callbacks.getCaptcha()).toBe("data:image/svg+xml;base64,2");
    await callbacks.sendSmsCode({ mobile: "13700001111", captchaCode: "AB3CD" });
    expect(request).toHaveBeenLastCalledWith(expect.anything(), {
      username: "13700001111",
      type: 4,
      captchaId: "c2",
      captchaCode: "AB3CD",
    });
  });

  it("logs in (memberLogin) and binds (bindMobile) resolving with the login result", async () => {
    const { api, request } = fakeApi((operation) => (operation === "MemberLogin" ? { memberLogin: loginResult } : { bindMobile: loginResult }));
    const callbacks = createAuthCallbacks(api);
    await expect(callbacks.login({ username: "13700001111", type: 2, code: "Secret123" })).resolves.toEqual(loginResult);
    expect(request).toHaveBeenLastCalledWith(expect.anything(), { username: "13700001111", type: 2, code: "Secret123" });
    await expect(callbacks.bindMobile({ mobile: "13700001111", code: "123456", authCode: "wx-code" })).resolves.toEqual(loginResult);
    expect(request).toHaveBeenLastCalledWith(expect.anything(), { mobile: "13700001111", code: "123456", authCode: "wx-code" });
  });

  it("password reset codes use type 3", async () => {
    const { api, request } = fakeApi((operation) =>
      operation === "GetCaptcha" ? { getCaptcha: { captchaId: "r1", image: "x" } } : { getVerifyCode: { success: true } },
    );
    const session = createCaptchaSession(api);
    await session.getCaptcha();
    await session.sendSmsCode({ mobile: "13700001111", captchaCode: "XY34K", type: SMS_CODE_TYPE.RESET_PASSWORD });
    expect(request).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ type: 3, captchaId: "r1" }));
  });
});
