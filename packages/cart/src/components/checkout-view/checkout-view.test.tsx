import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { PopupProvider } from "@xunlan/ui";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_CHECKOUT_ADDRESSES, SAMPLE_COUPONS, SAMPLE_LINES, SAMPLE_PRICE_WITH_COUPON } from "../../fixtures/bag";
import { CheckoutView, type CheckoutViewProps } from "./checkout-view";

function setup(props: Partial<CheckoutViewProps> = {}) {
  const handlers = {
    onSelectAddress: vi.fn<(id: string) => void>(),
    onApplyCoupon: vi.fn<(code: string) => Promise<void>>(async () => {}),
    onRemoveCoupon: vi.fn<() => void>(),
    onSubmit: vi.fn<() => void>(),
  };
  render(
    <PopupProvider>
      <CheckoutView
        lines={SAMPLE_LINES.slice(0, 1)}
        price={SAMPLE_PRICE_WITH_COUPON}
        addresses={SAMPLE_CHECKOUT_ADDRESSES}
        selectedAddressId="a1"
        renderAddressForm={(done) => (
          <button type="button" onClick={() => done("new")}>
            保存测试地址
          </button>
        )}
        coupons={SAMPLE_COUPONS}
        appliedCouponCode={null}
        bagHref="/cart"
        {...handlers}
        {...props}
      />
    </PopupProvider>,
  );
  return handlers;
}

describe("CheckoutView", () => {
  it("lists the addresses with masked mobiles, the default chosen", () => {
    setup();
    const group = screen.getByRole("radiogroup", { name: "请选择收货地址" });
    const radios = within(group).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
    expect(group.textContent).toContain("林晓岚 139****5678");
    expect(group.textContent).toContain("北京市 朝阳区 建国路 88 号");
    expect(group.textContent).not.toContain("18600001111");
  });

  it("提交订单 without an address says 请选择收货地址 and does not submit", () => {
    const { onSubmit } = setup({ selectedAddressId: null });
    fireEvent.click(screen.getAllByRole("button", { name: "提交订单" })[0]!);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("请选择收货地址");
  });

  it("submits with an address; shows the breakdown with the coupon and shipping", () => {
    const { onSubmit } = setup();
    fireEvent.click(screen.getAllByRole("button", { name: "提交订单" })[0]!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const total = screen.getByTestId("order-total");
    expect(total.textContent).toBe("¥181.00");
    expect(document.body.textContent).toContain("-¥30.00");
  });

  it("新增收货地址 opens the app's form; a saved address becomes the chosen one", () => {
    const { onSelectAddress } = setup();
    fireEvent.click(screen.getByRole("button", { name: "新增收货地址" }));
    fireEvent.click(screen.getByRole("button", { name: "保存测试地址" }));
    expect(onSelectAddress).toHaveBeenCalledWith("new");
    expect(screen.queryByRole("button", { name: "保存测试地址" })).toBeNull();
  });

  it("without addresses the form is open from the start", () => {
    setup({ addresses: [], selectedAddressId: null });
    expect(screen.getByRole("button", { name: "保存测试地址" })).toBeTruthy();
    expect(screen.getByText("还没有收货地址，请先新增一个")).toBeTruthy();
  });

  it("applies a listed coupon, and shows the gateway's reason when a typed code is refused", async () => {
    const onApplyCoupon = vi.fn<(code: string) => Promise<void>>(async (code) => {
      if (code !== "NEWMEMBER30") throw new Error("优惠券不存在");
    });
    setup({ onApplyCoupon });
    fireEvent.click(screen.getByRole("button", { name: "使用 新会员首单立减 30 元" }));
    await waitFor(() => expect(onApplyCoupon).toHaveBeenCalledWith("NEWMEMBER30"));
    fireEvent.change(screen.getByPlaceholderText("输入优惠码"), { target: { value: "nope 1" } });
    fireEvent.click(screen.getByRole("button", { name: "使用" }));
    await waitFor(() => expect(onApplyCoupon).toHaveBeenCalledWith("NOPE1"));
    expect((await screen.findByRole("alert")).textContent).toBe("优惠券不存在");
    // not applicable: greyed with the reason, no 使用 button
    expect(screen.getByText("未到使用时间")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "使用 冬季满 1999 减 100" })).toBeNull();
  });

  it("an empty code asks for one", async () => {
    const { onApplyCoupon } = setup();
    fireEvent.click(screen.getByRole("button", { name: "使用" }));
    expect((await screen.findByRole("alert")).textContent).toBe("请输入优惠码");
    expect(onApplyCoupon).not.toHaveBeenCalled();
  });

  it("the applied coupon offers 不使用", () => {
    const { onRemoveCoupon } = setup({ appliedCouponCode: "NEWMEMBER30" });
    fireEvent.click(screen.getByRole("button", { name: "不使用" }));
    expect(onRemoveCoupon).toHaveBeenCalledTimes(1);
  });
});
