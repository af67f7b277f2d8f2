import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { PopupProvider } from "@xunlan/ui";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_ADDRESSES } from "../../fixtures/member";
import { SAMPLE_REGIONS } from "../../fixtures/regions";
import type { CustomerAddress, CustomerAddressInput } from "../../lib/types";
import { AddressBook, type AddressBookProps } from "./address-book";
import { AddressForm } from "./address-form";

function renderBook(props: Partial<AddressBookProps> = {}) {
  const handlers = {
    onAdd: vi.fn<(v: CustomerAddressInput) => Promise<void>>(async () => {}),
    onUpdate: vi.fn<(id: string, v: CustomerAddressInput) => Promise<void>>(async () => {}),
    onDelete: vi.fn<(id: string) => Promise<void>>(async () => {}),
    onSetDefault: vi.fn<(a: CustomerAddress) => Promise<void>>(async () => {}),
  };
  render(
    <PopupProvider>
      <AddressBook addresses={SAMPLE_ADDRESSES} regions={SAMPLE_REGIONS} regionMode="cascader" {...handlers} {...props} />
    </PopupProvider>,
  );
  return handlers;
}

const card = (consignee: string) => screen.getByRole("article", { name: consignee });

describe("AddressBook", () => {
  it("lists consignee, masked cellphone, full address and the 默认 badge on the default only", () => {
    renderBook();
    const first = card("林晓岚");
    expect(within(first).getByText("139****5678")).toBeTruthy();
    expect(within(first).getByText("默认")).toBeTruthy();
    expect(first.textContent).toContain("广东省 深圳市 南山区 科技园南区高新南七道 18 号");
    // municipality shown once, no district for 东莞市
    expect(card("陈一舟").textContent).toContain("北京市 朝阳区 建国路");
    expect(card("王可").textContent).toContain("广东省 东莞市 南城街道");
    expect(screen.getAllByText("默认")).toHaveLength(1);
    expect(within(card("陈一舟")).queryByText("默认")).toBeNull();
    expect(document.body.textContent).not.toContain("18600001111");
  });

  it("reflects whatever default the server returns", () => {
    const moved = SAMPLE_ADDRESSES.map((a) => ({ ...a, isDefault: a.id === "a2" }));
    renderBook({ addresses: moved });
    expect(within(card("陈一舟")).getByText("默认")).toBeTruthy();
    expect(within(card("林晓岚")).queryByText("默认")).toBeNull();
  });

  it("asks 确定要删除该地址吗？ before deleting; cancelling keeps the address", async () => {
    const { onDelete } = renderBook();
    fireEvent.click(screen.getByRole("button", { name: "删除陈一舟的地址" }));
    const dialog = await screen.findByRole("alertdialog", { name: "确定要删除该地址吗？" });
    fireEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "删除陈一舟的地址" }));
    const again = await screen.findByRole("alertdialog", { name: "确定要删除该地址吗？" });
    fireEvent.click(within(again).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith("a2"));
    expect(await screen.findByText("地址已删除")).toBeTruthy();
  });

  it("sets another address as default", async () => {
    const { onSetDefault } = renderBook();
    expect(screen.queryByRole("button", { name: "将林晓岚的地址设为默认" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "将王可的地址设为默认" }));
    await waitFor(() => expect(onSetDefault).toHaveBeenCalledWith(SAMPLE_ADDRESSES[2]));
    expect(await screen.findByText("已设为默认地址")).toBeTruthy();
  });

  it("pages with 加载更多 (pageNumber from what is loaded)", async () => {
    const onLoadMore = vi.fn<(page: { pageNumber: number; pageSize: number }) => Promise<void>>(async () => {});
    renderBook({ addresses: SAMPLE_ADDRESSES.slice(0, 2), total: 3, pageSize: 2, onLoadMore });
    fireEvent.click(screen.getByRole("button", { name: "加载更多" }));
    await waitFor(() => expect(onLoadMore).toHaveBeenCalledWith({ pageNumber: 2, pageSize: 2 }));
  });

  it("hides 加载更多 when everything is loaded", () => {
    renderBook({ total: 3 });
    expect(screen.queryByRole("button", { name: "加载更多" })).toBeNull();
  });

  it("offers the first address as default and shows an empty state", () => {
    renderBook({ addresses: [] });
    expect(screen.getByText("还没有收货地址")).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: "新增地址" })[0]!);
    const form = screen.getByRole("form", { name: "新增收货地址" });
    expect(within(form).getByRole("switch", { name: "设为默认地址" }).getAttribute("aria-checked")).toBe("true");
  });

  it("prefills the member's verified mobile on a first address only (issue 26 §3)", () => {
    renderBook({ addresses: [], memberCellphone: "13800138000" });
    fireEvent.click(screen.getAllByRole("button", { name: "新增地址" })[0]!);
    const form = screen.getByRole("form", { name: "新增收货地址" });
    expect((within(form).getByLabelText("手机号码") as HTMLInputElement).value).toBe("13800138000");
  });

  it("leaves the mobile empty on a further address", () => {
    renderBook({ memberCellphone: "13800138000" });
    fireEvent.click(screen.getAllByRole("button", { name: "新增地址" })[0]!);
    const form = screen.getByRole("form", { name: "新增收货地址" });
    expect((within(form).getByLabelText("手机号码") as HTMLInputElement).value).toBe("");
  });

  it("edits an address and saves through onUpdate", async () => {
    const { onUpdate } = renderBook();
    fireEvent.click(screen.getByRole("button", { name: "编辑陈一舟的地址" }));
    const form = screen.getByRole("form", { name: "编辑收货地址" });
    fireEvent.change(within(form).getByLabelText("详细地址"), { target: { value: "建国路 99 号 国贸大厦 8 层" } });
    fireEvent.click(within(form).getByRole("button", { name: "保存地址" }));
    await waitFor(() =>
      expect(onUpdate).toHaveBeenCalledWith("a2", {
        consignee: "陈一舟",
        cellphone: "18600001111",
        province: "北京市",
        city: "北京市",
        district: "朝阳区",
        detailAddress: "建国路 99 号 国贸大厦 8 层",
        postCode: "100022",
        isDefault: false,
      }),
    );
    await waitFor(() => expect(screen.queryByRole("form")).toBeNull());
  });
});

