import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { usePopup } from "@xunlan/ui";
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from "react";
import type { BagLine } from "../../lib/types";
import { addCartItemMutationOptions } from "../../queries/bag-queries";
import type { BagData } from "../../queries/mappers";

// The mini-bag opens only after 加入购物袋: its code (the drawer, the bag line, the stepper) loads
// when the first add starts, off every page's first load.
const loadMiniBag = () => import("../mini-bag/mini-bag");
const MiniBag = lazy(() => loadMiniBag().then((module) => ({ default: module.MiniBag })));

/** What {@link useAddToBag} returns. */
export interface BagActions {
  /**
   * spec §7 addCartItem (加入购物袋): adds the size, then opens the mini-bag with the line; a
   * refusal (已达数量上限，无法继续加购, 该尺码暂无库存…) is toasted. Resolves whether it was added.
   */
  addToBag: (ean: string, quantity?: number) => Promise<boolean>;
  /** An add is on its way. */
  pending: boolean;
}

const BagActionsContext = createContext<BagActions | null>(null);

/** Props of {@link BagActionsProvider}. */
export interface BagActionsProviderProps {
  api: ApiClient;
  isLoggedIn: boolean;
  /** Goes to /cart. */
  onViewBag: () => void;
  /** Goes to /checkout. */
  onCheckout: () => void;
  /** Opens the login popup (after 请先登录后再购买～). */
  onLoginRequired: () => void;
  children: ReactNode;
}

/**
 * Provides {@link useAddToBag} and hosts the {@link MiniBag} that opens after 加入购物袋. Mount
 * once in the layout, inside the QueryClientProvider and @xunlan/ui's PopupProvider.
 */
export function BagActionsProvider({ api, isLoggedIn, onViewBag, onCheckout, onLoginRequired, children }: BagActionsProviderProps) {
  const queryClient = useQueryClient();
  const popup = usePopup();
  const add = useMutation(addCartItemMutationOptions(api, queryClient));
  const [added, setAdded] = useState<{ line: BagLine; bag: BagData } | null>(null);
  // Mounted from the first add on, so the drawer keeps its closing transition.
  const [miniBagMounted, setMiniBagMounted] = useState(false);
  const { mutateAsync } = add;

  const addToBag = useCallback(
    async (ean: string, quantity = 1) => {
      // The drawer's code loads beside the request (a failed load is retried by the lazy mount).
      loadMiniBag().catch(() => undefined);
      try {
        const bag = await mutateAsync({ ean, quantity });
        const line = bag.lines.find((candidate) => candidate.ean === ean);
        if (line) {
          setMiniBagMounted(true);
          setAdded({ line, bag });
        }
        return true;
      } catch (error) {
        popup.toast(error instanceof Error && error.message ? error.message : "加入购物袋失败，请重试");
        return false;
      }
    },
    [mutateAsync, popup],
  );
  const value = useMemo<BagActions>(() => ({ addToBag, pending: add.isPending }), [addToBag, add.isPending]);
  const close = () => setAdded(null);

  return (
    <BagActionsContext.Provider value={value}>
      {children}
      {miniBagMounted ? (
        <Suspense fallback={null}>
          <MiniBag
            added={added?.line ?? null}
            count={added?.bag.count ?? 0}
            subtotal={added?.bag.price.totalPrice ?? null}
            isLoggedIn={isLoggedIn}
            onClose={close}
            onViewBag={() => {
              close();
              onViewBag();
            }}
            onCheckout={() => {
              close();
              onCheckout();
            }}
            onLoginRequired={() => {
              close();
              onLoginRequired();
            }}
          />
        </Suspense>
      ) : null}
    </BagActionsContext.Provider>
  );
}

/** The bag actions of the nearest {@link BagActionsProvider}. Throws outside one. */
export function useAddToBag(): BagActions {
  const actions = useContext(BagActionsContext);
  if (!actions) throw new Error("useAddToBag must be used inside <BagActionsProvider>");
  return actions;
}
