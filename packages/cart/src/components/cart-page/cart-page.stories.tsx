import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CartLineFieldsFragment } from "@xunlan/api-client";
import { createMockClient } from "@xunlan/api-client/mock";
import { fn } from "storybook/test";
import { SAMPLE_LINES } from "../../fixtures/bag";
import { cart, cartLine } from "../../fixtures/gateway";
import { withQueryClient } from "../../fixtures/story-support";
import { CartPage } from "./cart-page";

const TWO_LINES = [
  cartLine("6901234567001", 1, "XL25RS0001-001"),
  cartLine("6901234567002", 2, "XL25RS0002-002", {
    productName: "CLOUDSTEP",
    styleDisplayNameCn: "迅岚 云步 女子缓震跑鞋",
    gender: "women",
    genderCn: "女子",
    colorNameCn: "雾蓝",
    image: SAMPLE_LINES[1]!.image,
    colorSelectorImage: SAMPLE_LINES[1]!.image,
  }),
];

/** A bag kept in memory behind the contract's cart, updateCartItemQuantity and deleteCartItem. */
function memoryBag(initial: readonly CartLineFieldsFragment[]) {
  let lines = [...initial];
  return createMockClient({
    cart: () => cart(lines),
    updateCartItemQuantity: ({ ean, delta }) => {
      lines = lines.map((line) =>
        line.ean === ean ? { ...line, quantity: Math.min(line.maxQuantity, Math.max(1, line.quantity + Number(delta))) } : line,
      );
      return cart(lines);
    },
    deleteCartItem: ({ ean }) => {
      lines = lines.filter((line) => line.ean !== ean);
      return cart(lines);
    },
  });
}

const meta = {
  title: "Cart/CartPage",
  component: CartPage,
  tags: ["autodocs"],
  decorators: [withQueryClient],
  parameters: { layout: "fullscreen" },
  args: {
    client: memoryBag(TWO_LINES),
    isLoggedIn: true,
    favoriteIds: [],
    addFavorite: fn(async () => {}),
    onCheckout: fn(),
    onLoginRequired: fn(),
    shopHref: "#shop",
    renderRecommendations: (ids) => <p className="mt-10 text-sm text-grey-600">（推荐商品栏位：排除 {ids.length} 件已在购物袋中的商品）</p>,
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's bag from the gateway: ± and 删除 / 移入收藏 go through the bag's mutations (in memory here). */
export const Default: Story = {};

/** A guest: 去结算 asks for login. */
export const Guest: Story = { args: { client: memoryBag(TWO_LINES), isLoggedIn: false } };

/** The bag is on its way: 正在加载购物袋…. */
export const Loading: Story = { args: { client: createMockClient({ cart: () => new Promise(() => {}) }) } };

/** The gateway failed: 购物袋加载失败 with 重试. */
export const LoadFailed: Story = {
  args: {
    client: createMockClient({
      cart: () => {
        throw new Error("服务器出了小问题，请稍后再试～");
      },
    }),
  },
};

/** Nothing in the bag: 你的购物袋是空的 with 去逛逛. */
export const Empty: Story = { args: { client: memoryBag([]) } };
