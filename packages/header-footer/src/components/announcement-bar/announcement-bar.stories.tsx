import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AnnouncementBar } from "./announcement-bar";

const meta = {
  title: "HeaderFooter/AnnouncementBar",
  component: AnnouncementBar,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: { enable: true, message: "会员专享：全场满 ¥499 包邮，30 天无忧退换", variant: "black", onClose: fn() },
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Black: Story = {};
export const White: Story = { args: { variant: "white" } };
export const WithLink: Story = { args: { link: { label: "了解详情", href: "/landing/member-day" } } };
export const Marquee: Story = {
  args: {
    message: "新品发售：迅岚疾风 3 代竞速跑鞋全新配色现已上市 · 会员下单享双倍积分 · 全国门店同步发售，部分城市支持门店自提与当日达",
  },
};
export const Closable: Story = {
  args: { closable: true },
  parameters: { rendersNothing: "the play step closes the bar" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "关闭公告" }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(canvas.queryByRole("region", { name: "公告" })).toBeNull();
  },
};
export const Disabled: Story = { args: { enable: false }, parameters: { rendersNothing: "a disabled announcement is not shown" } };
