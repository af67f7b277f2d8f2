import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { PopupProvider } from "@xunlan/ui";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthCallbacks } from "../../lib/types";
import { LoginPanel, type LoginPanelProps } from "./login-panel";

type Result = { token: string };
type Callbacks = AuthCallbacks<Result>;

function renderPanel(props: Partial<LoginPanelProps<{ token: string }>> = {}) {
  const callbacks = {
    getCaptcha: vi.fn<Callbacks["getCaptcha"]>(async () => "data:image/svg+xml,captcha"),
    sendSmsCode: vi.fn<Callbacks["sendSmsCode"]>(async () => undefined),
    login: vi.fn<Callbacks["login"]>(async () => ({ token: "t" })),
    bindMobile: vi.fn<Callbacks["bindMobile"]>(async () => ({ token: "b" })),
    onLoginSuccess: vi.fn<(result: Result) => void>(),
    onNavigate: vi.fn<(path: string) => void>(),
    ...props,
  };
  const view = render(
    <PopupProvider>
      <LoginPanel {...callbacks} />
    </PopupProvider>,
  );
  return { ...view, callbacks };
}

async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

const mobileInput = () => screen.getByLabelText("手机号");

describe("LoginPanel: logged out (spec §2 Login popup)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows 登录/注册 with the SMS fields and 确认 in the full-pop view", async () => {
    renderPanel();
    await settle();
    expect(screen.getByRole("heading", { name: "登录/注册" })).toBeTruthy();
    expect(mobileInput().getAttribute("inputmode")).toBe("numeric");
    expect(screen.getByLabelText("图形验证码").getAttribute("maxlength")).toBe("5");
    expect(screen.getByLabelText("短信验证码").getAttribute("inputmode")).toBe("numeric");
    expect(screen.getByRole("img", { name: "图形验证码" }).getAttribute("src")).toBe("data:image/svg+xml,captcha");
    expect(screen.getByRole("button", { name: "确认" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "获取验证码" })).toBeTruthy();
  });

  it("labels the confirm button 登录 in the mobile view", async () => {
    renderPanel({ variant: "mobile" });
    await settle();
    expect(screen.getByRole("button", { name: "登录" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "确认" })).toBeNull();
  });

  it("keeps digits only in the mobile field, cut to 11", async () => {
    renderPanel();
    await settle();
    fireEvent.change(mobileInput(), { target: { value: "1a38-0013 8000 99" } });
    expect((mobileInput() as HTMLInputElement).value).toBe("13800138000");
  });

  it("shows the first failing rule inline and as a toast (spec §5)", async () => {
    renderPanel();
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "确认" }));
    await settle();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("请输入手机号");
    expect(mobileInput().getAttribute("aria-invalid")).toBe("true");
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getAllByText("请输入手机号")).toHaveLength(2);
  });

  it("sends the SMS code, toasts and counts down 'Ns 重新发送' (spec §4)", async () => {
    const { callbacks } = renderPanel();
    await settle();
    fireEvent.change(mobileInput(), { target: { value: "13800138000" } });
    fireEvent.change(screen.getByLabelText("图形验证码"), { target: { value: "7kx2p" } });
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    await settle();
    expect(callbacks.sendSmsCode).toHaveBeenCalledWith({ mobile: "13800138000", captchaCode: "7kx2p" });
    const locked = screen.getByRole("button", { name: "60s 重新发送" }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("button", { name: "59s 重新发送" })).toBeTruthy();
    expect(screen.getByText("短信验证码发送成功，请注意查收！")).toBeTruthy();
    act(() => vi.advanceTimersByTime(59_000));
    expect((screen.getByRole("button", { name: "获取验证码" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("focuses the SMS code once the code is sent, and keeps the code of a pasted SMS (issue 26)", async () => {
    renderPanel();
    await settle();
    const code = screen.getByLabelText("短信验证码") as HTMLInputElement;
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(document.activeElement).not.toBe(code);
    fireEvent.change(mobileInput(), { target: { value: "13800138000" } });
    fireEvent.change(screen.getByLabelText("图形验证码"), { target: { value: "7kx2p" } });
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    await settle();
    expect(document.activeElement).toBe(code);
    fireEvent.paste(code, { clipboardData: { getData: () => "【迅岚】您的验证码为 482913，5分钟内有效，请勿告诉他人。" } });
    expect(code.value).toBe("482913");
    fireEvent.paste(code, { clipboardData: { getData: () => "48 29 13" } });
    expect(code.value).toBe("482913");
    fireEvent.change(code, { target: { value: "12a3 4567" } });
    expect(code.value).toBe("123456");
  });

  it("keeps the focus where it is when the popup opens inside a running lock", async () => {
    sessionStorage.setItem("sms-lock-test", String(Date.now() + 30_000));
    renderPanel({ countdownStorageKey: "sms-lock-test" });
    await settle();
    expect(screen.getByRole("button", { name: /s 重新发送$/ })).toBeTruthy();
    expect(document.activeElement).not.toBe(screen.getByLabelText("短信验证码"));
    sessionStorage.removeItem("sms-lock-test");
  });

  it("shows the captcha at its own size, inside its one-tap 换一张 button", async () => {
    renderPanel();
    await settle();
    const image = screen.getByRole("img", { name: "图形验证码" });
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["120", "44"]);
    expect(screen.getByRole("button", { name: "看不清？换一张" }).contains(image)).toBe(true);
  });

  it("refreshes the captcha when its image is clicked", async () => {
    const { callbacks } = renderPanel();
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "看不清？换一张" }));
    await settle();
    expect(callbacks.getCaptcha).toHaveBeenCalledTimes(2);
  });

  it("switches to password mode with a 0/16 counter, show/hide and 忘记密码？", async () => {
    const { callbacks } = renderPanel();
    await settle();
    fireEvent.click(screen.getByRole("button", { name: /密码登录/ }));
    expect(screen.queryByLabelText("短信验证码")).toBeNull();
    const password = screen.getByLabelText("密码") as HTMLInputElement;
    expect(password.type).toBe("password");
    expect(password.maxLength).toBe(16);
    expect(screen.getByText("0/16")).toBeTruthy();
    fireEvent.change(password, { target: { value: "Abc123" } });
    expect(screen.getByText("6/16")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "显示密码" }));
    expect(password.type).toBe("text");
    fireEvent.click(screen.getByRole("link", { name: "忘记密码？" }));
    expect(callbacks.onNavigate).toHaveBeenCalledWith("/reset");
    fireEvent.click(screen.getByRole("button", { name: /验证码登录/ }));
    expect(screen.getByLabelText("短信验证码")).toBeTruthy();
  });

  it("logs in by password and reports success", async () => {
    const { callbacks } = renderPanel();
    await settle();
    fireEvent.click(screen.getByRole("button", { name: /密码登录/ }));
    fireEvent.change(mobileInput(), { target: { value: "13800138000" } });
    fireEvent.change(screen.getByLabelText("密码"), { target: { value: "Abc12345" } });
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "确认" }));
    await settle();
    expect(callbacks.login).toHaveBeenCalledWith({ username: "13800138000", type: 2, code: "Abc12345" });
    expect(callbacks.onLoginSuccess).toHaveBeenCalledWith({ token: "t" });
  });

  it("shows 登录失败，请重试 when the login fails without a message", async () => {
    renderPanel({
      login: vi.fn<Callbacks["login"]>(async () => Promise.reject(new Error(""))),
      initialLoginType: 2,
      initialValues: { mobile: "13800138000", password: "x", agreed: true },
    });
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "确认" }));
    await settle();
    expect(screen.getByRole("alert").textContent).toBe("登录失败，请重试");
  });

  it("links the consent text to the privacy policy and the terms", async () => {
    const { callbacks } = renderPanel();
    await settle();
    const label = screen.getByText(/我已年满16周岁，并已阅读并同意/);
    expect(label.textContent).toBe("我已年满16周岁，并已阅读并同意《隐私政策》和《通用条款》");
    const privacy = within(label).getByRole("link", { name: "《隐私政策》" });
    expect(privacy.getAttribute("href")).toBe("/help?key=privacy");
    expect(within(label).getByRole("link", { name: "《通用条款》" }).getAttribute("href")).toBe("/help?key=policy");
    fireEvent.click(privacy);
    expect(callbacks.onNavigate).toHaveBeenCalledWith("/help?key=privacy");
  });

  it("shows the WeChat QR on stage 1 and goes back", async () => {
    renderPanel({ wechatQrUrl: "https://open.weixin.qq.com/connect/qrconnect?appid=demo" });
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "微信登录" }));
    expect(screen.getByRole("heading", { name: "微信登录" })).toBeTruthy();
    const qr = screen.getByRole("img", { name: "微信登录二维码" });
    expect(qr.getAttribute("data-qr-value")).toBe("https://open.weixin.qq.com/connect/qrconnect?appid=demo");
    expect(screen.getByText("请使用微信扫一扫登录")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /返回手机号登录/ }));
    expect(screen.getByRole("heading", { name: "登录/注册" })).toBeTruthy();
  });

  it("offers 微信授权登录 instead of the QR inside the WeChat browser", async () => {
    const onWechatAuthorize = vi.fn<() => void>();
    renderPanel({ isWXBrowser: true, onWechatAuthorize, initialStage: 1 });
    await settle();
    expect(screen.queryByRole("img", { name: "微信登录二维码" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "微信授权登录" }));
    expect(onWechatAuthorize).toHaveBeenCalledTimes(1);
  });

  it("binds the mobile on stage 2 when an authCode is present", async () => {
    const { callbacks } = renderPanel({ authCode: "auth-xyz" });
    await settle();
    expect(screen.getByRole("heading", { name: "绑定手机号" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /密码登录/ })).toBeNull();
    fireEvent.change(mobileInput(), { target: { value: "13900139000" } });
    fireEvent.change(screen.getByLabelText("图形验证码"), { target: { value: "abcde" } });
    fireEvent.change(screen.getByLabelText("短信验证码"), { target: { value: "112233" } });
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "确认" }));
    await settle();
    expect(callbacks.bindMobile).toHaveBeenCalledWith({ mobile: "13900139000", code: "112233", authCode: "auth-xyz" });
  });
});

