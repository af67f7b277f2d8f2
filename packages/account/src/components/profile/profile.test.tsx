import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { PopupProvider } from "@xunlan/ui";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_MEMBER } from "../../fixtures/member";
import { SAMPLE_REGIONS } from "../../fixtures/regions";
import type { MemberProfileInput } from "../../lib/types";
import { ProfileForm } from "./profile-form";
import { ProfileView } from "./profile-view";

const loadRegions = async () => SAMPLE_REGIONS;

function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

describe("ProfileView", () => {
  it("shows the spec §5 display masks", () => {
    render(
      <PopupProvider>
        <ProfileView
          member={{ ...SAMPLE_MEMBER, email: "abcdef@xunlan.cn" }}
          onSave={vi.fn<() => Promise<void>>()}
          loadRegions={loadRegions}
        />
      </PopupProvider>,
    );
    expect(valueOf("姓名")).toBe("林**");
    expect(valueOf("手机号码")).toBe("139****5678");
    expect(valueOf("邮箱")).toBe("abc***@xunlan.cn");
    expect(valueOf("生日")).toBe("********");
    expect(valueOf("所在地区")).toBe("******");
    expect(valueOf("登录密码")).toBe("••••••••");
    expect(valueOf("性别")).toBe("女");
    expect(document.body.textContent).not.toContain("13912345678");
  });

  it("reveals the real values on request, never the password", () => {
    render(
      <PopupProvider>
        <ProfileView member={SAMPLE_MEMBER} onSave={vi.fn<() => Promise<void>>()} loadRegions={loadRegions} />
      </PopupProvider>,
    );
    const toggle = screen.getByRole("button", { name: "显示完整信息" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(valueOf("姓名")).toBe("林晓岚");
    expect(valueOf("手机号码")).toBe("13912345678");
    expect(valueOf("生日")).toBe("1994-06-18");
    expect(valueOf("所在地区")).toBe("广东省 深圳市 南山区");
    expect(valueOf("登录密码")).toBe("••••••••");
    fireEvent.click(screen.getByRole("button", { name: "隐藏信息" }));
    expect(valueOf("姓名")).toBe("林**");
  });

  it("marks missing fields as 未填写", () => {
    render(
      <PopupProvider>
        <ProfileView member={{ memberUid: "m", cellphone: "13800001111" }} onSave={vi.fn<() => Promise<void>>()} />
      </PopupProvider>,
    );
    expect(valueOf("姓名")).toBe("未填写");
    expect(valueOf("生日")).toBe("未填写");
    expect(valueOf("邮箱")).toBe("未绑定");
    expect(valueOf("性别")).toBe("保密");
  });

  it("edits in place, saves with a pending button, toasts 保存成功 and returns to the view", async () => {
    let finish: () => void = () => {};
    const onSave = vi.fn<(values: MemberProfileInput) => Promise<void>>(
      (_values: MemberProfileInput) =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(
      <PopupProvider>
        <ProfileView member={SAMPLE_MEMBER} onSave={onSave} loadRegions={loadRegions} regionMode="cascader" />
      </PopupProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "编辑资料" }));
    const name = screen.getByLabelText("姓名");
    fireEvent.change(name, { target: { value: "林晓风" } });
    fireEvent.click(screen.getByRole("radio", { name: "保密" }));
    const save = screen.getByRole("button", { name: "保存" });
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({
      name: "林晓风",
      birthday: "1994-06-18",
      gender: "SECRET",
      province: "广东省",
      city: "深圳市",
      district: "南山区",
      email: "xiaolan.lin@example.cn",
    });
    await waitFor(() => expect(save.getAttribute("aria-busy")).toBe("true"));
    finish();
    expect(await screen.findByText("保存成功")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("form", { name: "编辑个人资料" })).toBeNull());
  });
});

describe("ProfileForm", () => {
  const renderForm = (onSave = vi.fn<(v: MemberProfileInput) => Promise<void>>(async () => {})) => {
    render(
      <PopupProvider>
        <ProfileForm member={SAMPLE_MEMBER} onSave={onSave} loadRegions={loadRegions} regionMode="cascader" today="2026-05-01" />
      </PopupProvider>,
    );
    return onSave;
  };

  it("validates the name first, with Chinese messages, and focuses it", () => {
    const onSave = renderForm();
    const name = screen.getByLabelText("姓名");
    fireEvent.change(name, { target: { value: "" } });
    fireEvent.change(screen.getByLabelText(/生日/), { target: { value: "2030-01-01" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    const alerts = screen.getAllByRole("alert").map((a) => a.textContent);
    expect(alerts).toEqual(["请输入姓名", "生日不能晚于今天"]);
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(name, { target: { value: "林" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(screen.getAllByRole("alert")[0]?.textContent).toBe("姓名需为2-18个字符");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("checks the email by the spec §5 rule and saves it trimmed", async () => {
    const onSave = renderForm();
    const email = screen.getByLabelText(/邮箱/);
    fireEvent.change(email, { target: { value: "lin@xunlan" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(screen.getByRole("alert").textContent).toBe("请输入正确的邮箱地址");
    expect(document.activeElement).toBe(email);
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(email, { target: { value: " lin.xiao@xunlan.cn " } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].email).toBe("lin.xiao@xunlan.cn");
  });

  it("limits the birthday input to 1900 … today", () => {
    renderForm();
    const birthday = screen.getByLabelText(/生日/);
    expect(birthday.getAttribute("min")).toBe("1900-01-01");
    expect(birthday.getAttribute("max")).toBe("2026-05-01");
  });

  it("asks to finish a half-chosen region", async () => {
    const onSave = renderForm();
    const trigger = await screen.findByRole("button", { name: /所在地区/ });
    await waitFor(() => expect((trigger as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(trigger);
    fireEvent.click(within(screen.getByRole("listbox", { name: "省份" })).getByRole("option", { name: "四川省" }));
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(screen.getByRole("alert").textContent).toBe("请选择完整的所在地区");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's Chinese message when saving fails", async () => {
    renderForm(vi.fn<(v: MemberProfileInput) => Promise<void>>(async () => Promise.reject(new Error("姓名包含敏感词"))));
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    expect((await screen.findByRole("alert")).textContent).toBe("姓名包含敏感词");
  });

  it("falls back to a generic message for non-Chinese errors", async () => {
    renderForm(vi.fn<(v: MemberProfileInput) => Promise<void>>(async () => Promise.reject(new Error("ECONNRESET"))));
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    expect((await screen.findByRole("alert")).textContent).toBe("保存失败，请稍后再试");
  });
});
