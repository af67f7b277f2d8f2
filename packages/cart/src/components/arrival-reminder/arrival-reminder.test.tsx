import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { PopupProvider } from "@xunlan/ui";
import { describe, expect, it, vi } from "vitest";
import { ArrivalReminder } from "./arrival-reminder";

describe("ArrivalReminder", () => {
  it("asks for the size and a valid mobile, then sends both and toasts the gateway's message", async () => {
    const onSubmit = vi.fn<(ean: string, mobile: string) => Promise<string>>(async () => "到货后将短信通知您");
    render(
      <PopupProvider>
        <ArrivalReminder sizes={[{ ean: "E40", label: "40" }, { ean: "E44", label: "44" }]} onSubmit={onSubmit} />
      </PopupProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "到货提醒" }));
    fireEvent.click(await screen.findByRole("button", { name: "提交" }));
    expect(screen.getByRole("alert").textContent).toBe("请选择尺码");
    fireEvent.click(screen.getByRole("radio", { name: "44" }));
    fireEvent.click(screen.getByRole("button", { name: "提交" }));
    expect(screen.getByRole("alert").textContent).toBe("请输入手机号");
    fireEvent.change(screen.getByLabelText("手机号"), { target: { value: "12a345" } });
    expect((screen.getByLabelText("手机号") as HTMLInputElement).value).toBe("12345");
    fireEvent.click(screen.getByRole("button", { name: "提交" }));
    expect(screen.getByRole("alert").textContent).toBe("请输入正确的手机号码");
    fireEvent.change(screen.getByLabelText("手机号"), { target: { value: "13912345678" } });
    fireEvent.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith("E44", "13912345678"));
    expect(await screen.findByText("到货后将短信通知您")).toBeTruthy();
  });

  it("renders nothing without a sold-out size", () => {
    render(
      <PopupProvider>
        <ArrivalReminder sizes={[]} onSubmit={async () => ""} />
      </PopupProvider>,
    );
    expect(screen.queryByRole("button", { name: "到货提醒" })).toBeNull();
  });
});
