import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../button/button";
import { Field, Segmented, Switch, TextField, TextInput } from "./field";

const meta = {
  title: "UI/Field",
  component: Field,
  tags: ["autodocs"],
  args: { label: "收货人", children: (ids) => <TextInput ids={ids} placeholder="请输入收货人姓名" /> },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member centre's boxed field. */
export const Box: Story = {};

export const BoxWithHint: Story = {
  args: { label: "详细地址", hint: "街道、楼栋、门牌号等，5-100 个字", optional: true },
};

export const BoxError: Story = {
  args: { error: "请输入收货人" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "收货人" })).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("alert")).toHaveTextContent("请输入收货人");
  },
};

function LineFields({ error }: { error?: string }) {
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  return (
    <div className="flex max-w-sm flex-col">
      <TextField
        label="手机号"
        type="tel"
        inputMode="numeric"
        placeholder="请输入手机号"
        value={mobile}
        onValueChange={setMobile}
        error={error}
        leading={<span className="border-r border-grey-200 pr-3 text-sm font-bold text-ink">+86</span>}
      />
      <TextField
        label="短信验证码"
        inputMode="numeric"
        placeholder="请输入短信验证码"
        value={code}
        onValueChange={setCode}
        trailing={
          <Button size="sm" variant="secondary" className="mb-1.5">
            获取验证码
          </Button>
        }
      />
    </div>
  );
}

/** The login forms' underlined fields, with leading and trailing content. */
export const Line: Story = {
  render: () => <LineFields />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = canvas.getByRole("textbox", { name: "手机号" });
    await userEvent.type(mobile, "13800138000");
    await expect(mobile).toHaveValue("13800138000");
  },
};

export const LineError: Story = { render: () => <LineFields error="请输入正确的手机号" /> };

function Choices() {
  const [isDefault, setDefault] = useState(false);
  const [gender, setGender] = useState<"MALE" | "FEMALE" | "SECRET">("SECRET");
  return (
    <div className="flex max-w-md flex-col gap-6">
      <Field label="性别" as="span">
        {(ids) => (
          <Segmented
            ids={ids}
            name="gender"
            value={gender}
            onChange={setGender}
            options={[
              { value: "MALE", label: "男" },
              { value: "FEMALE", label: "女" },
              { value: "SECRET", label: "保密" },
            ]}
          />
        )}
      </Field>
      <Switch label="设为默认地址" description="下单时优先使用该地址" checked={isDefault} onChange={setDefault} />
    </div>
  );
}

export const SwitchAndSegmented: Story = {
  render: () => <Choices />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("switch", { name: "设为默认地址" }));
    await expect(canvas.getByRole("switch", { name: "设为默认地址" })).toHaveAttribute("aria-checked", "true");
    await userEvent.click(canvas.getByText("女"));
    await expect(canvas.getByRole("radio", { name: "女" })).toBeChecked();
  },
};
