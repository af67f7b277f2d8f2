import type { Meta, StoryObj } from "@storybook/react-vite";
import { Breadcrumbs } from "./breadcrumbs";

const meta = {
  title: "ProductUI/Breadcrumbs",
  component: Breadcrumbs,
  tags: ["autodocs"],
  args: {
    items: [
      { label: "男子", href: "/explore/men" },
      { label: "鞋类", href: "/explore/men/shoes" },
      { label: "跑步", href: "/explore/men/shoes/running" },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A third-level listing. */
export const Default: Story = {};

/** A product page: the product is the current page. */
export const ProductPage: Story = {
  args: {
    items: [{ label: "男子", href: "/explore/men" }, { label: "鞋类", href: "/explore/men/shoes" }, { label: "迅岚 卷云 3 代 男子跑步鞋" }],
  },
};

/** Only 首页 and the current page. */
export const Short: Story = { args: { items: [{ label: "女子" }] } };
