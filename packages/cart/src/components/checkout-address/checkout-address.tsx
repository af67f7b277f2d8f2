import { Button, CheckIcon, cn, PinIcon, PlusIcon, Skeleton } from "@xunlan/ui";
import { type ReactNode, useId, useState } from "react";
import { addressContact, addressLine } from "../../lib/address";
import { CART_MESSAGES } from "../../lib/messages";
import type { CheckoutAddress as Address } from "../../lib/types";

/** Props of {@link CheckoutAddress}. */
export interface CheckoutAddressProps {
  /** The member's addresses (customerAddresses); null while they load. */
  addresses: readonly Address[] | null;
  /** The chosen address id. */
  selectedId: string | null;
  onSelect: (id: string) => void;
  /**
   * Renders the add form (the app passes @xunlan/account's AddressForm with its region picker);
   * `done` closes it, given the new address id when one was saved (it becomes the chosen one).
   */
  renderAddressForm: (done: (savedId?: string) => void) => ReactNode;
  /** Shows the 请选择收货地址 hint (submit pressed without an address). */
  invalid?: boolean;
  className?: string;
}

/**
 * Checkout's 收货地址 (spec §2 /checkout): the member's addresses as a radio group (default
 * first, masked mobile), and 新增收货地址 opening the add form with the region picker in place.
 * With no address yet the form is open from the start.
 */
export function CheckoutAddress({ addresses, selectedId, onSelect, renderAddressForm, invalid = false, className }: CheckoutAddressProps) {
  const [adding, setAdding] = useState(false);
  const name = useId();
  const empty = addresses !== null && addresses.length === 0;
  const formOpen = adding || empty;
  return (
    <section aria-labelledby={`${name}-title`} className={cn("flex flex-col gap-4", className)}>
      <div className="flex items-center justify-between gap-4">
        <h2 id={`${name}-title`} className="font-display text-lg font-black tracking-tight">
          {CART_MESSAGES.addressTitle}
        </h2>
        {!formOpen && addresses ? (
          <Button variant="link" leadingIcon={<PlusIcon size={14} />} onClick={() => setAdding(true)}>
            {CART_MESSAGES.addAddress}
          </Button>
        ) : null}
      </div>
      {addresses === null ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton height={88} />
          <Skeleton height={88} />
        </div>
      ) : null}
      {addresses && addresses.length > 0 ? (
        <div
          role="radiogroup"
          aria-label={CART_MESSAGES.chooseAddress}
          aria-invalid={invalid || undefined}
          className="grid gap-3 md:grid-cols-2"
        >
          {addresses.map((address) => {
            const checked = address.id === selectedId;
            return (
              <label
                key={address.id}
                className={cn(
                  "relative flex cursor-pointer gap-3 border p-4 transition-colors",
                  checked ? "border-ink bg-paper shadow-[inset_0_0_0_1px_var(--color-ink)]" : "border-grey-300 hover:border-grey-500",
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={address.id}
                  checked={checked}
                  onChange={() => onSelect(address.id)}
                  className="sr-only"
                />
                <PinIcon size={18} className={cn("mt-0.5 shrink-0", checked ? "text-ink" : "text-grey-400")} />
                <span className="flex min-w-0 flex-col gap-1 text-sm">
                  <span className="flex items-center gap-2 font-bold">
                    {addressContact(address)}
                    {address.isDefault ? <span className="bg-ink px-1.5 py-0.5 text-2xs font-bold text-paper">默认</span> : null}
                  </span>
                  <span className="text-grey-700">{addressLine(address)}</span>
                </span>
                {checked ? (
                  <span className="absolute top-0 right-0 flex size-6 items-center justify-center bg-ink text-paper" aria-hidden="true">
                    <CheckIcon size={14} />
                  </span>
                ) : null}
              </label>
            );
          })}
        </div>
      ) : null}
      {empty ? <p className="text-sm text-grey-600">{CART_MESSAGES.noAddress}</p> : null}
      {invalid && !formOpen ? (
        <p role="alert" className="text-xs font-bold text-danger">
          {CART_MESSAGES.chooseAddress}
        </p>
      ) : null}
      {formOpen ? (
        <div className="border border-grey-200 p-4 lg:p-6">
          {renderAddressForm((savedId) => {
            setAdding(false);
            if (savedId) onSelect(savedId);
          })}
        </div>
      ) : null}
    </section>
  );
}
