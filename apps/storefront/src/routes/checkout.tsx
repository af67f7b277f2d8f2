import { createFileRoute } from "@tanstack/react-router";
import { cartQueryOptions } from "@xunlan/cart";
import { customerAddressesQueryOptions } from "@xunlan/ucenter";
import { CheckoutPage } from "../components/cart/checkout-page";
import { requireLogin } from "@xunlan/session";

/**
 * spec §2 /checkout (header and footer hidden): members only (spec §6) — a guest goes to
 * /?returnUrl=/checkout, the login menu opens and login brings them back here.
 */
export const Route = createFileRoute("/checkout")({
  beforeLoad: ({ context, location }) => requireLogin({ context, location }),
  loader: async ({ context: { queryClient, api } }) => {
    await Promise.allSettled([queryClient.ensureQueryData(cartQueryOptions(api)), queryClient.ensureQueryData(customerAddressesQueryOptions(api))]);
  },
  head: () => ({ meta: [{ title: "结算 | 迅岚 XUNLAN 官方商城" }, { name: "robots", content: "noindex" }] }),
  component: CheckoutPage,
});
