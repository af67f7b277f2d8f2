import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { PopupProvider } from "@xunlan/ui";
import { describe, expect, it, vi } from "vitest";
import { ArrivalReminder, type ArrivalReminderVerification } from "./arrival-reminder";

const sizes = [
  { ean: "E40", label: "40" },
  { ean: "E44", label: "44" },
];
const CAPTCHA = "data:image/svg+xml;base64,PHN2Zy8+";

function verification(overrides: Partial<ArrivalReminderVerification> = {}) {
  return {
    getCaptcha: vi.fn<ArrivalReminderVerification["getCaptcha"]>(async () => CAPTCHA),
    sendCode: vi.fn<ArrivalReminderVerification["sendCode"]>(async () => undefined),
    ...overrides,
  };
}
type Submit = (ean: string, mobile: string, code?: string) => Promise<string>;

const submitButton = () => screen.getByRole("button", { name: "提交" });
const alertText = () =>
  screen
    .getAllByRole("alert")
    .map((node) => node.textContent)
    .join(" | ");

describe("ArrivalReminder", () => {
  it("a guest: size, mobile, image captcha, SMS code (60 s countdown), then submits all three", async () => {
    const onSubmit = vi.fn<Submit>(async () => "到货后将短信通知您");
    const v = verification();
    render(
      <PopupProvider>
        <ArrivalReminder sizes={sizes} onSubmit={onSubmit} verification={v} />
      </PopupProvider>,
    );
    // nothing is fetched before the shopper asks
    expect(v.getCaptcha).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "到货提醒" }));
    expect(await screen.findByRole("img", { name: "图形验证码" })).toHaveProperty("src", CAPTCHA);
    expect(v.getCaptcha).toHaveBeenCalledTimes(1);

    fireEvent.click(submitButton());
    expect(alertText()).toBe("请选择尺码");
    fireEvent.click(screen.getByRole("radio", { name: "44" }));
    fireEvent.click(submitButton());
    expect(alertText()).toBe("请输入手机号");
    fireEvent.change(screen.getByLabelText("手机号"), { target: { value: "12a345" } });
    expect((screen.getByLabelText("手机号") as HTMLInputElement).value).toBe("12345");
    fireEvent.click(submitButton());
    expect(alertText()).toBe("请输入正确的手机号码");
    expect(screen.getByLabelText("手机号").getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(screen.getByLabelText("手机号"), { target: { value: "13912345678" } });
    fireEvent.click(submitButton());
    expect(alertText()).toBe("请输入短信验证码");
    expect(onSubmit).not.toHaveBeenCalled();

    // spec §5: sending needs the image code first
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(alertText()).toBe("请输入图形验证码");
    expect(v.sendCode).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("图形验证码"), { target: { value: "ab cd e" } });
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    await waitFor(() => expect(v.sendCode).toHaveBeenCalledWith("13912345678", "abcde"));
    const locked = await screen.findByRole("button", { name: /^\d+s 重新发送$/ });
    expect(locked.textContent).toMatch(/^(60|59)s 重新发送$/);
    expect((locked as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText("短信验证码发送成功，请注意查收！")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("短信验证码"), { target: { value: "12x3456" } });
    expect((screen.getByLabelText("短信验证码") as HTMLInputElement).value).toBe("123456");
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith("E44", "13912345678", "123456"));
    expect(await screen.findByText("到货后将短信通知您")).toBeTruthy();
  });

  it("shows the gateway's refusal of a code and of a send (then offers a fresh captcha)", async () => {
    const v = verification({
      sendCode: vi.fn<ArrivalReminderVerification["sendCode"]>(async () => {
        throw new Error("图形验证码错误");
      }),
    });
    const onSubmit = vi.fn<Submit>(async () => {
      throw new Error("短信验证码错误或已过期");
    });
    render(
      <PopupProvider>
        <ArrivalReminder sizes={[sizes[0]!]} onSubmit={onSubmit} verification={v} />
      </PopupProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "到货提醒" }));
    await screen.findByRole("img", { name: "图形验证码" });
    fireEvent.change(screen.getByLabelText("手机号"), { target: { value: "13912345678" } });
    fireEvent.change(screen.getByLabelText("图形验证码"), { target: { value: "abcde" } });
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByText("图形验证码错误")).toBeTruthy();
    await waitFor(() => expect(v.getCaptcha).toHaveBeenCalledTimes(2));
    expect((screen.getByLabelText("图形验证码") as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("button", { name: "获取验证码" })).toBeTruthy();

    // the only size is chosen for the shopper
    fireEvent.change(screen.getByLabelText("短信验证码"), { target: { value: "000000" } });
    fireEvent.click(submitButton());
    expect(await screen.findByText("短信验证码错误或已过期")).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith("E40", "13912345678", "000000");
  });

  it("a member: their own cellphone, masked, in one tap without a code; 使用其他手机号 needs the code", async () => {
    const onSubmit = vi.fn<Submit>(async () => "到货后将短信通知您");
    const v = verification();
    render(
      <PopupProvider>
        <ArrivalReminder sizes={[sizes[1]!]} onSubmit={onSubmit} memberMobile="13912345678" verification={v} />
      </PopupProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "到货提醒" }));
    expect(await screen.findByText("139****5678")).toBeTruthy();
    expect(screen.queryByLabelText("短信验证码")).toBeNull();
    expect(v.getCaptcha).not.toHaveBeenCalled();
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith("E44", "13912345678"));
    expect(await screen.findByText("到货后将短信通知您")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "到货提醒" }));
    fireEvent.click(await screen.findByRole("button", { name: "使用其他手机号" }));
    expect(await screen.findByRole("img", { name: "图形验证码" })).toBeTruthy();
    expect((screen.getByLabelText("手机号") as HTMLInputElement).value).toBe("");
    fireEvent.change(screen.getByLabelText("手机号"), { target: { value: "13800001111" } });
    fireEvent.click(submitButton());
    expect(alertText()).toBe("请输入短信验证码");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "使用本人手机号 139****5678" }));
    expect(screen.queryByLabelText("短信验证码")).toBeNull();
  });

  it("renders nothing without a sold-out size", () => {
    render(
      <PopupProvider>
        <ArrivalReminder sizes={[]} onSubmit={async () => ""} verification={verification()} />
      </PopupProvider>,
    );
    expect(screen.queryByRole("button", { name: "到货提醒" })).toBeNull();
  });
});
