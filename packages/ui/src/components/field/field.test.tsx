import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Field, Segmented, Switch, TextField, TextInput } from "./field";

afterEach(cleanup);

describe("Field (box)", () => {
  it("labels its control, shows the hint until an error replaces it", () => {
    const view = render(
      <Field label="详细地址" hint="5-100 个字" optional>
        {(ids) => <TextInput ids={ids} defaultValue="" />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: /详细地址/ });
    expect(screen.getByText("选填")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe("5-100 个字");
    view.rerender(
      <Field label="详细地址" hint="5-100 个字" error="请输入详细地址">
        {(ids) => <TextInput ids={ids} defaultValue="" />}
      </Field>,
    );
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("请输入详细地址");
    expect(screen.queryByText("5-100 个字")).toBeNull();
    expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe("请输入详细地址");
  });
});

function Mobile({ error }: { error?: string }) {
  const [value, setValue] = useState("");
  return (
    <TextField label="手机号" value={value} onValueChange={setValue} error={error} leading={<span>+86</span>} placeholder="请输入手机号" />
  );
}

describe("TextField (line)", () => {
  it("keeps a reserved error line and announces the message once set", () => {
    const view = render(<Mobile />);
    const input = screen.getByRole("textbox", { name: "手机号" });
    fireEvent.change(input, { target: { value: "138" } });
    expect((input as HTMLInputElement).value).toBe("138");
    expect(screen.getByText("+86")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    view.rerender(<Mobile error="请输入正确的手机号" />);
    expect(screen.getByRole("alert").textContent).toBe("请输入正确的手机号");
    expect(input.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
  });
});

describe("Switch and Segmented", () => {
  it("toggle and choose through their roles", () => {
    function Controls() {
      const [on, setOn] = useState(false);
      const [gender, setGender] = useState<"MALE" | "FEMALE">("MALE");
      return (
        <>
          <Switch label="设为默认地址" checked={on} onChange={setOn} />
          <Field label="性别" as="span">
            {(ids) => (
              <Segmented
                ids={ids}
                name="gender"
                value={gender}
                options={[
                  { value: "MALE", label: "男" },
                  { value: "FEMALE", label: "女" },
                ]}
                onChange={setGender}
              />
            )}
          </Field>
        </>
      );
    }
    render(<Controls />);
    const toggle = screen.getByRole("switch", { name: "设为默认地址" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("radiogroup", { name: "性别" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "女" }));
    expect((screen.getByRole("radio", { name: "女" }) as HTMLInputElement).checked).toBe(true);
  });
});
