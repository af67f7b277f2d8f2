import type { Meta, StoryObj } from "@storybook/react-vite";
import { layoutForPath, type MenuIndex } from "@xunlan/validation";
import { useState } from "react";
import { fn } from "storybook/test";
import { DEMO_CATEGORIES, DEMO_COLLECTIONS, DEMO_COUNTRIES, DemoHero } from "../../stories/demo-data";
import { ErrorPage } from "../error-page/error-page";
import { SiteLayout, type SiteLayoutProps } from "./site-layout";

function StatefulLayout(props: SiteLayoutProps) {
  const [index, setIndex] = useState<number>(props.header.activeMenuIndex);
  return (
    <SiteLayout
      {...props}
      header={{
        ...props.header,
        activeMenuIndex: index,
        onMenuChange: (i: MenuIndex) => {
          setIndex(i);
          props.header.onMenuChange(i);
        },
      }}
    />
  );
}

const meta = {
  title: "HeaderFooter/SiteLayout",
  component: SiteLayout,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  render: (args) => <StatefulLayout {...args} />,
  args: {
    ...layoutForPath("/"),
    announcement: { enable: true, message: "会员专享：全场满 ¥499 包邮，30 天无忧退换", style: "black", closable: true },
    header: {
      activeMenuIndex: -1,
      onMenuChange: fn(),
      onNavigate: fn(),
      cartCount: 2,
      pathname: "/",
      categories: DEMO_CATEGORIES,
      collections: DEMO_COLLECTIONS,
      storeQr: { caption: "扫码进入迅岚门店", value: "https://www.xunlan.example/store" },
    },
    footer: { countries: DEMO_COUNTRIES, onSubscribe: fn(async () => "订阅成功") },
    children: <DemoHero />,
  },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const Listing: Story = { args: { ...layoutForPath("/explore/men") } };
export const MemberCentre: Story = { args: { ...layoutForPath("/ucenter") } };
export const Checkout: Story = {
  args: { ...layoutForPath("/checkout"), children: <p className="p-10 text-sm">结算页内容</p> },
};
export const NotFound: Story = { args: { children: <ErrorPage statusCode={404} /> } };
