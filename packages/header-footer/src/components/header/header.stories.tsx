import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MenuIndex } from "@xunlan/validation";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { DEMO_CATEGORIES, DEMO_COLLECTIONS, DemoHero } from "../../stories/demo-data";
import { MaskOverlay } from "../mask-overlay/mask-overlay";
import { Header, type HeaderProps } from "./header";

function StatefulHeader(props: HeaderProps) {
  const [index, setIndex] = useState<number>(props.activeMenuIndex);
  const change = (i: MenuIndex) => {
    setIndex(i);
    props.onMenuChange(i);
  };
  return (
    <div className="min-h-[900px] bg-canvas">
      <Header {...props} activeMenuIndex={index} onMenuChange={change} />
      <MaskOverlay open={index !== -1} onClose={() => change(-1)} />
      <DemoHero />
    </div>
  );
}

const meta = {
  title: "HeaderFooter/Header",
  component: Header,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  render: (args) => <StatefulHeader {...args} />,
  args: {
    mode: "full",
    logoColor: "black",
    activeMenuIndex: -1,
    cartCount: 2,
    isLoggedIn: false,
    pathname: "/",
    categories: DEMO_CATEGORIES,
    collections: DEMO_COLLECTIONS,
    storeQr: { caption: "扫码进入迅岚门店", value: "https://www.xunlan.example/store" },
    onMenuChange: fn(),
    onNavigate: fn(),
    onShare: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Thin: Story = { args: { mode: "thin", pathname: "/explore/men" } };
export const WhiteLogo: Story = { args: { logoColor: "white", pathname: "/ucenter", isLoggedIn: true } };
export const EmptyBag: Story = { args: { cartCount: 0 } };
export const ShopMenuOpen: Story = { args: { activeMenuIndex: 1, isDesktop: true } };
export const CollectionMenuOpen: Story = { args: { activeMenuIndex: 3, isDesktop: true } };
export const MobileMenuOpen: Story = {
  args: { activeMenuIndex: 7, isDesktop: false },
  globals: { viewport: { value: "wechat", isRotated: false } },
};
export const MenuToggle: Story = {
  args: { isDesktop: false },
  globals: { viewport: { value: "wechat", isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "打开菜单" }));
    await expect(args.onMenuChange).toHaveBeenLastCalledWith(7);
    // The mobile menu is a lazily loaded chunk: wait for it.
    await userEvent.click(await canvas.findByRole("button", { name: "帮助中心" }));
    await expect(canvas.getByRole("link", { name: "常见问题" })).toHaveAttribute("href", "/help?key=faq");
    await userEvent.click(canvas.getByRole("button", { name: "关闭菜单" }));
    await expect(args.onMenuChange).toHaveBeenLastCalledWith(-1);
  },
};
