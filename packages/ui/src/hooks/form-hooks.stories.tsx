import type { Meta, StoryObj } from "@storybook/react-vite";
import { type FormEvent, useRef } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../components/button/button";
import { TextField } from "../components/field/field";
import { useCaptcha } from "./use-captcha";
import { useForm } from "./use-form";

/** A captcha image drawn from its code, as the gateway's SVG would be. */
function captchaImage(code: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44"><rect width="120" height="44" fill="#eee"/><text x="60" y="29" font-size="20" text-anchor="middle" font-family="monospace">${code}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

interface DemoProps {
  /** The captcha source fails (the image offers 加载失败，点击重试). */
  captchaFails?: boolean;
  /** The submission is refused with this message. */
  refusal?: string;
}

/** A form built from the kit: useForm's state, useCaptcha's image, the line fields. */
function CaptchaForm({ captchaFails = false, refusal }: DemoProps) {
  const form = useForm({ mobile: "", imageCode: "" });
  const served = useRef(0);
  const captcha = useCaptcha(
    async () => {
      if (captchaFails) throw new Error("offline");
      served.current += 1;
      return captchaImage(`AB${served.current}C`);
    },
    { onRefresh: () => form.setValues((v) => ({ ...v, imageCode: "" })) },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.values.mobile) return form.setErrors({ mobile: "请输入手机号" });
    void form.submit(
      async () => {
        if (refusal) throw new Error(refusal);
      },
      (error) => (error instanceof Error ? error.message : null),
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="示例表单" className="flex max-w-sm flex-col">
      <TextField label="手机号" value={form.values.mobile} onValueChange={(v) => form.setField("mobile", v)} error={form.errors.mobile} />
      <TextField
        label="图形验证码"
        value={form.values.imageCode}
        onValueChange={(v) => form.setField("imageCode", v)}
        trailing={
          <button
            type="button"
            onClick={() => void captcha.refresh()}
            aria-label={captcha.failed ? undefined : "看不清？换一张"}
            className="h-11 w-30 bg-grey-100 text-xs"
          >
            {captcha.src && !captcha.failed ? <img src={captcha.src} alt="图形验证码" width={120} height={44} /> : null}
            {captcha.failed ? "加载失败，点击重试" : null}
          </button>
        }
      />
      {form.formError ? (
        <p role="alert" className="mb-3 text-xs text-danger">
          {form.formError}
        </p>
      ) : null}
      <Button type="submit" block loading={form.pending}>
        提交
      </Button>
    </form>
  );
}

const meta = {
  title: "UI/Form hooks",
  component: CaptchaForm,
  tags: ["autodocs"],
} satisfies Meta<typeof CaptchaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("img", { name: "图形验证码" })).toBeVisible());
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expect(canvas.getByText("请输入手机号")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "手机号" }), "13800138000");
    await expect(canvas.queryByText("请输入手机号")).toBeNull();
  },
};

export const CaptchaFailed: Story = {
  args: { captchaFails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("加载失败，点击重试")).toBeVisible();
  },
};

export const Refused: Story = {
  args: { refusal: "验证码错误" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "手机号" }), "13800138000");
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("验证码错误");
  },
};
