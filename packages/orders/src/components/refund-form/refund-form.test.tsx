import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SAMPLE_ADDRESSES } from "@xunlan/account";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_AFTER_SALE_OPTIONS, SAMPLE_REFUND_ORDER } from "../../fixtures/after-sale";
import type { RefundApplyValues } from "../../lib/after-sale";
import { RefundForm } from "./refund-form";

const submitFn = () => vi.fn<(values: RefundApplyValues) => Promise<void>>(async () => {});

describe("RefundForm (/refund)", () => {
  it("names every missing choice and sends nothing", async () => {
    const onSubmit = submitFn();
    render(<RefundForm order={SAMPLE_REFUND_ORDER} addresses={SAMPLE_ADDRESSES} options={SAMPLE_AFTER_SALE_OPTIONS} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("button", { name: "提交申请" }));
    await waitFor(() =>
      expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
        "请选择退货商品",
        "请选择退货原因",
        "请选择取件日期",
        "请选择取件时间段",
      ]),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("limits each quantity to what is left to return, shows the estimate and submits the chosen lines, reason, remark, address and slot", async () => {
    const onSubmit = submitFn();
    render(<RefundForm order={SAMPLE_REFUND_ORDER} addresses={SAMPLE_ADDRESSES} options={SAMPLE_AFTER_SALE_OPTIONS} onSubmit={onSubmit} />);
    expect(screen.getByText("可退 2 件")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "退货：迅岚 速干短袖 T 恤 雾白 170/92A（US M）" }));
    const stepper = screen.getByRole("group", { name: "迅岚 速干短袖 T 恤 退货数量" });
    const plus = within(stepper).getByRole("button", { name: "增加" });
    fireEvent.click(plus);
    expect(within(stepper).getByRole("status").textContent).toBe("2");
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("refund-estimate").textContent).toBe("¥498.00");
    fireEvent.click(screen.getByRole("checkbox", { name: "退货：迅岚 疾风 5 代 男子跑鞋 曜石黑 265（US 8.5）" }));
    expect(screen.getByTestId("refund-estimate").textContent).toBe("¥1,397.00");

    fireEvent.click(screen.getByRole("radio", { name: "商品质量问题" }));
    fireEvent.change(screen.getByRole("textbox", { name: "补充说明" }), { target: { value: "  开胶了  " } });
    const other = SAMPLE_ADDRESSES.find((a) => !a.isDefault)!;
    fireEvent.click(screen.getByRole("radio", { name: new RegExp(`^${other.consignee} `) }));
    fireEvent.click(screen.getByRole("radio", { name: "12月31日 周四" }));
    fireEvent.click(screen.getByRole("radio", { name: "上午 09:00-12:00" }));
    fireEvent.click(screen.getByRole("button", { name: "提交申请" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      orderNumber: SAMPLE_REFUND_ORDER.orderNumber,
      items: [
        { itemId: "101", quantity: 1 },
        { itemId: "102", quantity: 2 },
      ],
      consignee: other.consignee,
      consigneeCellphone: other.cellphone,
      province: other.province,
      city: other.city,
      district: other.district,
      detailAddress: other.detailAddress,
      postCode: other.postCode || null,
      reason: "商品质量问题",
      remark: "开胶了",
      pickupDate: "2026-12-31",
      pickupTimeSpan: "09:00-12:00",
      photoKeys: [],
    });
  });

  it("shows the gateway's message when the application is refused", async () => {
    const onSubmit = vi.fn<(values: RefundApplyValues) => Promise<void>>(async () => {
      throw new Error("该取件日期不可选，请重新选择");
    });
    const order = { ...SAMPLE_REFUND_ORDER, orderItems: [SAMPLE_REFUND_ORDER.orderItems[0]!] };
    render(<RefundForm order={order} addresses={SAMPLE_ADDRESSES} options={SAMPLE_AFTER_SALE_OPTIONS} onSubmit={onSubmit} />);
    // The only returnable line is chosen already.
    expect((screen.getByRole("checkbox", { name: /^退货：/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "尺码不合适" }));
    fireEvent.click(screen.getByRole("radio", { name: "1月3日 周日" }));
    fireEvent.click(screen.getByRole("radio", { name: "下午 13:00-18:00" }));
    fireEvent.click(screen.getByRole("button", { name: "提交申请" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("该取件日期不可选，请重新选择"));
  });

  it("sends the keys of the uploaded photos, and waits for an upload in progress", async () => {
    const onSubmit = submitFn();
    let finish: (value: { key: string }) => void = () => {};
    const onUploadPhoto = vi.fn<(file: File) => Promise<{ key: string }>>(() => new Promise((resolve) => (finish = resolve)));
    const order = { ...SAMPLE_REFUND_ORDER, orderItems: [SAMPLE_REFUND_ORDER.orderItems[0]!] };
    render(
      <RefundForm
        order={order}
        addresses={SAMPLE_ADDRESSES}
        options={SAMPLE_AFTER_SALE_OPTIONS}
        onSubmit={onSubmit}
        onUploadPhoto={onUploadPhoto}
      />,
    );
    fireEvent.change(screen.getByLabelText("上传照片"), { target: { files: [new File(["x"], "shoe.jpg", { type: "image/jpeg" })] } });
    fireEvent.click(screen.getByRole("radio", { name: "尺码不合适" }));
    fireEvent.click(screen.getByRole("radio", { name: "12月31日 周四" }));
    fireEvent.click(screen.getByRole("radio", { name: "上午 09:00-12:00" }));
    fireEvent.click(screen.getByRole("button", { name: "提交申请" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("图片正在上传，请稍候"));
    expect(onSubmit).not.toHaveBeenCalled();
    finish({ key: "uploads/after_sale/1.jpg" });
    await waitFor(() => expect(screen.queryByLabelText("上传中")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "提交申请" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].photoKeys).toEqual(["uploads/after_sale/1.jpg"]);
  });

  it("without an address, says so and links to the address book", () => {
    render(<RefundForm order={SAMPLE_REFUND_ORDER} addresses={[]} options={SAMPLE_AFTER_SALE_OPTIONS} onSubmit={submitFn()} />);
    expect(screen.getByText("暂无地址，请先添加取件地址")).toBeTruthy();
    expect(screen.getByRole("link", { name: "去添加地址" }).getAttribute("href")).toBe("/ucenter/member");
  });
});
