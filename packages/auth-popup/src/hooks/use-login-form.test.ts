import { act, renderHook } from "@testing-library/react";
import { LOGIN_STAGE, LOGIN_TYPE, MESSAGES } from "@xunlan/validation";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthCallbacks } from "../lib/types";
import { sanitizeLoginField, type UseLoginFormOptions, useLoginForm } from "./use-login-form";

type Result = { token: string };
type Callbacks = AuthCallbacks<Result>;

const VALID_MOBILE = "13800138000";

function setup(overrides: Partial<UseLoginFormOptions<{ token: string }>> = {}) {
  const options = {
    getCaptcha: vi.fn<Callbacks["getCaptcha"]>(async () => "data:image/svg+xml,captcha"),
    sendSmsCode: vi.fn<Callbacks["sendSmsCode"]>(async () => undefined),
    login: vi.fn<Callbacks["login"]>(async () => ({ token: "t" })),
    bindMobile: vi.fn<Callbacks["bindMobile"]>(async () => ({ token: "b" })),
    notify: vi.fn<(message: string) => void>(),
    onSuccess: vi.fn<(result: Result) => void>(),
    ...overrides,
  };
  const hook = renderHook(() => useLoginForm(options));
  return { ...hook, options };
}

/** Lets pending promise callbacks (captcha, send, login) settle inside act. */
async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe("sanitizeLoginField (spec §5 number input, §9 lengths)", () => {
  it("keeps digits only and cuts numeric fields", () => {
    expect(sanitizeLoginField("mobile", "+86 138-0013 8000 99")).toBe("86138001380");
    expect(sanitizeLoginField("mobile", "138 0013 8000")).toBe(VALID_MOBILE);
    // issue 26: a number copied with its country code
    expect(sanitizeLoginField("mobile", "+86 138 0013 8000")).toBe("13800138000");
    expect(sanitizeLoginField("mobile", "8613800138000")).toBe("13800138000");
    expect(sanitizeLoginField("smsCode", "12a3 4567")).toBe("123456");
  });
  it("cuts the captcha to 5 and the password to 16 characters", () => {
    expect(sanitizeLoginField("imageCode", "ab c1234")).toBe("abc12");
    expect(sanitizeLoginField("password", "Aa1".repeat(7))).toHaveLength(16);
  });
});

