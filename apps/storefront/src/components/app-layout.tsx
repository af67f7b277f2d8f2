import { useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useLocation, useNavigate, useRouteContext, useRouterState } from "@tanstack/react-router";
import { MemberShareQrCodeDocument, MemberSubscribeDocument, SendCustomerServiceMessageDocument } from "@xunlan/api-client";
import { displayName } from "@xunlan/auth-popup";
import { arrivalReminderMutationOptions, BagActionsProvider, buyNowHref, cartCountQueryOptions, cartKeys, useAddToBag } from "@xunlan/cart";
import { configQueryOptions } from "@xunlan/cms-content";
import { ContentBlocksProvider } from "@xunlan/content-blocks";
import { type CustomerServiceMessage, ShareProvider, SiteLayout, type StoreQr, useMenuState, useShare } from "@xunlan/header-footer";
import { categoriesQueryOptions } from "@xunlan/product-ui";
import { type CatalogContextValue, CatalogProvider } from "@xunlan/product-ui/pages";
import { LazyMemberLogin, preloadMemberLoginWhenIdle, SessionProvider, useLoginMenu, useSession, WechatBridge } from "@xunlan/session";
import { LinkProvider, NavigationProgress, PopupProvider, useIsDesktop, usePopup } from "@xunlan/ui";
import { layoutForPath, MENU_INDEX, MESSAGES } from "@xunlan/validation";
import { type ComponentProps, lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useBagCountCookie } from "../hooks/use-bag-count-cookie";
import { useWindowSizeCookie } from "../hooks/use-window-size-cookie";
import { installChunkReload } from "../lib/chunk-reload";
import type { Clients } from "../lib/clients";
import { demoModeQueryOptions } from "../lib/demo-mode";
import { ALL_FEATURES, gatewayFeaturesQueryOptions } from "../lib/gateway-features";
import { toNavCategories } from "../lib/nav";
import { RouterAnchor } from "./router-anchor";

// Header icon 4: the search panel loads on first open.
const SearchOverlay = lazy(() => import("@xunlan/search/overlay").then((module) => ({ default: module.SearchOverlay })));

// Off the first load (issue 11 §3): what no first screen shows loads when a page first renders
// it. The server renders them in place (the first HTML is complete); in the browser their part
// of the page hydrates once the chunk is there.
const loadProductExtras = () => import("./product-extras");
const StoreStockPanel = lazy(() => loadProductExtras().then((module) => ({ default: module.StoreStockPanel })));
const ArrivalReminder = lazy(() => loadProductExtras().then((module) => ({ default: module.StoreArrivalReminder })));
const ProductRail = lazy(() => import("./product-rail").then((module) => ({ default: module.ProductRailBlock })));

/** A content page's product rail (below the home page's first screen), loaded with its first rail. */
function LazyProductRailBlock(props: ComponentProps<typeof ProductRail>) {
  return (
    <Suspense fallback={null}>
      <ProductRail {...props} />
    </Suspense>
  );
}

/** The bag count's query key: a member's page shell gets it with the session's one request (issue 27 §1). */
const CART_COUNT_KEY = cartKeys.count();

/**
 * The shared layout (spec §2): announcement bar, header (full/thin/hidden by route), page,
 * footer (hidden only on checkout), mask overlay — SiteLayout of @xunlan/header-footer fed with
 * the gateway's categories and the content documents — inside the popup and link providers.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { api, loginFlag } = useRouteContext({ from: "__root__" });
  return (
    <LinkProvider component={RouterAnchor}>
      <PopupProvider>
        <SessionProvider api={api} loginFlag={loginFlag} cartCountKey={CART_COUNT_KEY}>
          <ContentBlocksProvider productRail={LazyProductRailBlock}>
            <ShareLayer>
              <LayoutBody>{children}</LayoutBody>
            </ShareLayer>
          </ContentBlocksProvider>
        </SessionProvider>
      </PopupProvider>
    </LinkProvider>
  );
}

/** 分享给好友 for the menu and product pages; members' posters from memberShareQrCode. */
function ShareLayer({ children }: { children: ReactNode }) {
  const { api } = useRouteContext({ from: "__root__" });
  const { isLoggedIn } = useSession();
  const getPoster = useCallback(
    async (page: string, args: string) => (await api.request(MemberShareQrCodeDocument, { page, args: args || null })).memberShareQrCode,
    [api],
  );
  return (
    <ShareProvider isLoggedIn={isLoggedIn} getPoster={getPoster}>
      {children}
    </ShareProvider>
  );
}

