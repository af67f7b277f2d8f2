import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { AddressForm, addressOptionsQueryOptions, customerAddressesQueryOptions, saveAddressMutationOptions } from "@xunlan/account";
import {
  buyNowLinesQueryOptions,
  buyNowProduct,
  CheckoutPage,
  cartQueryOptions,
  parseBuyNowSearch,
  prefetchCheckoutPrice,
  toOrderProducts,
} from "@xunlan/cart";
import { Logo } from "@xunlan/header-footer";
import { requireLogin, useSession } from "@xunlan/session";
import { Anchor } from "@xunlan/ui";
import { useCallback, useMemo } from "react";

/**
 * spec §2 /checkout (header and footer hidden): members only (spec §6) — a guest goes to
 * /?returnUrl=/checkout, the login menu opens and login brings them back here.
 * `?buy=<ean>&qty=<n>` (issue 26 立即购买) checks out that one size instead of the bag; the
 * search keeps it through a reload and the login round trip.
 */
export const Route = createFileRoute("/checkout")({
  validateSearch: parseBuyNowSearch,
  beforeLoad: ({ context, location }) => requireLogin({ context, location }),
  loaderDeps: ({ search }) => ({ buy: search.buy, qty: search.qty }),
  loader: async ({ context: { queryClient, api }, deps }) => {
    const buyNow = buyNowProduct(deps);
    const linesQuery = buyNow ? buyNowLinesQueryOptions(api, [buyNow]) : null;
    const [lines] = await Promise.allSettled([
      linesQuery ? queryClient.ensureQueryData(linesQuery) : queryClient.ensureQueryData(cartQueryOptions(api)).then((bag) => bag.lines),
      queryClient.ensureQueryData(customerAddressesQueryOptions(api)),
    ]);
    // Issue 26: the first total already has the best coupon (the page asks again if this fails).
    if (lines.status === "fulfilled") await prefetchCheckoutPrice(queryClient, api, toOrderProducts(lines.value)).catch(() => undefined);
  },
  head: () => ({ meta: [{ title: "结算 | 迅岚 XUNLAN 官方商城" }, { name: "robots", content: "noindex" }] }),
  component: CheckoutRoute,
});

/** cart's checkout with ucenter's address book, form and region picker. */
function CheckoutRoute() {
  const { api } = Route.useRouteContext();
  const search = Route.useSearch();
  const buyNow = useMemo(() => buyNowProduct(search), [search]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const addresses = useQuery(customerAddressesQueryOptions(api)).data?.items ?? null;
  const saveAddress = useMutation(saveAddressMutationOptions(api, queryClient));
  const loadRegions = useCallback(() => queryClient.fetchQuery(addressOptionsQueryOptions(api)), [queryClient, api]);
  const hasAddresses = (addresses?.length ?? 0) > 0;
  // Issue 26 §3: a first address starts with the mobile the member just verified by SMS.
  const memberCellphone = useSession().user?.cellphone ?? null;
  return (
    <CheckoutPage
      client={api}
      addresses={addresses}
      renderAddressForm={(done) => (
        <AddressForm
          loadRegions={loadRegions}
          defaultOn={!hasAddresses}
          defaultCellphone={hasAddresses ? null : memberCellphone}
          onCancel={hasAddresses ? () => done() : undefined}
          onSubmit={async (values) => done((await saveAddress.mutateAsync(values)).id)}
        />
      )}
      buyNow={buyNow}
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
