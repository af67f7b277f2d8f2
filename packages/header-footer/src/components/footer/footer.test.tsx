import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { PopupProvider } from "@xunlan/ui";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COUNTRIES } from "../../fixtures";
import { Footer, type FooterProps } from "./footer";
import { SUBSCRIBE_CONSENT_TEXT } from "./subscribe-form";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wrap = (node: ReactNode) => render(<PopupProvider>{node}</PopupProvider>);
const setup = (props: Partial<FooterProps> = {}) => wrap(<Footer countries={COUNTRIES} {...props} />);

function submitMobile(value: string, consent = true) {
  const input = screen.getByLabelText("手机号码");
  fireEvent.change(input, { target: { value } });
  const box = screen.getByRole("checkbox", { name: SUBSCRIBE_CONSENT_TEXT }) as HTMLInputElement;
  if (box.checked !== consent) fireEvent.click(box);
  fireEvent.submit(input.closest("form")!);
}

async function toastText(): Promise<string | null> {
  await act(async () => {
    vi.advanceTimersByTime(150);
  });
  return screen.queryByTestId("toast")?.textContent ?? null;
}

describe("subscription box (spec §5)", () => {
  it("empty → toast 请输入手机号码", async () => {
    vi.useFakeTimers();
    const onSubscribe = vi.fn<(m: string, c: string) => Promise<string>>();
    setup({ onSubscribe });
    submitMobile("");
    expect(await toastText()).toBe("请输入手机号码");
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it("wrong number → toast 请输入正确的手机号码", async () => {
    vi.useFakeTimers();
    const onSubscribe = vi.fn<(m: string, c: string) => Promise<string>>();
    setup({ onSubscribe });
    submitMobile("12345678901");
    expect(await toastText()).toBe("请输入正确的手机号码");
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it("without a consent tick → toast, nothing sent", async () => {
    vi.useFakeTimers();
    const onSubscribe = vi.fn<(m: string, c: string) => Promise<string>>();
    setup({ onSubscribe });
    submitMobile("13812345678", false);
    expect(await toastText()).toBe("请先阅读并同意订阅条款");
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it("is not shown when nothing could subscribe the shopper (no false 订阅成功)", () => {
    setup();
    expect(screen.queryByLabelText("手机号码")).toBeNull();
    expect(screen.queryByText(/订阅成功/)).toBeNull();
  });

  it("keeps digits only, max 11", () => {
    setup({ onSubscribe: vi.fn<(m: string, c: string) => Promise<string>>() });
    const input = screen.getByLabelText("手机号码") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "138-1234 5678" } });
    expect(input.value).toBe("13812345678");
    expect(input.maxLength).toBe(11);
  });

  it("valid number with consent calls onSubscribe and shows the server's answer only after it resolves", async () => {
    let accept!: (message: string) => void;
    const onSubscribe = vi.fn<(m: string, c: string) => Promise<string>>().mockReturnValue(new Promise((resolve) => (accept = resolve)));
    setup({ onSubscribe });
    submitMobile("13812345678");
    expect(onSubscribe).toHaveBeenCalledWith("13812345678", SUBSCRIBE_CONSENT_TEXT);
    expect(screen.queryByText(/订阅成功/)).toBeNull();
    await act(async () => accept("订阅成功"));
    expect(await screen.findByText(/订阅成功/)).toBeTruthy();
    expect(screen.queryByLabelText("手机号码")).toBeNull();
  });

  it("a failed subscription toasts and keeps the form", async () => {
    vi.useFakeTimers();
    const onSubscribe = vi.fn<(m: string, c: string) => Promise<string>>().mockRejectedValue(new Error("请输入正确的手机号码"));
    setup({ onSubscribe });
    submitMobile("13812345678");
    await act(async () => {}); // let the rejected subscription settle
    expect(await toastText()).toBe("请输入正确的手机号码");
    expect(screen.getByLabelText("手机号码")).toBeTruthy();
  });

  it("already subscribed shows completion", () => {
    setup({ subscribed: true });
    expect(screen.getByText(/订阅成功/)).toBeTruthy();
  });
});

describe("Footer content (spec §2)", () => {
  it("help centre links go to /help with the spec keys", () => {
    setup();
    expect(screen.getByRole("link", { name: "常见问题" }).getAttribute("href")).toBe("/help?key=faq");
    expect(screen.getByRole("link", { name: "尺码指南" }).getAttribute("href")).toBe("/help?key=size-guide");
    expect(screen.getByRole("link", { name: "隐私政策" }).getAttribute("href")).toBe("/help?key=privacy");
    expect(screen.getByRole("link", { name: "通用条款" }).getAttribute("href")).toBe("/help?key=policy");
    expect(screen.getByRole("link", { name: "查找附近门店" }).getAttribute("href")).toBe("/store");
  });

  it("careers and investors open a new tab with rel=noopener", () => {
    setup({ careersUrl: "https://jobs.example/", investorsUrl: "https://ir.example/" });
    for (const [name, href] of [
      ["加入我们", "https://jobs.example/"],
      ["投资者关系", "https://ir.example/"],
    ] as const) {
      const link = screen.getByRole("link", { name });
      expect(link.getAttribute("href")).toBe(href);
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
  });

  it("shows the hotline with the service hours", () => {
    setup({ phone: "400-820-1818" });
    expect(screen.getByRole("link", { name: /400-820-1818/ }).getAttribute("href")).toBe("tel:4008201818");
    expect(screen.getByText("周一至周日 10:00-22:00（法定节假日除外）")).toBeTruthy();
  });

  it("online customer service calls back, or links to the FAQ", () => {
    const onCustomerService = vi.fn<() => void>();
    setup({ onCustomerService });
    fireEvent.click(screen.getByRole("button", { name: "在线客服" }));
    expect(onCustomerService).toHaveBeenCalledTimes(1);
    cleanup();
    setup();
    expect(screen.getByRole("link", { name: "在线客服" }).getAttribute("href")).toBe("/help?key=faq");
  });

  it("without a customer-service system (customerService false) shows no 在线客服 entry, only the hotline", () => {
    setup({
      customerService: false,
      onSendServiceMessage: vi.fn<NonNullable<FooterProps["onSendServiceMessage"]>>(),
      phone: "400-820-1818",
    });
    expect(screen.queryByRole("button", { name: "在线客服" })).toBeNull();
    expect(screen.queryByRole("link", { name: "在线客服" })).toBeNull();
    expect(screen.getByRole("link", { name: /400-820-1818/ })).toBeTruthy();
  });

  it("copyright shows the current year and two registration records", () => {
    setup();
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} 迅岚 XUNLAN 版权所有`)).toBeTruthy();
    expect(screen.getByRole("link", { name: /ICP备/ }).getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: /公网安备/ }).getAttribute("target")).toBe("_blank");
  });

  it("renders four scannable social QR codes", () => {
    setup();
    for (const name of ["公众号", "体验中心", "微博", "生活分享"]) {
      expect(screen.getByRole("img", { name: `${name}二维码` })).toBeTruthy();
    }
  });

  it("country chooser lists languages that open in a new tab", () => {
    setup();
    const toggle = screen.getByRole("button", { name: /选择国家\/地区和语言/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    const english = within(panel).getByRole("link", { name: "English" });
    expect(english.getAttribute("href")).toBe("https://hk.xunlan.example/en");
    expect(english.getAttribute("target")).toBe("_blank");
    expect(english.getAttribute("rel")).toContain("noopener");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("mode hidden renders nothing", () => {
    const { container } = setup({ mode: "hidden" });
    expect(container.querySelector("footer")).toBeNull();
  });
});