describe("useLoginForm", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens on stage 0 in SMS mode and loads the first captcha", async () => {
    const { result, options } = setup();
    expect(result.current.stage).toBe(LOGIN_STAGE.FORM);
    expect(result.current.loginType).toBe(LOGIN_TYPE.SMS);
    expect(result.current.captcha.loading).toBe(true);
    await flush();
    expect(options.getCaptcha).toHaveBeenCalledTimes(1);
    expect(result.current.captcha.src).toBe("data:image/svg+xml,captcha");
    expect(result.current.captcha.loading).toBe(false);
  });

  it("strips non-digits from typed numbers", () => {
    const { result } = setup();
    act(() => result.current.setField("mobile", "1a3b8 0013 8000 777"));
    act(() => result.current.setField("smsCode", "９12x3456"));
    expect(result.current.values.mobile).toBe(VALID_MOBILE);
    expect(result.current.values.smsCode).toBe("123456");
  });

  it("validates the SMS form in field order with the exact messages (spec §5)", async () => {
    const { result, options } = setup();
    const submitAndExpect = async (message: string, field: string) => {
      await act(async () => {
        expect(await result.current.submit()).toBe(false);
      });
      expect(result.current.errors).toEqual({ [field]: message });
      expect(options.notify).toHaveBeenLastCalledWith(message);
    };
    await submitAndExpect("请输入手机号", "mobile");
    act(() => result.current.setField("mobile", "12345678901"));
    await submitAndExpect("请输入正确的手机号码", "mobile");
    act(() => result.current.setField("mobile", VALID_MOBILE));
    await submitAndExpect("请输入图形验证码", "imageCode");
    act(() => result.current.setField("imageCode", "ab12c"));
    await submitAndExpect("请输入短信验证码", "smsCode");
    act(() => result.current.setField("smsCode", "123456"));
    await submitAndExpect("请阅读并同意所有条款", "consent");
    expect(options.login).not.toHaveBeenCalled();

    act(() => result.current.setAgreed(true));
    await act(async () => {
      expect(await result.current.submit()).toBe(true);
    });
    expect(options.login).toHaveBeenCalledWith({ username: VALID_MOBILE, type: 4, code: "123456" });
    expect(options.onSuccess).toHaveBeenCalledWith({ token: "t" });
  });

  it("validates and logs in by password (type 2)", async () => {
    const { result, options } = setup({ initialValues: { mobile: VALID_MOBILE } });
    act(() => result.current.toggleLoginType());
    expect(result.current.loginType).toBe(LOGIN_TYPE.PASSWORD);
    expect(result.current.usesSms).toBe(false);
    await act(async () => void (await result.current.submit()));
    expect(result.current.errors.password).toBe("请输入密码");
    act(() => result.current.setField("password", "Secret123"));
    await act(async () => void (await result.current.submit()));
    expect(result.current.errors.consent).toBe("请阅读并同意所有条款");
    act(() => result.current.setAgreed(true));
    expect(result.current.errors.consent).toBeUndefined();
    await act(async () => void (await result.current.submit()));
    expect(options.login).toHaveBeenCalledWith({ username: VALID_MOBILE, type: 2, code: "Secret123" });
  });

  it("shows the image captcha in password mode once the gateway asks for it, and sends it (issue 12)", async () => {
    const asked = Object.assign(new Error("手机号或密码错误"), { extensions: { code: "400", captchaRequired: true } });
    const login = vi
      .fn<Callbacks["login"]>()
      .mockRejectedValueOnce(new Error("手机号或密码错误"))
      .mockRejectedValueOnce(asked)
      .mockResolvedValue({ token: "t" });
    const getCaptcha = vi.fn<Callbacks["getCaptcha"]>(async () => "data:image/svg+xml,captcha");
    const { result } = setup({ initialValues: { mobile: VALID_MOBILE, agreed: true }, login, getCaptcha });
    act(() => result.current.toggleLoginType());
    act(() => result.current.setField("password", "Secret123"));
    await flush();
    const captchasBefore = getCaptcha.mock.calls.length;
    // A plain wrong password: no captcha yet.
    await act(async () => void (await result.current.submit()));
    expect(result.current.showsCaptcha).toBe(false);
    // The gateway's captchaRequired: the field shows with a fresh image…
    await act(async () => void (await result.current.submit()));
    await flush();
    expect(result.current.showsCaptcha).toBe(true);
    expect(result.current.usesSms).toBe(false);
    expect(getCaptcha.mock.calls.length).toBe(captchasBefore + 1);
    // …is required (spec §5 message) and goes with the login.
    await act(async () => void (await result.current.submit()));
    expect(result.current.errors.imageCode).toBe("请输入图形验证码");
    act(() => result.current.setField("imageCode", "AB3CD"));
    await act(async () => expect(await result.current.submit()).toBe(true));
    expect(login).toHaveBeenLastCalledWith({ username: VALID_MOBILE, type: 2, code: "Secret123", captchaCode: "AB3CD" });
  });

  it("clears the errors of hidden fields when the login type toggles", async () => {
    const { result } = setup({ initialValues: { mobile: VALID_MOBILE } });
    await act(async () => void (await result.current.submit()));
    expect(result.current.errors.imageCode).toBe(MESSAGES.imageCodeRequired);
    act(() => result.current.toggleLoginType());
    expect(result.current.errors.imageCode).toBeUndefined();

    await act(async () => void (await result.current.submit()));
    expect(result.current.errors.password).toBe(MESSAGES.passwordRequired);
    act(() => result.current.toggleLoginType());
    expect(result.current.errors.password).toBeUndefined();
    expect(result.current.loginType).toBe(LOGIN_TYPE.SMS);
  });

  it("clears a field's error as soon as it is edited", async () => {
    const { result } = setup();
    await act(async () => void (await result.current.submit()));
    expect(result.current.errors.mobile).toBe(MESSAGES.mobileRequired);
    act(() => result.current.setField("mobile", "1"));
    expect(result.current.errors.mobile).toBeUndefined();
  });

  it("needs mobile and image code before sending an SMS (spec §5)", async () => {
    const { result, options } = setup();
    await act(async () => expect(await result.current.sendCode()).toBe(false));
    expect(result.current.errors.mobile).toBe("请输入手机号");
    act(() => result.current.setField("mobile", "1380013800"));
    await act(async () => expect(await result.current.sendCode()).toBe(false));
    expect(result.current.errors.mobile).toBe("请输入正确的手机号码");
    act(() => result.current.setField("mobile", VALID_MOBILE));
    await act(async () => expect(await result.current.sendCode()).toBe(false));
    expect(result.current.errors.imageCode).toBe("请输入图形验证码");
    expect(options.sendSmsCode).not.toHaveBeenCalled();
  });

  it("sends, toasts, locks 60 s and blocks sending during the countdown (spec §4)", async () => {
    const { result, options } = setup({ initialValues: { mobile: VALID_MOBILE } });
    await flush();
    act(() => result.current.setField("imageCode", "x7k2p"));
    await act(async () => expect(await result.current.sendCode()).toBe(true));
    expect(options.sendSmsCode).toHaveBeenCalledWith({ mobile: VALID_MOBILE, captchaCode: "x7k2p" });
    expect(options.notify).toHaveBeenLastCalledWith("短信验证码发送成功，请注意查收！");
    expect(result.current.countdown.label).toBe("60s 重新发送");

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.countdown.label).toBe("59s 重新发送");
    await act(async () => expect(await result.current.sendCode()).toBe(false));
    expect(options.sendSmsCode).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.countdown.running).toBe(false);
    await act(async () => expect(await result.current.sendCode()).toBe(true));
    expect(options.sendSmsCode).toHaveBeenCalledTimes(2);
  });

  it("ignores a second send while the first is in flight", async () => {
    let resolve: () => void = () => {};
    const sendSmsCode = vi.fn<Callbacks["sendSmsCode"]>(() => new Promise<void>((r) => (resolve = r)));
    const { result } = setup({ sendSmsCode, initialValues: { mobile: VALID_MOBILE, imageCode: "abcde" } });
    let first: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current.sendCode();
      void result.current.sendCode();
    });
    expect(result.current.sending).toBe(true);
    await act(async () => {
      resolve();
      await first;
    });
    expect(sendSmsCode).toHaveBeenCalledTimes(1);
  });

  it("shows a failed send's message, does not lock and offers a new captcha", async () => {
    const { result, options } = setup({
      sendSmsCode: vi.fn<Callbacks["sendSmsCode"]>(async () => Promise.reject(new Error("图形验证码错误"))),
      initialValues: { mobile: VALID_MOBILE },
    });
    await flush();
    act(() => result.current.setField("imageCode", "wrong"));
    await act(async () => expect(await result.current.sendCode()).toBe(false));
    await flush();
    expect(options.notify).toHaveBeenLastCalledWith("图形验证码错误");
    expect(result.current.formError).toBe("图形验证码错误");
    expect(result.current.countdown.running).toBe(false);
    expect(options.getCaptcha).toHaveBeenCalledTimes(2);
    expect(result.current.values.imageCode).toBe("");
  });

  it("shows the gateway's login message, else 登录失败，请重试 (spec §8)", async () => {
    const login = vi
      .fn<Callbacks["login"]>()
      .mockRejectedValueOnce({ message: "验证码错误或已过期", statusCode: 400 })
      .mockRejectedValueOnce(new Error(""));
    const { result, options } = setup({
      login,
      initialValues: { mobile: VALID_MOBILE, imageCode: "abcde", smsCode: "123456", agreed: true },
    });
    await act(async () => expect(await result.current.submit()).toBe(false));
    expect(result.current.formError).toBe("验证码错误或已过期");
    await act(async () => expect(await result.current.submit()).toBe(false));
    expect(result.current.formError).toBe("登录失败，请重试");
    expect(options.notify).toHaveBeenLastCalledWith("登录失败，请重试");
    expect(result.current.pending).toBe(false);
    expect(options.onSuccess).not.toHaveBeenCalled();
  });

  it("is pending while the login runs", async () => {
    let resolve: (value: { token: string }) => void = () => {};
    const login = vi.fn<Callbacks["login"]>(() => new Promise<{ token: string }>((r) => (resolve = r)));
    const { result } = setup({
      login,
      initialValues: { mobile: VALID_MOBILE, password: "pw", agreed: true },
      initialLoginType: LOGIN_TYPE.PASSWORD,
    });
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.submit();
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      resolve({ token: "x" });
      await done;
    });
    expect(result.current.pending).toBe(false);
    expect(login).toHaveBeenCalledTimes(1);
  });

  it("opens stage 2 for an authCode and binds the mobile (spec §2)", async () => {
    const { result, options } = setup({
      authCode: "wx-auth-1",
      initialValues: { mobile: VALID_MOBILE, imageCode: "abcde", smsCode: "654321" },
    });
    expect(result.current.stage).toBe(LOGIN_STAGE.BIND_MOBILE);
    expect(result.current.usesSms).toBe(true);
    await act(async () => void (await result.current.submit()));
    expect(result.current.errors.consent).toBe("请阅读并同意所有条款");
    act(() => result.current.setAgreed(true));
    await act(async () => expect(await result.current.submit()).toBe(true));
    expect(options.bindMobile).toHaveBeenCalledWith({ mobile: VALID_MOBILE, code: "654321", authCode: "wx-auth-1" });
    expect(options.login).not.toHaveBeenCalled();
  });

  it("moves to stage 2 when an authCode arrives later", () => {
    let authCode: string | undefined;
    const options = {
      getCaptcha: vi.fn<Callbacks["getCaptcha"]>(async () => "x"),
      sendSmsCode: vi.fn<Callbacks["sendSmsCode"]>(),
      login: vi.fn<Callbacks["login"]>(),
      bindMobile: vi.fn<Callbacks["bindMobile"]>(),
    };
    const { result, rerender } = renderHook(() => useLoginForm({ ...options, authCode }));
    expect(result.current.stage).toBe(LOGIN_STAGE.FORM);
    authCode = "late";
    rerender();
    expect(result.current.stage).toBe(LOGIN_STAGE.BIND_MOBILE);
  });

  it("switches to the WeChat stage and back, reporting stage changes", () => {
    const onStageChange = vi.fn<(stage: number) => void>();
    const { result } = setup({ onStageChange });
    act(() => result.current.setStage(LOGIN_STAGE.WECHAT_QR));
    expect(result.current.stage).toBe(LOGIN_STAGE.WECHAT_QR);
    expect(onStageChange).toHaveBeenLastCalledWith(1);
    act(() => result.current.setStage(LOGIN_STAGE.FORM));
    expect(onStageChange).toHaveBeenLastCalledWith(0);
  });

  it("refreshes the captcha on demand and clears the typed code", async () => {
    let n = 0;
    const { result } = setup({ getCaptcha: vi.fn<Callbacks["getCaptcha"]>(async () => `img-${++n}`) });
    await flush();
    act(() => result.current.setField("imageCode", "abcde"));
    await act(async () => result.current.captcha.refresh());
    expect(result.current.captcha.src).toBe("img-2");
    expect(result.current.values.imageCode).toBe("");
  });

  it("marks a failed captcha load so the image can offer a retry", async () => {
    const { result } = setup({ getCaptcha: vi.fn<Callbacks["getCaptcha"]>(async () => Promise.reject(new Error("x"))) });
    await flush();
    expect(result.current.captcha.failed).toBe(true);
    expect(result.current.captcha.loading).toBe(false);
  });
});