/** product-ui's pages read the clients, the session's favourites and the bag from here. */
function CatalogPages({ children }: { children: ReactNode }) {
  const { api, content } = useRouteContext({ from: "__root__" });
  const { favoriteIds, toggleFavorite, user, isLoggedIn, openLogin } = useSession();
  const { addToBag, pending } = useAddToBag();
  const navigate = useNavigate();
  const popup = usePopup();
  // Store stock is the retail POS's: none shown when the gateway declares it absent (RETAIL_PROVIDER=none).
  const { data: features = ALL_FEATURES } = useQuery(gatewayFeaturesQueryOptions());
  const storeStock = features.retail;
  // Issue 26 立即购买: straight to checkout with the one size; a guest logs in first (spec §5)
  // and comes back to that checkout.
  const buyNow = useCallback(
    (ean: string, quantity: number) => {
      const href = buyNowHref(ean, quantity);
      if (isLoggedIn) {
        void navigate({ href });
        return;
      }
      popup.toast(MESSAGES.loginRequiredForPurchase);
      openLogin(href);
    },
    [isLoggedIn, navigate, popup, openLogin],
  );
  const { mutateAsync: remind } = useMutation(arrivalReminderMutationOptions(api));
  const cellphone = user?.cellphone;
  const sharer = useShare();
  const share = useMemo(() => (sharer ? () => sharer.share() : undefined), [sharer]);
  const value = useMemo<CatalogContextValue>(
    () => ({
      api,
      content,
      isLoggedIn,
      favoriteIds,
      toggleFavorite,
      share,
      buyNow,
      ...(storeStock
        ? {
            renderStoreStock: ({
              productId,
              sizeLabel,
              sizeNames,
            }: {
              productId: string;
              sizeLabel: string | null;
              sizeNames: Record<string, string>;
            }) => (
              <Suspense fallback={null}>
                <StoreStockPanel
                  client={api}
                  productId={productId}
                  sizeLabel={sizeLabel}
                  sizeNames={sizeNames}
                  className="-mt-3 self-start"
                />
              </Suspense>
            ),
          }
        : {}),
      bag: {
        addToBag,
        pending,
        renderSoldOut: (sizes) => (
          <Suspense fallback={null}>
            <ArrivalReminder
              className="-mt-3"
              api={api}
              sizes={[...sizes]}
              memberMobile={isLoggedIn ? cellphone : null}
              onSubmit={(ean, mobile, code) => remind({ ean, mobile, code })}
            />
          </Suspense>
        ),
      },
    }),
    [api, content, isLoggedIn, favoriteIds, toggleFavorite, share, buyNow, addToBag, pending, cellphone, remind, storeStock],
  );
  return <CatalogProvider value={value}>{children}</CatalogProvider>;
}

