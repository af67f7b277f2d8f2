import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { CheckoutPage, cartQueryOptions, prefetchCheckoutPrice, toOrderProducts } from "@xunlan/cart";
import { Logo } from "@xunlan/header-footer";
import { requireLogin } from "@xunlan/session";
import { AddressForm, addressOptionsQueryOptions, customerAddressesQueryOptions, saveAddressMutationOptions } from "@xunlan/ucenter";
import { Anchor } from "@xunlan/ui";
import { useCallback } from "react";

/**
 * spec §2 /checkout (header and footer hidden): members only (spec §6) — a guest goes to
 * /?returnUrl=/checkout, the login menu opens and login brings them back here.
 */
export const Route = createFileRoute("/checkout")({
  beforeLoad: ({ context, location }) => requireLogin({ context, location }),
  loader: async ({ context: { queryClient, api } }) => {
    const [bag] = await Promise.allSettled([queryClient.ensureQueryData(cartQueryOptions(api)), queryClient.ensureQueryData(customerAddressesQueryOptions(api))]);
    // Issue 26: the first total already has the best coupon (the page asks again if this fails).
    if (bag.status === "fulfilled") await prefetchCheckoutPrice(queryClient, api, toOrderProducts(bag.value.lines)).catch(() => undefined);
  },
  head: () => ({ meta: [{ title: "结算 | 迅岚 XUNLAN 官方商城" }, { name: "robots", content: "noindex" }] }),
  component: CheckoutRoute,
});

/** cart's checkout with ucenter's address book, form and region picker. */
function CheckoutRoute() {
  const { api } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const addresses = useQuery(customerAddressesQueryOptions(api)).data?.items ?? null;
  const saveAddress = useMutation(saveAddressMutationOptions(api, queryClient));
  const loadRegions = useCallback(() => queryClient.fetchQuery(addressOptionsQueryOptions(api)), [queryClient, api]);
  const hasAddresses = (addresses?.length ?? 0) > 0;
  return (
    <CheckoutPage
      client={api}
      addresses={addresses}
      renderAddressForm={(done) => (
        <AddressForm
          loadRegions={loadRegions}
          defaultOn={!hasAddresses}
          onCancel={hasAddresses ? () => done() : undefined}
          onSubmit={async (values) => done((await saveAddress.mutateAsync(values)).id)}
        />
      )}
      onPaymentPending={(href) => navigate({ href })}
      shopHref="/explore/men"
      bagHref="/cart"
      brand={
        <Anchor href="/" aria-label="迅岚 XUNLAN 首页" className="block">
          <Logo height={22} withHanzi={false} />
        </Anchor>
      }
    />
  );
}
