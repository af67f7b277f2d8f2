import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import type { ContentClient } from "@xunlan/cms-content";
import { createContext, type ReactNode, useContext } from "react";

/** The bag as the product page uses it: the app passes its bag package's actions. */
export interface CatalogBag {
  /** spec §7 addCartItem of one size; the app shows the mini-bag or toasts a refusal. */
  addToBag: (ean: string) => Promise<unknown>;
  /** True while a size is being added (the button shows it). */
  pending: boolean;
  /** Under the sizes: what a shopper can do about sold-out ones (the bag's 到货提醒); none when absent. */
  renderSoldOut?: (sizes: ReadonlyArray<{ ean: string; label: string }>) => ReactNode;
}

/** What the catalogue pages read from the app: its clients, the shopper's favourites and the bag. */
export interface CatalogContextValue {
  api: ApiClient;
  content: ContentClient;
  /** A member is signed in: recently viewed is kept on the server (saveLatestView), else in local storage. */
  isLoggedIn?: boolean;
  /** spec §4 favourite ids (favPids); empty while logged out. */
  favoriteIds: readonly string[];
  /** spec §4 favourite toggle (the app's session shows the toasts and the login menu). */
  toggleFavorite: (productId: string, next: boolean) => void;
  bag: CatalogBag;
  /**
   * By the size picker: per-size stock in nearby stores (spec §7 getStoreStockData) for the
   * colour and the chosen size's label (`sizeNames`: what the picker shows per label, e.g. 42 →
   * 265); nothing is shown without it.
   */
  renderStoreStock?: (input: { productId: string; sizeLabel: string | null; sizeNames: Record<string, string> }) => ReactNode;
  /** spec §2 分享给好友 of the current page (the app's share action); without it the page shows no share button. */
  share?: () => void;
  /**
   * Issue 26 立即购买 of one size: the app sends the shopper straight to checkout with it (the bag
   * untouched), or asks a guest to log in first (spec §5 请先登录后再购买～). Without it the page
   * offers 加入购物袋 only.
   */
  buyNow?: (ean: string, quantity: number) => void;
}

const CatalogContext = createContext<CatalogContextValue | null>(null);

/** Provides {@link useCatalog} to the pages and rails of this entry. Mount once in the app's layout. */
export function CatalogProvider({ value, children }: { value: CatalogContextValue; children: ReactNode }) {
  return <CatalogContext.Provider value={value}>{children}</CatalogContext.Provider>;
}

/** The app's clients and favourites; throws outside {@link CatalogProvider}. */
export function useCatalog(): CatalogContextValue {
  const value = useContext(CatalogContext);
  if (!value) throw new Error("useCatalog must be used inside <CatalogProvider>");
  return value;
}

/** What the loaders of this entry receive (the router context has these). */
export interface CatalogLoaderContext {
  queryClient: QueryClient;
  api: ApiClient;
  content: ContentClient;
}
