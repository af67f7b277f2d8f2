import { describe, expect, it } from "vitest";
import { LOGIN_TYPE } from "./constants";
import {
  characterCount,
  checkSendSms,
  isEmail,
  isMobile,
  isName,
  isPassword,
  isRequired,
  validateLoginForm,
  validateSubscriptionMobile,
} from "./rules";

describe("isRequired", () => {
  it("rejects empty, blank, null, undefined and empty arrays", () => {
    for (const v of ["", "   ", null, undefined, []]) expect(isRequired(v)).toBe(false);
  });
  it("accepts text, 0, false and non-empty arrays", () => {
    for (const v of ["a", " 1 ", 0, false, [1], {}]) expect(isRequired(v)).toBe(true);
  });
});

describe("isMobile", () => {
  it("accepts 11 digits starting 1 then 3–9", () => {
    for (const v of ["13000000000", "15912345678", "19999999999"]) expect(isMobile(v)).toBe(true);
  });
  it("rejects wrong second digit, wrong length, letters and spaces", () => {
    for (const v of [
      "12000000000",
      "10000000000",
      "23912345678",
      "1391234567",
      "139123456789",
      "1391234567a",
      " 13912345678",
      "+8613912345678",
      "",
    ]) {
      expect(isMobile(v)).toBe(false);
    }
  });
});

describe("isEmail", () => {
  it("accepts standard addresses", () => {
    for (const v of ["a@b.cn", "first.last+tag@mail.example.com", "x_y-z@sub-domain.org"]) {
      expect(isEmail(v)).toBe(true);
    }
  });
  it("rejects malformed addresses", () => {
    for (const v of ["", "a", "a@", "@b.cn", "a@b", "a@b.c", "a..b@c.cn", ".a@c.cn", "a@-b.cn", "a b@c.cn", "a@b.cn "]) {
      expect(isEmail(v)).toBe(false);
    }
  });
});

describe("isName", () => {
  it("counts each Chinese character as one", () => {
    expect(characterCount("张三")).toBe(2);
    expect(characterCount("𠀀a")).toBe(2);
    expect(isName("张三")).toBe(true);
    expect(isName("张")).toBe(false);
  });
  it("accepts 2 to 18 characters and rejects outside", () => {
    expect(isName("ab")).toBe(true);
    expect(isName("a".repeat(18))).toBe(true);
    expect(isName("汉".repeat(18))).toBe(true);
    expect(isName("汉".repeat(19))).toBe(false);
    expect(isName("a")).toBe(false);
    expect(isName("  a  ")).toBe(false);
    expect(isName("")).toBe(false);
  });
});

describe("isPassword", () => {
  it("accepts 8–16 characters with lower, upper and digit", () => {
    expect(isPassword("Abcdefg1")).toBe(true);
    expect(isPassword("Abcdefghijklmn12")).toBe(true);
    expect(isPassword("Ab1!@#$%")).toBe(true);
  });
  it("rejects a missing class or wrong length", () => {
    expect(isPassword("Abcdef1")).toBe(false); // 7
    expect(isPassword("Abcdefghijklmno12")).toBe(false); // 17
    expect(isPassword("abcdefg1")).toBe(false); // no upper
    expect(isPassword("ABCDEFG1")).toBe(false); // no lower
    expect(isPassword("Abcdefgh")).toBe(false); // no digit
    expect(isPassword("")).toBe(false);
  });
});

describe("validateLoginForm", () => {
  const sms = { mobile: "13912345678", imageCode: "abcde", smsCode: "123456", agreed: true };
  const pwd = { mobile: "13912345678", password: "secret", agreed: true };

  it("passes complete forms", () => {
    expect(validateLoginForm(sms, LOGIN_TYPE.SMS)).toBeNull();
    expect(validateLoginForm(pwd, LOGIN_TYPE.PASSWORD)).toBeNull();
  });

  it("reports the first failing field in SMS mode", () => {
    expect(validateLoginForm({ mobile: "", agreed: false }, LOGIN_TYPE.SMS)).toBe("请输入手机号");
    expect(validateLoginForm({ ...sms, mobile: "12345" }, LOGIN_TYPE.SMS)).toBe("请输入正确的手机号码");
    expect(validateLoginForm({ ...sms, imageCode: "", smsCode: "" }, LOGIN_TYPE.SMS)).toBe("请输入图形验证码");
    expect(validateLoginForm({ ...sms, smsCode: " " }, LOGIN_TYPE.SMS)).toBe("请输入短信验证码");
    expect(validateLoginForm({ ...sms, agreed: false }, LOGIN_TYPE.SMS)).toBe("请阅读并同意所有条款");
  });

  it("reports the first failing field in password mode and ignores SMS fields", () => {
    expect(validateLoginForm({ ...pwd, mobile: "  " }, LOGIN_TYPE.PASSWORD)).toBe("请输入手机号");
    expect(validateLoginForm({ ...pwd, password: "" }, LOGIN_TYPE.PASSWORD)).toBe("请输入密码");
    expect(validateLoginForm({ ...pwd, password: undefined, agreed: false }, LOGIN_TYPE.PASSWORD)).toBe("请输入密码");
    expect(validateLoginForm({ ...pwd, agreed: false }, LOGIN_TYPE.PASSWORD)).toBe("请阅读并同意所有条款");
  });
});

describe("checkSendSms", () => {
  it("needs a valid mobile and an image code", () => {
    expect(checkSendSms({ mobile: "13912345678", imageCode: "abcde" })).toEqual({ ok: true });
    expect(checkSendSms({ mobile: "", imageCode: "abcde" })).toEqual({
      ok: false,
      reason: "invalid",
      message: "请输入手机号",
    });
    expect(checkSendSms({ mobile: "11912345678", imageCode: "abcde" })).toMatchObject({
      message: "请输入正确的手机号码",
    });
    expect(checkSendSms({ mobile: "13912345678" })).toMatchObject({ message: "请输入图形验证码" });
  });
  it("is blocked while the countdown runs", () => {
    expect(checkSendSms({ mobile: "13912345678", imageCode: "abcde" }, 30)).toEqual({
      ok: false,
      reason: "countdown",
    });
    expect(checkSendSms({ mobile: "13912345678", imageCode: "abcde" }, 0)).toEqual({ ok: true });
  });
});

describe("validateSubscriptionMobile", () => {
  it("uses the footer's own empty message", () => {
    expect(validateSubscriptionMobile("")).toBe("请输入手机号码");
    expect(validateSubscriptionMobile("   ")).toBe("请输入手机号码");
  });
  it("rejects mismatches and accepts valid numbers", () => {
    expect(validateSubscriptionMobile("1234")).toBe("请输入正确的手机号码");
    expect(validateSubscriptionMobile("13912345678")).toBeNull();
  });
});
