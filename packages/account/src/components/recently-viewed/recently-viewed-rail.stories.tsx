import type { Meta, StoryObj } from "@storybook/react-vite";
import { RecentlyViewedRail } from "./recently-viewed-rail";

interface DemoItem {
  productId: string;
  name: string;
  price: string;
}

const ITEMS: DemoItem[] = [
  { productId: "XL25RS0001-001", name: "疾风跑鞋 2", price: "¥899.00" },
  { productId: "XL25AP0101-002", name: "轻岚速干 T 恤", price: "¥249.00" },
  { productId: "XL25RS0003-001", name: "云岚缓震跑鞋", price: "¥1,099.00" },
  { productId: "XL25AC0201-001", name: "岚行运动帽", price: "¥159.00" },
];

const demoCard = (item: DemoItem) => (
  <a href={`/products/demo/${item.productId.toLowerCase()}`} className="flex flex-col gap-2 text-sm">
    <span className="aspect-square bg-grey-100" />
    <span className="font-bold">{item.name}</span>
    <span>{item.price}</span>
  </a>
);

const meta = {
  title: "Ucenter/RecentlyViewedRail",
  component: RecentlyViewedRail<DemoItem>,
  tags: ["autodocs"],
  args: { items: ITEMS, renderProductCard: demoCard },
} satisfies Meta<typeof RecentlyViewedRail<DemoItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { items: null } };
export const Empty: Story = { args: { items: [] }, parameters: { rendersNothing: "no history, no rail" } };
