import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef, useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../components/button/button";
import { useDismiss } from "./use-dismiss";
import { useIsDesktop } from "./use-media-query";
import { useScrollLock } from "./use-scroll-lock";

/** A disclosure that closes on Esc or a press outside and locks the page while open. */
function Disclosure({ lockScroll = false }: { lockScroll?: boolean }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const isDesktop = useIsDesktop();
  useDismiss(open, () => setOpen(false), ref);
  useScrollLock(open && lockScroll);
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-sm text-grey-600">当前布局：{isDesktop ? "桌面" : "移动"}</p>
      <div ref={ref} className="relative">
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          中国大陆 / 简体中文
        </Button>
        {open ? (
          <ul
            aria-label="选择国家或地区"
            className="absolute top-full left-0 mt-2 w-56 border border-ink bg-paper p-2 text-sm shadow-overlay"
          >
            <li className="px-2 py-1">中国大陆 / 简体中文</li>
            <li className="px-2 py-1">中国香港 / 繁體中文</li>
          </ul>
        ) : null}
      </div>
      <Button variant="link">页面其他位置</Button>
    </div>
  );
}

const meta = {
  title: "UI/Interaction hooks",
  component: Disclosure,
  tags: ["autodocs"],
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** useDismiss: Esc and a press outside close; a press inside does not. */
export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "中国大陆 / 简体中文" });
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByText("中国香港 / 繁體中文"));
    await expect(canvas.getByRole("list", { name: "选择国家或地区" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("list")).toBeNull();
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole("button", { name: "页面其他位置" }));
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** useScrollLock: the page behind stops scrolling while open, and scrolls again after. */
export const ScrollLock: Story = {
  args: { lockScroll: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = canvasElement.ownerDocument.body;
    const before = body.style.overflow;
    await userEvent.click(canvas.getByRole("button", { name: "中国大陆 / 简体中文" }));
    await expect(body.style.overflow).toBe("hidden");
    await userEvent.keyboard("{Escape}");
    await expect(body.style.overflow).toBe(before);
  },
};
