import type { Meta, StoryObj } from "@storybook/react-vite";
import { AddressForm, SAMPLE_REGIONS } from "@xunlan/account";
import { useState } from "react";
import { fn } from "storybook/test";
import { SAMPLE_CHECKOUT_ADDRESSES, SAMPLE_COUPONS, SAMPLE_LINES } from "../../fixtures/bag";
import { page, priceOf, wait } from "../../fixtures/story-support";
import type { CheckoutAddress } from "../../lib/types";
import { CheckoutView } from "./checkout-view";

/** Checkout on in-memory data: choose or add an address (ucenter's form and region picker), apply a coupon. */
function LiveCheckout({ initialAddresses }: { initialAddresses: CheckoutAddress[] }) {
  const lines = SAMPLE_LINES.slice(0, 2);
  const [addresses, setAddresses] = useState(initialAddresses);
  const [selected, setSelected] = useState<string | null>(initialAddresses.find((a) => a.isDefault)?.id ?? null);
  const [code, setCode] = useState<string | null>(null);
  const coupon = SAMPLE_COUPONS.find((c) => c.code === code);
  return (
    <CheckoutView
      lines={lines}
      price={priceOf(lines, coupon ? Number(coupon.valueLabel.replace("¥", "")) : 0)}
      addresses={addresses}
      selectedAddressId={selected}
      onSelectAddress={setSelected}
      renderAddressForm={(done) => (
        <AddressForm
          regions={SAMPLE_REGIONS}
          defaultOn={addresses.length === 0}
          onCancel={addresses.length > 0 ? () => done() : undefined}
          onSubmit={async (values) => {
            await wait();
            const id = `n${addresses.length + 1}`;
            setAddresses((list) => [...list, { id, ...values, postCode: values.postCode || null }]);
            done(id);
          }}
        />
      )}
      coupons={SAMPLE_COUPONS}
      appliedCouponCode={code}
      onApplyCoupon={async (value) => {
        await wait();
        const match = SAMPLE_COUPONS.find((c) => c.code === value);
        if (!match) throw new Error("优惠码不存在");
        if (!match.applicable) throw new Error(match.reason ?? "优惠券不可用");
        setCode(value);
      }}
      onRemoveCoupon={() => setCode(null)}
      onSubmit={fn()}
      bagHref="#bag"
      brand={<span className="font-display text-lg font-black tracking-tight italic">XUNLAN</span>}
    />
  );
}

const meta = {
  title: "Cart/CheckoutView",
  component: CheckoutView,
  tags: ["autodocs"],
  decorators: [page],
  parameters: { layout: "fullscreen" },
  args: {
    lines: SAMPLE_LINES.slice(0, 2),
    price: null,
    addresses: null,
    selectedAddressId: null,
    onSelectAddress: fn(),
    renderAddressForm: () => null,
    coupons: null,
    appliedCouponCode: null,
    onApplyCoupon: fn(async () => {}),
    onRemoveCoupon: fn(),
    onSubmit: fn(),
    bagHref: "#bag",
  },
} satisfies Meta<typeof CheckoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two addresses (default chosen), three coupons (one not yet valid). */
export const Default: Story = { render: () => <LiveCheckout initialAddresses={SAMPLE_CHECKOUT_ADDRESSES} /> };

/** A new member without an address: the add form with the region picker is open. */
export const NoAddress: Story = { render: () => <LiveCheckout initialAddresses={[]} /> };

/** Addresses, coupons and the price are loading. */
export const Loading: Story = {};

/** The order is being submitted. */
export const Submitting: Story = {
  args: {
    addresses: SAMPLE_CHECKOUT_ADDRESSES,
    selectedAddressId: "a1",
    coupons: [],
    price: priceOf(SAMPLE_LINES.slice(0, 2)),
    submitting: true,
  },
};
