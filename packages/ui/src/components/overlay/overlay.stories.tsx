import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../button/button";
import { HeartIcon } from "../icon/icons";
import { Dialog } from "./dialog";
import { Modal } from "./modal";
import { Popup } from "./popup";
import { Tooltip } from "./tooltip";

const meta = {
  title: "UI/Overlays",
  component: Dialog,
  tags: ["autodocs"],
  args: {
    open: true,
    title: "删除商品",
    description: "确定要从购物袋中删除这件商品吗？",
    onClose: fn(),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DialogOpen: Story = {
  args: {
    size: "lg",
    actions: (
      <>
        <Button variant="secondary">移入收藏</Button>
        <Button>删除</Button>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole("dialog", { name: "删除商品" });
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const DialogSmall: Story = {
  args: { size: "sm", actions: <Button block>删除</Button> },
};

function Toggle({ kind }: { kind: "modal" | "popup" }) {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{kind === "modal" ? "打开全屏弹窗" : "打开底部弹层"}</Button>
      {kind === "modal" ? (
        <Modal open={open} onClose={close} title="尺码指南">
          <p className="max-w-prose text-sm leading-relaxed text-grey-600">
            请参考下表选择合适的尺码。如介于两个尺码之间，建议选择较大的尺码。
          </p>
        </Modal>
      ) : (
        <Popup
          open={open}
          onClose={close}
          title="筛选"
          footer={
            <>
              <Button variant="secondary" onClick={close}>
                重置
              </Button>
              <Button onClick={close}>确定</Button>
            </>
          }
        >
          <div className="flex flex-wrap gap-2">
            {["36", "37", "38", "39", "40", "41", "42", "43", "44"].map((s) => (
              <button key={s} type="button" className="h-10 min-w-14 border border-grey-300 px-3 text-sm hover:border-ink">
                {s}
              </button>
            ))}
          </div>
        </Popup>
      )}
    </>
  );
}

export const ModalFullPage: Story = { render: () => <Toggle kind="modal" /> };
export const PopupSheet: Story = {
  render: () => <Toggle kind="popup" />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "确定" }));
    await expect(body.queryByRole("dialog", { name: "筛选" })).toBeNull();
  },
};

export const TooltipOnFocus: Story = {
  render: () => (
    <div className="p-16">
      <Tooltip content="加入收藏">
        <button type="button" aria-label="收藏" className="inline-flex size-10 items-center justify-center border border-grey-300">
          <HeartIcon />
        </button>
      </Tooltip>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("tooltip")).toHaveTextContent("加入收藏");
  },
};