describe("AddressForm", () => {
  it("validates in field order, shows Chinese messages and focuses the first failing field", () => {
    const onSubmit = vi.fn<(v: CustomerAddressInput) => Promise<void>>(async () => {});
    render(<AddressForm onSubmit={onSubmit} regions={SAMPLE_REGIONS} regionMode="cascader" />);
    fireEvent.click(screen.getByRole("button", { name: "保存地址" }));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "请输入收货人姓名",
      "请输入手机号",
      "请选择所在地区",
      "请输入详细地址",
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText("收货人"));

    fireEvent.change(screen.getByLabelText("收货人"), { target: { value: "林晓岚" } });
    fireEvent.change(screen.getByLabelText("手机号码"), { target: { value: "1291234567" } });
    fireEvent.change(screen.getByLabelText(/邮政编码/), { target: { value: "5180" } });
    fireEvent.click(screen.getByRole("button", { name: "保存地址" }));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "请输入正确的手机号码",
      "请选择所在地区",
      "请输入详细地址",
      "邮政编码格式不正确",
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText("手机号码"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("keeps digits only in the cellphone and post code", () => {
    render(<AddressForm onSubmit={vi.fn<(v: CustomerAddressInput) => Promise<void>>()} regions={SAMPLE_REGIONS} regionMode="cascader" />);
    const phone = screen.getByLabelText("手机号码") as HTMLInputElement;
    fireEvent.change(phone, { target: { value: "139-1234-5678 9" } });
    expect(phone.value).toBe("13912345678");
  });

  it("submits a complete address with a region picked in the cascader", async () => {
    const onSubmit = vi.fn<(v: CustomerAddressInput) => Promise<void>>(async () => {});
    render(<AddressForm onSubmit={onSubmit} regions={SAMPLE_REGIONS} regionMode="cascader" />);
    fireEvent.change(screen.getByLabelText("收货人"), { target: { value: " 林晓岚 " } });
    fireEvent.change(screen.getByLabelText("手机号码"), { target: { value: "13912345678" } });
    fireEvent.click(screen.getByRole("button", { name: /所在地区/ }));
    fireEvent.click(within(screen.getByRole("listbox", { name: "省份" })).getByRole("option", { name: "上海市" }));
    fireEvent.click(within(screen.getByRole("listbox", { name: "区县" })).getByRole("option", { name: "浦东新区" }));
    fireEvent.change(screen.getByLabelText("详细地址"), { target: { value: "世纪大道 100 号" } });
    fireEvent.click(screen.getByRole("switch", { name: "设为默认地址" }));
    fireEvent.click(screen.getByRole("button", { name: "保存地址" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        consignee: "林晓岚",
        cellphone: "13912345678",
        province: "上海市",
        city: "上海市",
        district: "浦东新区",
        detailAddress: "世纪大道 100 号",
        postCode: "",
        isDefault: true,
      }),
    );
  });

  it("reads a pasted address into the fields for the shopper to check, then saves it (issue 26 §3 智能识别)", async () => {
    const onSubmit = vi.fn<(v: CustomerAddressInput) => Promise<void>>(async () => {});
    render(<AddressForm onSubmit={onSubmit} regions={SAMPLE_REGIONS} regionMode="cascader" defaultCellphone="13800138000" defaultOn />);
    expect((screen.getByLabelText("手机号码") as HTMLInputElement).value).toBe("13800138000");
    fireEvent.change(screen.getByLabelText("智能识别"), {
      target: { value: "收货人：林晓岚\n电话：139-1234-5678\n地址：广东深圳南山区科技园南区迅岚大厦 18 楼" },
    });
    fireEvent.click(screen.getByRole("button", { name: "识别" }));
    expect((await screen.findByRole("status")).textContent).toBe("已识别，请核对以下信息后保存");
    expect((screen.getByLabelText("收货人") as HTMLInputElement).value).toBe("林晓岚");
    expect((screen.getByLabelText("手机号码") as HTMLInputElement).value).toBe("13912345678");
    expect(screen.getByRole("button", { name: /所在地区/ }).textContent).toContain("广东省 深圳市 南山区");
    expect((screen.getByLabelText("详细地址") as HTMLTextAreaElement).value).toBe("科技园南区迅岚大厦18楼");
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "保存地址" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        consignee: "林晓岚",
        cellphone: "13912345678",
        province: "广东省",
        city: "深圳市",
        district: "南山区",
        detailAddress: "科技园南区迅岚大厦18楼",
        postCode: "",
        isDefault: true,
      }),
    );
  });

  it("fills the verified mobile when it arrives after the form opened, unless one was typed", () => {
    const onSubmit = vi.fn<(v: CustomerAddressInput) => Promise<void>>();
    const view = render(<AddressForm onSubmit={onSubmit} regions={SAMPLE_REGIONS} regionMode="cascader" defaultCellphone={null} />);
    const phone = screen.getByLabelText("手机号码") as HTMLInputElement;
    expect(phone.value).toBe("");
    view.rerender(<AddressForm onSubmit={onSubmit} regions={SAMPLE_REGIONS} regionMode="cascader" defaultCellphone="13800138000" />);
    expect(phone.value).toBe("13800138000");
    fireEvent.change(phone, { target: { value: "13912345678" } });
    view.rerender(<AddressForm onSubmit={onSubmit} regions={SAMPLE_REGIONS} regionMode="cascader" defaultCellphone="13700000000" />);
    expect(phone.value).toBe("13912345678");
  });

  it("keeps the verified mobile when the text has none, and says what is still missing", async () => {
    render(
      <AddressForm
        onSubmit={vi.fn<(v: CustomerAddressInput) => Promise<void>>()}
        regions={SAMPLE_REGIONS}
        regionMode="cascader"
        defaultCellphone="13800138000"
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "识别" }));
    expect((await screen.findByRole("status")).textContent).toBe("请先粘贴或输入收货信息");
    // no mobile in the text: the verified one stays, and nothing is missing
    fireEvent.change(screen.getByLabelText("智能识别"), { target: { value: "上海市浦东新区世纪大道100号 王小明" } });
    fireEvent.click(screen.getByRole("button", { name: "识别" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("已识别，请核对以下信息后保存"));
    expect((screen.getByLabelText("手机号码") as HTMLInputElement).value).toBe("13800138000");
    expect(screen.getByRole("button", { name: /所在地区/ }).textContent).toContain("上海市 浦东新区");
  });

  it("says what is still missing after 识别", async () => {
    render(<AddressForm onSubmit={vi.fn<(v: CustomerAddressInput) => Promise<void>>()} regions={SAMPLE_REGIONS} regionMode="cascader" />);
    fireEvent.change(screen.getByLabelText("智能识别"), { target: { value: "林晓岚 13912345678 楼下快递柜" } });
    fireEvent.click(screen.getByRole("button", { name: "识别" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("已识别部分信息，请补充所在地区后保存"));
  });

  it("offers 智能识别 only on a new address", () => {
    render(
      <AddressForm
        initial={SAMPLE_ADDRESSES[0]}
        onSubmit={vi.fn<(v: CustomerAddressInput) => Promise<void>>()}
        regions={SAMPLE_REGIONS}
        regionMode="cascader"
      />,
    );
    expect(screen.queryByLabelText("智能识别")).toBeNull();
  });

  it("does not let the current default be switched off", () => {
    render(
      <AddressForm
        initial={SAMPLE_ADDRESSES[0]}
        onSubmit={vi.fn<(v: CustomerAddressInput) => Promise<void>>()}
        regions={SAMPLE_REGIONS}
        regionMode="cascader"
      />,
    );
    const toggle = screen.getByRole("switch", { name: "设为默认地址" }) as HTMLButtonElement;
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(toggle.disabled).toBe(true);
  });

  it("keeps the form open and shows the error when saving fails", async () => {
    render(
      <AddressForm
        initial={SAMPLE_ADDRESSES[1]}
        onSubmit={() => Promise.reject(new Error("收货地址数量已达上限"))}
        regions={SAMPLE_REGIONS}
        regionMode="cascader"
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "保存地址" }));
    expect((await screen.findByRole("alert")).textContent).toBe("收货地址数量已达上限");
  });
});
