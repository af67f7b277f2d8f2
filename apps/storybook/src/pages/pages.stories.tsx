import { composeStories } from "@storybook/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { SiteLayout } from "@xunlan/header-footer";
import { layoutForPath } from "@xunlan/validation";
import type { ComponentType, ReactNode } from "react";
import { fn } from "storybook/test";
import * as ucenterStories from "../../../../packages/account/src/components/ucenter-shell/ucenter-shell.stories";
import * as loginStories from "../../../../packages/auth-popup/src/components/login-panel/login-panel.stories";
// The pages are composed here, in the app, as the storefront composes them: feature packages
// never import each other. Each page's content is the owning package's own story, fed by that
// package's contract-shaped fixtures and in-memory clients.
import * as bagStories from "../../../../packages/cart/src/components/shopping-bag/shopping-bag.stories";
import * as homeStories from "../../../../packages/content-blocks/src/components/content-blocks/content-blocks.stories";
import { DEMO_CATEGORIES, DEMO_COLLECTIONS, DEMO_COUNTRIES } from "../../../../packages/header-footer/src/stories/demo-data";
import * as gridStories from "../../../../packages/product-ui/src/components/product-grid/product-grid.stories";

const home = composeStories(homeStories);
const bag = composeStories(bagStories);
// the login meta's typed decorator does not fit composeStories' generic module type
const login = composeStories(loginStories as unknown as Parameters<typeof composeStories>[0]) as unknown as Record<
  "MobileSms" | "LoggedOutSms",
  ComponentType
>;
const grid = composeStories(gridStories);
const ucenter = composeStories(ucenterStories);

/** A page of the store: the site's header and footer (per route, layoutForPath) around `children`. */
function Page({ path, cartCount = 2, children }: { path: string; cartCount?: number; children: ReactNode }) {
  return (
    <SiteLayout
      {...layoutForPath(path)}
      announcement={{ enable: true, message: "会员专享：全场满 ¥499 包邮，30 天无忧退换", style: "black", closable: true }}
      header={{
        activeMenuIndex: -1,
        onMenuChange: fn(),
        onNavigate: fn(),
        cartCount,
        pathname: path,
        categories: DEMO_CATEGORIES,
        collections: DEMO_COLLECTIONS,
        storeQr: { caption: "扫码进入迅岚门店", value: "https://www.xunlan.example/store" },
      }}
      footer={{ countries: DEMO_COUNTRIES, onSubscribe: fn(async () => "订阅成功") }}
    >
      {children}
    </SiteLayout>
  );
}

/** The pages shoppers see, at a 390-px WeChat phone and a 1440-px desktop (issue 13: designers see what shoppers see). */
const meta = {
  title: "Pages",
  component: Page,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: "wechat", isRotated: false } };
const desktop = { viewport: { value: "desktop", isRotated: false } };

const homePage = { args: { path: "/", children: <home.HomePage /> } };
/** 首页: the home document's modules in order (hero, tiles, campaigns, rails). */
export const HomePhone: Story = { ...homePage, globals: phone };
export const HomeDesktop: Story = { ...homePage, globals: desktop };

const listingPage = {
  args: {
    path: "/explore/men/shoes/running",
    children: (
      <div className="px-4 py-6 md:px-8">
        <h1 className="mb-4 text-2xl font-bold">男子跑步鞋</h1>
        <grid.Default />
      </div>
    ),
  },
};
/**
 * 商品列表: the thin header and product-ui's grid of the catalogue fixture. (product-ui's
 * ListingPage and ProductPage need the router and the catalogue loaders; their stories are still to come.)
 */
export const ListingPhone: Story = { ...listingPage, globals: phone };
export const ListingDesktop: Story = { ...listingPage, globals: desktop };

const bagPage = { args: { path: "/cart", children: <bag.Default /> } };
/** 购物袋: two lines on an in-memory bag (± and 删除 work). */
export const BagPhone: Story = { ...bagPage, globals: phone };
export const BagDesktop: Story = { ...bagPage, globals: desktop };

/** 登录: the login panel (SMS first). */
export const LoginPhone: Story = { args: { path: "/login", cartCount: 0, children: <login.MobileSms /> }, globals: phone };
export const LoginDesktop: Story = { args: { path: "/login", cartCount: 0, children: <login.LoggedOutSms /> }, globals: desktop };

const memberPage = { args: { path: "/ucenter/member", children: <ucenter.Member /> } };
/** 会员中心: profile and address book in the member-centre frame. */
export const MemberCentrePhone: Story = { ...memberPage, globals: phone };
export const MemberCentreDesktop: Story = { ...memberPage, globals: desktop };