function LayoutBody({ children }: { children: ReactNode }) {
  const { api, content, toastRef, loginFlag } = useRouteContext({ from: "__root__" });
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  // the header's open menu: every route change closes it (spec §2)
  const menu = useMenuState(pathname);
  const session = useSession();
  // Members: login requests, ?returnUrl= and ?authCode= open the user menu (index 6).
  const login = useLoginMenu(menu);
  const isDesktop = useIsDesktop();
  const sharer = useShare();

  // Loaded by the root loader (spec §4), so these are in the cache on the first render.
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions(api));
  const { data: collections } = useQuery(configQueryOptions(content, "collections"));
  const { data: announcement } = useQuery(configQueryOptions(content, "announcement"));
  // Footer and menu extras, fetched in the browser after hydration.
  const { data: countries } = useQuery({ ...configQueryOptions(content, "country"), enabled: typeof window !== "undefined" });
  const { data: store } = useQuery({ ...configQueryOptions(content, "store"), enabled: typeof window !== "undefined" });
  // spec §2 icon 5: the bag badge; loaded by the root loader (SSR), kept current by every bag mutation.
  const { data: cartCount } = useQuery(cartCountQueryOptions(api));
  // The bag_count cookie follows the badge; a page shell's badge (issue 27 §1) starts from it.
  useBagCountCookie(cartCount, loginFlag);
  const [announcementClosed, setAnnouncementClosed] = useState(false);
  // The gateway runs sandbox providers: every page carries the 演示环境 mark.
  const { data: demoMode } = useQuery(demoModeQueryOptions());
  // The brand's systems the gateway declares absent (none): their features are not offered.
  const { data: features = ALL_FEATURES } = useQuery(gatewayFeaturesQueryOptions());

  useToastBridge(toastRef);
  useWindowSizeCookie();
  useEffect(() => installChunkReload(), []);
  useEffect(() => preloadMemberLoginWhenIdle(), []);

  const layout = layoutForPath(pathname);
  const navCategories = useMemo(() => toNavCategories(categories), [categories]);
  const storeQr = useMemo<StoreQr | undefined>(
    () => (store ? { caption: store.qrCode.title, imageSrc: store.qrCode.image } : undefined),
    [store],
  );
  const onNavigate = useCallback((path: string) => void navigate({ href: path }), [navigate]);
  const closeMenu = useCallback(() => menu.setActiveMenuIndex(MENU_INDEX.CLOSED), [menu]);
  // spec §7 member subscribe: 订阅成功 only once the gateway stored it (its message is shown).
  const onSubscribe = useCallback(
    async (mobile: string, consentText: string) =>
      (await api.request(MemberSubscribeDocument, { mobile, consent: true, consentText, source: "footer" })).memberSubscribe.message,
    [api],
  );
  // 在线客服: the question goes to the gateway's customer-service provider; the ticket comes back.
  const onSendServiceMessage = useCallback(
    async (message: CustomerServiceMessage) => (await api.request(SendCustomerServiceMessageDocument, message)).sendCustomerServiceMessage,
    [api],
  );

  return (
    <SiteLayout
      LinkComponent={RouterAnchor}
      announcement={announcementClosed ? null : (announcement ?? null)}
      onAnnouncementClose={() => setAnnouncementClosed(true)}
      headerMode={layout.headerMode}
      footerMode={layout.footerMode}
      logoColor={layout.logoColor}
      header={{
        activeMenuIndex: menu.activeMenuIndex,
        onMenuChange: menu.setActiveMenuIndex,
        pathname,
        onNavigate,
        categories: navCategories,
        collections: collections ?? [],
        storeQr,
        cartCount: cartCount ?? 0,
        isLoggedIn: session.isLoggedIn,
        // A page shell greets a member once their name has come (issue 27 §1): a placeholder until then.
        memberName: session.isLoggedIn ? (session.user ? displayName(session.user) : null) : undefined,
        // spec §2 menu 7: 分享给好友 shares the page the shopper is on
        onShare: sharer
          ? () => {
              closeMenu();
              sharer.share();
            }
          : undefined,
        // spec §2: desktop shows the login panel under the user icon; mobile the sheet below.
        panels: {
          user: isDesktop ? <LazyMemberLogin variant="full" onClose={login.close} bindAuthCode={login.bindAuthCode} /> : undefined,
        },
      }}
      footer={{
        countries: countries ?? [],
        onSubscribe,
        ...(features.customerService ? { onSendServiceMessage } : { customerService: false }),
        memberMobile: session.user?.cellphone ?? undefined,
      }}
    >
      <BagActionsProvider
        api={api}
        isLoggedIn={session.isLoggedIn}
        onViewBag={() => void navigate({ to: "/cart" })}
        onCheckout={() => void navigate({ to: "/checkout" })}
        onLoginRequired={() => session.openLogin("/checkout")}
      >
        {/* Inside WeChat: wx.config, each page's share card, WeChat's address picker (issue 23 §1, 26 §3). */}
        <WechatBridge api={api}>
          <CatalogPages>{children}</CatalogPages>
        </WechatBridge>
      </BagActionsProvider>
      {menu.activeMenuIndex === MENU_INDEX.SEARCH ? (
        <Suspense fallback={null}>
          <SearchOverlay
            client={api}
            content={content}
            isLoggedIn={session.isLoggedIn}
            onClose={closeMenu}
            onCategory={(path) => void navigate({ href: `/explore/${path}` })}
          />
        </Suspense>
      ) : null}
      {isDesktop ? null : <LazyMemberLogin variant="mobile" open={login.isOpen} onClose={login.close} bindAuthCode={login.bindAuthCode} />}
      {demoMode ? <DemoModeMark /> : null}
      <RouteProgress />
    </SiteLayout>
  );
}

/**
 * Issue 26: a client navigation pending for more than 150 ms shows a thin bar at the top (listings
 * took 1–1.6 s with only a faint fade); a fast one shows nothing.
 */
function RouteProgress() {
  const pending = useRouterState({ select: (state) => state.status === "pending" });
  return <NavigationProgress active={pending} />;
}

/**
 * The 演示环境 mark: a narrow vertical tab on the left edge, a little above mid-height, above
 * everything but never in the way (no pointer events), telling that SMS, WeChat and payment are
 * sandboxes. It sits in the page's 16 px gutter: in a bottom corner it covered the buy bar, the
 * checkout bar's 应付金额, 查看购物袋 and a colour swatch (issue 26).
 */
function DemoModeMark() {
  return (
    <div
      role="note"
      title="演示环境：短信、微信登录与支付均为沙箱模拟"
      className="pointer-events-none fixed top-[38%] left-0 z-[1000] w-3.5 rounded-r-sm bg-[#cf360a]/90 py-1 text-center text-[10px] leading-[14px] font-medium text-white shadow-sm [writing-mode:vertical-rl]"
    >
      演示环境
    </div>
  );
}

/** Routes the API client's service-code toasts (spec §8) to the popup provider. */
function useToastBridge(toastRef: Clients["toastRef"]) {
  const popup = usePopup();
  useEffect(() => {
    toastRef.current = popup.toast;
    return () => {
      toastRef.current = null;
    };
  }, [toastRef, popup]);
}
