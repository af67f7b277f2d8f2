import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { PopupProvider, usePopup } from "./popup-provider";

function PopupPlayground() {
  const popup = usePopup();
  const [result, setResult] = useState("—");
  return (
    <div className="flex max-w-[640px] flex-col gap-6">
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => popup.toast("收藏成功")}>toast</Button>
        <Button variant="secondary" onClick={() => popup.message("已保存收货地址", "success")}>
          message
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            popup.loading.show("提交中");
            setTimeout(() => popup.loading.hide(), 1200);
          }}
        >
          loading
        </Button>
        <Button variant="secondary" onClick={() => popup.alert({ title: "提示", content: "请先登录后再操作" })}>
          alert
        </Button>
        <Button
          variant="secondary"
          onClick={async () => setResult(String(await popup.confirm({ title: "清除记录", content: "确定要清除搜索记录吗？" })))}
        >
          confirm
        </Button>
        <Button
          variant="secondary"
          onClick={async () => setResult(String(await popup.prompt({ title: "订单备注", placeholder: "选填，最多 50 字", maxLength: 50 })))}
        >
          prompt
        </Button>
        <Button
          variant="secondary"
          onClick={async () =>
            setResult(
              String(
                await popup.popup<string>({
                  title: "选择尺码",
                  render: (close) => (
                    <div className="flex flex-wrap gap-2">
                      {["40", "41", "42", "43"].map((s) => (
                        <Button key={s} variant="secondary" onClick={() => close(s)}>
                          {s}
                        </Button>
                      ))}
                    </div>
                  ),
                }),
              ),
            )
          }
        >
          popup
        </Button>
      </div>
      <p className="text-sm">
        结果：<output data-testid="result">{result}</output>
      </p>
    </div>
  );
}

const meta = {
  title: "UI/PopupProvider",
  component: PopupProvider,
  tags: ["autodocs"],
  render: () => <PopupPlayground />,
} satisfies Meta<typeof PopupProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ConfirmFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "confirm" }));
    // The dialog code loads on first use (React.lazy), so wait for its button.
    await userEvent.click(await body.findByRole("button", { name: "确定" }));
    await waitFor(() => expect(canvas.getByTestId("result")).toHaveTextContent("true"));
  },
};

export const ToastFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "toast" }));
    await expect(await body.findByText("收藏成功")).toBeInTheDocument();
  },
};
