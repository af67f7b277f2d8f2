import { describe, expect, it } from "vitest";
import { UCENTER_MESSAGES as M } from "./messages";
import { errorsByField, validateAddress, validateProfile } from "./rules";
import type { CustomerAddressInput, MemberProfileInput } from "./types";

const address: CustomerAddressInput = {
  consignee: "林晓岚",
  cellphone: "13912345678",
  province: "广东省",
  city: "深圳市",
  district: "南山区",
  detailAddress: "高新南七道 18 号",
  postCode: "518057",
  isDefault: false,
};

describe("validateAddress", () => {
  it("passes a complete address; the post code is optional", () => {
    expect(validateAddress(address, true)).toEqual([]);
    expect(validateAddress({ ...address, postCode: "" }, true)).toEqual([]);
  });

  it("reports every empty field in form order with the Chinese messages", () => {
    const empty = { ...address, consignee: " ", cellphone: "", province: "", city: "", district: "", detailAddress: "" };
    expect(validateAddress(empty, false)).toEqual([
      { field: "consignee", message: "请输入收货人姓名" },
      { field: "cellphone", message: M.cellphoneRequired },
      { field: "region", message: "请选择所在地区" },
      { field: "detailAddress", message: "请输入详细地址" },
    ]);
  });

  it("checks the name rule (2–18), the mobile rule and the lengths", () => {
    const bad = { ...address, consignee: "林", cellphone: "12912345678", detailAddress: "1号", postCode: "51805" };
    expect(validateAddress(bad, true).map((e) => e.message)).toEqual([
      M.consigneeInvalid,
      "请输入正确的手机号码",
      M.detailLength,
      "邮政编码格式不正确",
    ]);
    expect(validateAddress({ ...address, consignee: "林".repeat(19) }, true)[0]?.message).toBe(M.consigneeInvalid);
    expect(validateAddress({ ...address, detailAddress: "路".repeat(101) }, true)[0]?.message).toBe(M.detailLength);
    expect(validateAddress({ ...address, detailAddress: "路".repeat(100) }, true)).toEqual([]);
  });
});

describe("validateProfile", () => {
  const profile: MemberProfileInput = {
    name: "林晓岚",
    birthday: "1994-06-18",
    gender: "FEMALE",
    province: "",
    city: "",
    district: "",
  };

  it("requires a 2–18 character name", () => {
    expect(validateProfile({ ...profile, name: "" }, "empty")).toEqual([{ field: "name", message: M.nameRequired }]);
    expect(validateProfile({ ...profile, name: "林" }, "empty")[0]?.message).toBe(M.nameInvalid);
  });

  it("rejects a birthday after today or before 1900", () => {
    expect(validateProfile({ ...profile, birthday: "2030-01-01" }, "empty", "2026-05-01")[0]?.message).toBe(M.birthdayInFuture);
    expect(validateProfile({ ...profile, birthday: "2026-05-01" }, "empty", "2026-05-01")).toEqual([]);
    expect(validateProfile({ ...profile, birthday: "1899-12-31" }, "empty")[0]?.message).toBe(M.birthdayInvalid);
    expect(validateProfile({ ...profile, birthday: "" }, "empty")).toEqual([]);
  });

  it("allows no region but not a half-chosen one", () => {
    expect(validateProfile(profile, "partial")).toEqual([{ field: "region", message: M.regionIncomplete }]);
    expect(validateProfile(profile, "complete")).toEqual([]);
  });
});

describe("errorsByField", () => {
  it("keeps the first message of each field, in the shape useForm holds", () => {
    expect(
      errorsByField([
        { field: "consignee", message: M.consigneeRequired },
        { field: "consignee", message: M.consigneeInvalid },
        { field: "region", message: "请选择所在地区" },
      ]),
    ).toEqual({ consignee: M.consigneeRequired, region: "请选择所在地区" });
  });
});
