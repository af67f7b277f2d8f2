import { createFileRoute } from "@tanstack/react-router";
import { cartQueryOptions } from "@xunlan/cart";
import { configQueryOptions } from "@xunlan/cms-content";
import { CartPage } from "../components/cart/cart-page";
import { recommendationRailOptions } from "@xunlan/product-ui/pages";

/** spec §2 /cart: the shopping bag, in the first HTML (lines, summary, recommendations). */
export const Route = createFileRoute("/cart")({
  loader: async ({ context: { queryClient, api, content } }) => {
    const [, recmd] = await Promise.allSettled([
      queryClient.ensureQueryData(cartQueryOptions(api)),
      queryClient.ensureQueryData(configQueryOptions(content, "recmd")),
    ]);
    const rail = recommendationRailOptions(api, recmd.status === "fulfilled" ? recmd.value : [], "cart");
    await queryClient.ensureQueryData(rail.options).catch(() => undefined);
  },
  head: () => ({ meta: [{ title: "购物袋 | 迅岚 XUNLAN 官方商城" }, { name: "robots", content: "noindex" }] }),
  component: CartPage,
});
