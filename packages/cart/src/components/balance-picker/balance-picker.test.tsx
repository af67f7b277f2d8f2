import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { BalancePicker } from "./balance-picker";

/** The picker as checkout drives it: the gateway would cap the credit at what is due. */
function Live({ available, due, onChange }: { available: number | null; due: number; onChange: (amount: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <BalancePicker
      available={available}
      due={due}
      value={Math.min(value, due)}
      onChange={(amount) => {
        onChange(amount);
        setValue(amount);
      }}
    />
  );
}

describe("BalancePicker (issue 24 §3)", () => {
  it("uses as much credit as the order needs, then a part of it; says what is left to pay online", () => {
    const onChange = vi.fn<(amount: number) => void>();
    render(<Live available={100} due={259} onChange={onChange} />);
    expect(screen.getByTestId("balance-available").textContent).toContain("可用余额 ¥100.00");
    fireEvent.click(screen.getByRole("switch", { name: "使用余额抵扣" }));
    expect(onChange).toHaveBeenLastCalledWith(100);
    expect(screen.getByTestId("balance-rest").textContent).toContain("余额抵扣 ¥100.00，其余 ¥159.00 在收银台在线支付");

    const field = screen.getByLabelText("使用金额（元）");
    fireEvent.change(field, { target: { value: "30.5" } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenLastCalledWith(30.5);
    expect((field as HTMLInputElement).value).toBe("30.50");
    expect(screen.getByTestId("balance-rest").textContent).toContain("其余 ¥228.50");

    // More than the balance allows is cut to it, and said.
    fireEvent.change(field, { target: { value: "120" } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenLastCalledWith(100);
    expect(screen.getByRole("alert").textContent).toContain("最多可使用 ¥100.00");
    // Three decimals are not money.
    fireEvent.change(field, { target: { value: "1.234" } });
    fireEvent.blur(field);
    expect(screen.getByRole("alert").textContent).toContain("请输入正确的金额，最多两位小数");
    expect(onChange).toHaveBeenLastCalledWith(100);

    fireEvent.click(screen.getByRole("switch", { name: "使用余额抵扣" }));
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(screen.queryByLabelText("使用金额（元）")).toBeNull();
  });

  it("a balance that covers the order pays it all: no cashier", () => {
    const onChange = vi.fn<(amount: number) => void>();
    render(<Live available={500} due={219.9} onChange={onChange} />);
    fireEvent.click(screen.getByRole("switch", { name: "使用余额抵扣" }));
    expect(onChange).toHaveBeenLastCalledWith(219.9);
    expect(screen.getByTestId("balance-rest").textContent).toContain("余额全额支付，提交后无需跳转收银台");
  });

  it("has nothing to offer without a balance", () => {
    render(<BalancePicker available={0} due={100} value={0} onChange={() => {}} />);
    expect((screen.getByRole("switch", { name: "使用余额抵扣" }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("暂无可用余额")).toBeTruthy();
  });
});
