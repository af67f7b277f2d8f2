import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ArrowIcon, BagIcon, HeartIcon, SearchIcon } from "../icon/icons";
import { Button, IconButton } from "./button";

const meta = {
  title: "UI/Button",
  component: Button,
  tags: ["autodocs"],
  args: { children: "加入购物袋", onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "accent", "secondary", "ghost", "link"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "加入购物袋" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Accent: Story = { args: { variant: "accent", children: "立即购买", trailingIcon: <ArrowIcon size={18} /> } };
export const Secondary: Story = { args: { variant: "secondary", children: "加入收藏", leadingIcon: <HeartIcon size={18} /> } };
export const Ghost: Story = { args: { variant: "ghost", children: "取消" } };
export const Link: Story = { args: { variant: "link", children: "查看尺码指南" } };
export const Small: Story = { args: { size: "sm", children: "筛选" } };
export const Large: Story = { args: { size: "lg", children: "去结算", block: true } };
export const Loading: Story = {
  args: { loading: true, children: "提交订单" },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "加载中" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { disabled: true, children: "暂无库存" } };

export const IconButtons: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <IconButton label="搜索">
        <SearchIcon />
      </IconButton>
      <IconButton label="购物袋" variant="outline">
        <BagIcon />
      </IconButton>
      <IconButton label="收藏" variant="solid">
        <HeartIcon />
      </IconButton>
    </div>
  ),
};
