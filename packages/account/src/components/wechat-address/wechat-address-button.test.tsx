import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { PopupProvider } from "@xunlan/ui";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_REGIONS } from "../../fixtures/regions";
import { normalizeRegionTree } from "../../lib/regions";
import type { CustomerAddressInput } from "../../lib/types";
import { type WechatAddress, WechatAddressProvider, wechatAddressFill } from "../../lib/wechat-address";
import { AddressForm } from "../address-book/address-form";

const tree = normalizeRegionTree(SAMPLE_REGIONS);

/** What wx.openAddress answers (JS-SDK 共享收货地址接口's fields). */
const SHENZHEN: WechatAddress = {
  userName: "林晓岚",
  telNumber: "13912345678",
  provinceName: "广东省",
  cityName: "深圳市",
  countryName: "南山区",
  detailInfo: "科技园南区高新南七道 18 号",
  postalCode: "518057",
  nationalCode: "440305",
};

describe("wechatAddressFill (issue 26 §3)", () => {
  it("fills consignee, mobile, region by the tree's names and street", () => {
    expect(wechatAddressFill(SHENZHEN, tree)).toEqual({
      consignee: "林晓岚",
      cellphone: "13912345678",
      region: { province: "广东省", city: "深圳市", district: "南山区" },
      regionComplete: true,
      detailAddress: "科技园南区高新南七道 18 号",
      postCode: "518057",
    });
  });

  it("matches names written without 省/市, a municipality, a city without districts, and a +86 mobile", () => {
    expect(wechatAddressFill({ ...SHENZHEN, provinceName: "广东", cityName: "深圳", telNumber: "+86 139-1234-5678" }, tree)).toMatchObject({
      region: { province: "广东省", city: "深圳市", district: "南山区" },
      cellphone: "13912345678",
      regionComplete: true,
    });
    expect(wechatAddressFill({ ...SHENZHEN, provinceName: "北京市", cityName: "北京市", countryName: "朝阳区" }, tree).region).toEqual({
      province: "北京市",
      city: "北京市",
      district: "朝阳区",
    });
    expect(wechatAddressFill({ ...SHENZHEN, cityName: "东莞市", countryName: "" }, tree)).toMatchObject({
      region: { province: "广东省", city: "东莞市", district: "" },
      regionComplete: true,
    });
  });

  it("keeps what matched and says the region is incomplete when a name is not in the tree", () => {
    expect(wechatAddressFill({ ...SHENZHEN, countryName: "不存在区", postalCode: "51" }, tree)).toMatchObject({
      region: { province: "广东省", city: "深圳市", district: "" },
      regionComplete: false,
      postCode: "",
    });
    expect(wechatAddressFill({ ...SHENZHEN, provinceName: "火星省" }, tree).region).toEqual({ province: "", city: "", district: "" });
  });
});

function renderForm(open: (() => Promise<WechatAddress | null>) | null) {
  const onSubmit = vi.fn<(v: CustomerAddressInput) => Promise<void>>(async () => {});
  render(
    <PopupProvider>
      <WechatAddressProvider value={open}>
        <AddressForm regions={SAMPLE_REGIONS} regionMode="cascader" onSubmit={onSubmit} />
      </WechatAddressProvider>
    </PopupProvider>,
  );
  return onSubmit;
}

describe("使用微信地址 in the address form", () => {
  it("is not offered outside WeChat (no bridge)", () => {
    renderForm(null);
    expect(screen.queryByRole("button", { name: "使用微信地址" })).toBeNull();
  });

  it("fills the form from WeChat's picker; saving sends exactly that address", async () => {
    const open = vi.fn<() => Promise<WechatAddress | null>>(async () => SHENZHEN);
    const onSubmit = renderForm(open);
    fireEvent.click(screen.getByRole("button", { name: "使用微信地址" }));
    await screen.findByText("已填入微信地址，请核对后保存");
    expect(open).toHaveBeenCalledTimes(1);
    expect((screen.getByPlaceholderText("请输入收货人姓名") as HTMLInputElement).value).toBe("林晓岚");
    fireEvent.click(screen.getByRole("button", { name: "保存地址" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      consignee: "林晓岚",
      cellphone: "13912345678",
      province: "广东省",
      city: "深圳市",
      district: "南山区",
      detailAddress: "科技园南区高新南七道 18 号",
      postCode: "518057",
      isDefault: false,
    });
  });

  it("changes nothing when the shopper cancels WeChat's picker", async () => {
    renderForm(async () => null);
    fireEvent.click(screen.getByRole("button", { name: "使用微信地址" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "使用微信地址" }).hasAttribute("disabled")).toBe(false));
    expect((screen.getByPlaceholderText("请输入收货人姓名") as HTMLInputElement).value).toBe("");
    expect(screen.queryByText("已填入微信地址，请核对后保存")).toBeNull();
    expect(screen.queryByText("微信地址的所在地区未能识别，请选择所在地区")).toBeNull();
  });
});
