import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { Anchor, Container, usePopup } from "@xunlan/ui";
import { toCents } from "@xunlan/validation";
import { type ReactNode, useMemo, useState } from "react";
import { initialAddressId } from "../../lib/address";
import { successHref } from "../../lib/links";
import type { CheckoutAddress } from "../../lib/types";
import type { OrderProduct } from "../../queries/bag-queries";
import {
  availableCouponsQueryOptions,
  buyNowLinesQueryOptions,
  cartKeys,
  cartQueryOptions,
  orderPriceQueryOptions,
  payOrderMutationOptions,
  storeCreditQueryOptions,
  submitOrderMutationOptions,
  validateCoupon,
} from "../../queries/cart-queries";
import { toOrderProducts } from "../../queries/mappers";
import { BalancePicker } from "../balance-picker/balance-picker";
import { CheckoutView, type CheckoutViewProps } from "../checkout-view/checkout-view";
import { EmptyBag } from "../empty-bag/empty-bag";
import { DeliveryChoice, usePickupChoice } from "../pickup-chooser/pickup-chooser";

/** A checkout attempt id: submitOrder makes one order per sid (a double click or a retry). */
function newSid(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

const assign = (cashierUrl: string) => window.location.assign(cashierUrl);

/** Props of {@link CheckoutPage}. */
export interface CheckoutPageProps {
  /** The api client (bag, price, coupons, submitOrder, payOrder). */
  client: ApiClient;
  /** The member's address book (the app loads it with @xunlan/account); null while loading. */
  addresses: readonly CheckoutAddress[] | null;
  /** The add-address form (the app renders ucenter's `AddressForm`); `done(id)` selects the saved address. */
  renderAddressForm: CheckoutViewProps["renderAddressForm"];
  /** The order exists but the cashier could not be opened: go to its /success page (which offers the cashier again). */
  onPaymentPending: (successHref: string) => void | Promise<void>;
  /** Where 去逛逛 of an empty bag leads. */
  shopHref: string;
  /** 返回购物袋. */
  bagHref: string;
  /** The brand mark in the top bar (the header is hidden on checkout, spec §2). */
  brand?: ReactNode;
  /** Opens the cashier's page; defaults to `window.location.assign`. */
  openCashier?: (cashierUrl: string) => void;
  /**
   * Issue 26 立即购买: the one line bought straight from a product page (the route's validated
   * search). Checkout shows and prices only it and submits with `isInCart: false`, so the bag
   * stays as it was. Null or absent: the bag's checkout.
   */
  buyNow?: OrderProduct | null;
}

/**
 * The /checkout page (spec §2, header hidden): the bag's lines, address choose/add, coupons, the
 * gateway's price breakdown, then submitOrder → payOrder → the cashier. One checkout attempt id
 * per page, so a double click or a retry makes one order. Refusals are toasts (ui's
 * `PopupProvider`). Login is the route's business.
 */
export function CheckoutPage({
  client,
  addresses,
  renderAddressForm,
  onPaymentPending,
  shopHref,
  bagHref,
  brand,
  openCashier = assign,
  buyNow = null,
}: CheckoutPageProps) {
  const queryClient = useQueryClient();
  const popup = usePopup();
  const buyNowProducts = useMemo(() => (buyNow ? [{ ean: buyNow.ean, quantity: buyNow.quantity }] : []), [buyNow]);
  const bag = useQuery({ ...cartQueryOptions(client), enabled: !buyNow });
  const direct = useQuery(buyNowLinesQueryOptions(client, buyNowProducts));
  const source = buyNow ? direct : bag;
  const lines = useMemo(() => (buyNow ? (direct.data ?? []) : (bag.data?.lines ?? [])), [buyNow, direct.data, bag.data]);
  const products = useMemo(() => toOrderProducts(lines), [lines]);
  // Issue 24 §1 快递配送 / 门店自提 (its own component file): pickup prices without shipping, and
  // its best coupon is the one that saves most without a fee to bring back.
  const pickup = usePickupChoice(client, products, addresses);
  const coupons = useQuery({
    ...availableCouponsQueryOptions(client, products, { pickup: pickup.mode === "pickup" }),
    // Switching delivery keeps the coupons shown until the other list arrives.
    placeholderData: keepPreviousData,
  });
  // Issue 26: the gateway's best offer is applied until the shopper picks another coupon or
  // none (undefined: not chosen yet). The price waits for the coupons, so the first total shown
  // is already the lower one.
  const [chosenCoupon, setChosenCoupon] = useState<string | null | undefined>(undefined);
  const bestCode = coupons.data?.find((coupon) => coupon.best && coupon.applicable)?.code ?? null;
  // The previous delivery's list (a placeholder) does not settle the coupon: its best may differ.
  const couponsSettled = (coupons.isSuccess && !coupons.isPlaceholderData) || coupons.isError;
  // Issue 24 §3: store credit the shopper chose to use (yuan, 0: none), never more than they have.
  const storeCredit = useQuery(storeCreditQueryOptions(client));
  const [balanceWanted, setBalanceWanted] = useState(0);
  const balanceAsked = storeCredit.data === undefined ? 0 : Math.min(balanceWanted, storeCredit.data);
  const priceOptions = { pickup: pickup.mode === "pickup", balanceAmount: balanceAsked };
  // A best offer refused when priced (used up meanwhile): go on without a coupon. Read under the
  // same key the price query uses (delivery and store credit included), or the refusal is missed.
  const bestRefused = bestCode !== null && queryClient.getQueryState(cartKeys.price(products, bestCode, priceOptions))?.status === "error";
  const couponCode = chosenCoupon === undefined ? (bestRefused ? null : bestCode) : chosenCoupon;
  const price = useQuery({
    ...orderPriceQueryOptions(client, products, couponCode, priceOptions),
    enabled: products.length > 0 && (chosenCoupon !== undefined || couponsSettled),
  });
  // What the order comes to before store credit (the gateway caps the credit at it).
  const due = price.data ? (toCents(price.data.paidAmount) + toCents(price.data.balanceAmount)) / 100 : null;
  const [chosenAddress, setChosenAddress] = useState<string | null>(null);
  const submitOrder = useMutation(submitOrderMutationOptions(client, queryClient));
  const payOrder = useMutation(payOrderMutationOptions(client));
  const [sid] = useState(newSid);
  const [redirecting, setRedirecting] = useState(false);

  const selectedAddressId = addresses ? initialAddressId(addresses, chosenAddress) : null;

  if (buyNow && direct.isError) {
    return (
      <Container className="flex flex-col items-start gap-4 py-16">
        <h1 className="font-display text-3xl font-black tracking-tight">结算</h1>
        <p className="text-sm text-grey-600">
          {direct.error instanceof Error && direct.error.message ? direct.error.message : "商品信息加载失败"}，请返回重新选择。
        </p>
        <Anchor href={shopHref} className="text-sm font-bold underline underline-offset-4 hover:text-accent">
          去逛逛
        </Anchor>
      </Container>
    );
  }

  if (source.data && lines.length === 0 && !submitOrder.isSuccess) {
    return (
      <Container className="py-10">
        <EmptyBag shopHref={shopHref} />
      </Container>
    );
  }

  const submit = async () => {
    const address = addresses?.find((candidate) => candidate.id === selectedAddressId);
    const pickupInput = pickup.mode === "pickup" ? pickup.input : null;
    if (!address && !pickupInput) return;
    try {
      const order = await submitOrder.mutateAsync({
        products,
        couponCode,
        sid,
        isInCart: !buyNow,
        balanceAmount: price.data?.balanceAmount ?? 0,
        ...(pickupInput
          ? { pickup: pickupInput }
          : {
              address: address && {
                consignee: address.consignee,
                consigneeCellphone: address.cellphone,
                province: address.province,
                city: address.city,
                district: address.district,
                detailAddress: address.detailAddress,
                postCode: address.postCode || null,
              },
            }),
      });
      const successPath = successHref(order.orderNumber);
      if (order.isPaid) {
        // Paid wholly by store credit: no cashier, straight to 支付成功.
        setRedirecting(true);
        await onPaymentPending(successPath);
        return;
      }
      try {
        const cashier = await payOrder.mutateAsync({ orderNumber: order.orderNumber, returnUrl: successPath });
        setRedirecting(true);
        openCashier(cashier.cashierUrl);
      } catch (error) {
        // The order exists and waits for payment: /success offers the cashier again.
        popup.toast(error instanceof Error && error.message ? error.message : "支付发起失败，请重试");
        await onPaymentPending(successPath);
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
        addresses={addresses}
        selectedAddressId={selectedAddressId}
        onSelectAddress={setChosenAddress}
        renderAddressForm={renderAddressForm}
        coupons={coupons.data ?? (coupons.isError ? [] : null)}
        appliedCouponCode={couponCode}
        onApplyCoupon={async (code) => {
          await validateCoupon(client, products, code);
          setChosenCoupon(code);
        }}
        onRemoveCoupon={() => setChosenCoupon(null)}
        balance={
          <BalancePicker
            available={storeCredit.data ?? (storeCredit.isError ? 0 : null)}
            due={due}
            value={price.data?.balanceAmount ?? 0}
            onChange={setBalanceWanted}
          />
        }
        onSubmit={() => void submit()}
        submitting={submitOrder.isPending || payOrder.isPending || redirecting}
        bagHref={bagHref}
        brand={brand}
        renderDelivery={(addressSection, pickupInvalid) => (
          <DeliveryChoice choice={pickup} addressSection={addressSection} invalid={pickupInvalid} />
        )}
        pickupReady={pickup.mode === "pickup" ? pickup.input !== null : null}
      />
    </Container>
  );
}