describe("LoginPanel: logged in (spec §2 Login popup)", () => {
  it("greets the member and links to the member centre", () => {
    const onLogout = vi.fn<() => void>();
    const { callbacks } = renderPanel({ user: { name: "林晓", cellphone: "13800138000" }, onLogout });
    expect(screen.getByRole("heading", { name: "你好，林晓" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /完善资料/ }).getAttribute("href")).toBe("/ucenter");
    expect(screen.getByRole("heading", { name: "历史" })).toBeTruthy();
    expect(screen.getByText("138****8000")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "查看订单" }));
    expect(callbacks.onNavigate).toHaveBeenLastCalledWith("/ucenter/orders");
    fireEvent.click(screen.getByRole("button", { name: "填写我的信息" }));
    expect(callbacks.onNavigate).toHaveBeenLastCalledWith("/ucenter/member");
    fireEvent.click(screen.getByRole("button", { name: "个人资料" }));
    expect(callbacks.onNavigate).toHaveBeenLastCalledWith("/ucenter/member");
    fireEvent.click(screen.getByRole("button", { name: "退出登录" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(callbacks.getCaptcha).not.toHaveBeenCalled();
  });

  it("shows the latest order in the 历史 tile, linking to its detail", () => {
    const { callbacks } = renderPanel({
      user: { name: "林晓", cellphone: "13800138000" },
      orderCount: 3,
      latestOrder: {
        orderNumber: "XL20261220123456",
        statusText: "已发货",
        totalPaid: 1397,
        image: "/images/a.jpg",
        title: "迅岚 疾风 5 代 男子跑鞋",
        quantity: 3,
      },
    });
    const tile = screen.getByRole("link", { name: /最近订单/ });
    expect(tile.textContent).toBe("最近订单 · 已发货迅岚 疾风 5 代 男子跑鞋共 3 件 · ¥1,397.00 · 共 3 笔订单");
    expect(tile.getAttribute("href")).toBe("/ucenter/orders/XL20261220123456");
    fireEvent.click(tile);
    expect(callbacks.onNavigate).toHaveBeenLastCalledWith("/ucenter/orders/XL20261220123456");
  });

  it("says 暂无订单 in the tile when the member has none", () => {
    renderPanel({ user: { name: "林晓", cellphone: "13800138000" }, orderCount: 0, latestOrder: null });
    expect(screen.getByText("暂无订单")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /最近订单/ })).toBeNull();
  });

  it("greets with the masked mobile when the member has no name", () => {
    renderPanel({ user: { cellphone: "13912345678" } });
    expect(screen.getByRole("heading", { name: "你好，139****5678" })).toBeTruthy();
  });
});
