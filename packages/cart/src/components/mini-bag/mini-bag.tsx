import { Button, CheckIcon, Popup, usePopup } from "@xunlan/ui";
import { formatPrice } from "@xunlan/validation";
import { CART_MESSAGES } from "../../lib/messages";
import type { BagLine } from "../../lib/types";
import { BagItem } from "../bag-item/bag-item";

/** Props of {@link MiniBag}. */
export interface MiniBagProps {
  /** The line just added (加入购物袋); null closes the drawer. */
  added: BagLine | null;
  /** Pieces now in the bag. */
  count: number;
  /** The bag's goods total in yuan, when known. */
  subtotal?: number | null;
  onClose: () => void;
  /** Goes to /cart. */
  onViewBag: () => void;
  /** Goes to /checkout (members). */
  onCheckout: () => void;
  /** Whether the shopper is logged in; logged out, 去结算 shows 请先登录后再购买～ (spec §5). */
  isLoggedIn: boolean;
  /** Opens the login popup. */
  onLoginRequired: () => void;
}

/**
 * The mini-bag: a drawer on the right on desktop and a bottom sheet on a phone that opens after
 * 加入购物袋, showing the added line, the bag's count and total, 查看购物袋 and 去结算.
 */
export function MiniBag({ added, count, subtotal, onClose, onViewBag, onCheckout, isLoggedIn, onLoginRequired }: MiniBagProps) {
  const popup = usePopup();
  return (
    <Popup
      open={added !== null}
      onClose={onClose}
      desktopPlacement="right"
      title={
        <span className="inline-flex items-center gap-2">
          <span className="flex size-6 items-center justify-center rounded-full bg-success text-paper">
            <CheckIcon size={14} />
          </span>
          {CART_MESSAGES.added}
        </span>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onViewBag}>
            {CART_MESSAGES.viewBag}（{count}）
          </Button>
          <Button
            onClick={() => {
              if (!isLoggedIn) {
                popup.toast(CART_MESSAGES.loginForPurchase);
                onLoginRequired();
                return;
              }
              onCheckout();
            }}
          >
            {CART_MESSAGES.checkout}
          </Button>
        </>
      }
    >
      {added ? (
        <div className="flex flex-col gap-5 pt-2">
          <BagItem line={added} variant="small" />
          <dl className="flex flex-col gap-2 border-t border-grey-200 pt-4 text-sm">
            <div className="flex justify-between">
              <dt className="text-grey-600">购物袋</dt>
              <dd className="font-bold tabular-nums">{CART_MESSAGES.itemCount(count)}</dd>
            </div>
            {typeof subtotal === "number" ? (
              <div className="flex justify-between">
                <dt className="text-grey-600">商品金额</dt>
                <dd className="font-bold tabular-nums">{formatPrice(subtotal)}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      ) : null}
    </Popup>
  );
}
