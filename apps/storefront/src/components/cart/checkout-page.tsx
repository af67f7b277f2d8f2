import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouteContext } from "@tanstack/react-router";
import {
  CheckoutView,
  EmptyBag,
  availableCouponsQueryOptions,
  cartQueryOptions,
  initialAddressId,
  orderPriceQueryOptions,
  payOrderMutationOptions,
  submitOrderMutationOptions,
  toOrderProducts,
  validateCoupon,
} from "@xunlan/cart";
import { AddressForm, addressOptionsQueryOptions, customerAddressesQueryOptions, saveAddressMutationOptions } from "@xunlan/ucenter";
import { Logo } from "@xunlan/header-footer";
import { Anchor, Container, usePopup } from "@xunlan/ui";
import { useCallback, useMemo, useState } from "react";

/** A checkout attempt id: submitOrder makes one order per sid (a double click or a retry). */
function newSid(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * /checkout (spec §2, header hidden): the bag's lines, address choose/add (ucenter's form and
 * region picker), coupons, the gateway's price breakdown, then submitOrder → payOrder → the
 * cashier. Login is required (the route's guard).
 */
export function CheckoutPage() {
  const { api } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const popup = usePopup();
  const navigate = useNavigate();
  const bag = useQuery(cartQueryOptions(api));
  const lines = useMemo(() => bag.data?.lines ?? [], [bag.data]);
  const products = useMemo(() => toOrderProducts(lines), [lines]);
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const price = useQuery(orderPriceQueryOptions(api, products, couponCode));
  const coupons = useQuery(availableCouponsQueryOptions(api, products));
  const addresses = useQuery(customerAddressesQueryOptions(api));
  const [chosenAddress, setChosenAddress] = useState<string | null>(null);
  const saveAddress = useMutation(saveAddressMutationOptions(api, queryClient));
  const submitOrder = useMutation(submitOrderMutationOptions(api, queryClient));
  const payOrder = useMutation(payOrderMutationOptions(api));
  const [sid] = useState(newSid);
  const [redirecting, setRedirecting] = useState(false);
  const loadRegions = useCallback(() => queryClient.fetchQuery(addressOptionsQueryOptions(api)), [queryClient, api]);

  const addressList = addresses.data?.items ?? null;
  const selectedAddressId = addressList ? initialAddressId(addressList, chosenAddress) : null;

  if (bag.data && lines.length === 0 && !submitOrder.isSuccess) {
    return (
      <Container className="py-10">
        <EmptyBag shopHref="/explore/men" />
      </Container>
    );
  }

  const submit = async () => {
    const address = addressList?.find((candidate) => candidate.id === selectedAddressId);
    if (!address) return;
    try {
      const order = await submitOrder.mutateAsync({
        products,
        couponCode,
        sid,
        address: {
          consignee: address.consignee,
          consigneeCellphone: address.cellphone,
          province: address.province,
          city: address.city,
          district: address.district,
          detailAddress: address.detailAddress,
          postCode: address.postCode || null,
        },
      });
      const successPath = `/success?orderNumber=${encodeURIComponent(order.orderNumber)}`;
      try {
        const cashier = await payOrder.mutateAsync({ orderNumber: order.orderNumber, returnUrl: successPath });
        setRedirecting(true);
        window.location.assign(cashier.cashierUrl);
      } catch (error) {
        // The order exists and waits for payment: /success offers the cashier again.
        popup.toast(error instanceof Error && error.message ? error.message : "支付发起失败，请重试");
        await navigate({ href: successPath });
      }
    } catch (error) {
      popup.toast(error instanceof Error && error.message ? error.message : "提交订单失败，请重试");
    }
  };

  return (
    <Container className="py-6 lg:py-10">
      <CheckoutView
        lines={lines}
        price={price.data ?? null}
        addresses={addressList}
        selectedAddressId={selectedAddressId}
        onSelectAddress={setChosenAddress}
        renderAddressForm={(done) => (
          <AddressForm
            loadRegions={loadRegions}
            defaultOn={(addressList?.length ?? 0) === 0}
            onCancel={(addressList?.length ?? 0) > 0 ? () => done() : undefined}
            onSubmit={async (values) => {
              const saved = await saveAddress.mutateAsync(values);
              done(saved.id);
            }}
          />
        )}
        coupons={coupons.data ?? (coupons.isError ? [] : null)}
        appliedCouponCode={couponCode}
        onApplyCoupon={async (code) => {
          await validateCoupon(api, products, code);
          setCouponCode(code);
        }}
        onRemoveCoupon={() => setCouponCode(null)}
        onSubmit={() => void submit()}
        submitting={submitOrder.isPending || payOrder.isPending || redirecting}
        bagHref="/cart"
        brand={
          <Anchor href="/" aria-label="迅岚 XUNLAN 首页" className="block">
            <Logo height={22} withHanzi={false} />
          </Anchor>
        }
      />
    </Container>
  );
}
