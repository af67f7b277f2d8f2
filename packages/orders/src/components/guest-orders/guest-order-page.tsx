import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { Button, Spinner } from "@xunlan/ui";
import { useSyncExternalStore } from "react";
import { defaultRenderLink } from "../../lib/render-link";
import type { RenderLink } from "../../lib/types";
import { guestOrderDetailQueryOptions, guestOrderListQueryOptions } from "../../queries/guest-order-queries";
import { GuestOrderDetail, GuestOrderList } from "./guest-orders";

/** What guestOrderVerify gave the guest: kept for this browser tab only (sessionStorage). */
export interface GuestOrderAccessRecord {
  token: string;
  /** ISO time the token stops working (30 minutes after the SMS check). */
  expiresAt: string;
  maskedMobile: string;
}

const STORAGE_KEY = "xunlan:guest-order-access";

/**
 * Keeps the guest order token in sessionStorage: it dies with the tab, never goes into a cookie
 * (the server never needs it) and is useless after its 30 minutes anyway.
 */
export function saveGuestOrderAccess(access: { token: string; expiresAt: unknown; maskedMobile: string }): void {
  const record: GuestOrderAccessRecord = { token: access.token, expiresAt: String(access.expiresAt), maskedMobile: access.maskedMobile };
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(record));
}

/** Forgets the guest order token (换个手机号查询, or the gateway said it expired). */
export function clearGuestOrderAccess(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
}

/** The stored, unexpired access, or null. */
export function readGuestOrderAccess(now = Date.now()): GuestOrderAccessRecord | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const record = JSON.parse(raw) as Partial<GuestOrderAccessRecord>;
    if (typeof record.token !== "string" || typeof record.maskedMobile !== "string" || typeof record.expiresAt !== "string") return null;
    return Date.parse(record.expiresAt) > now ? (record as GuestOrderAccessRecord) : null;
  } catch {
    return null;
  }
}

const noop = () => () => undefined;
/** The stored access once the browser can be asked (not `ready` on the server and in the first render). */
function useStoredAccess(): { ready: boolean; access: GuestOrderAccessRecord | null } {
  // A string snapshot: stable between renders, unlike a freshly parsed object.
  const raw = useSyncExternalStore<string | null>(
    noop,
    () => {
      const access = readGuestOrderAccess();
      return access ? JSON.stringify(access) : "";
    },
    () => null,
  );
  if (raw === null) return { ready: false, access: null };
  return { ready: true, access: raw ? (JSON.parse(raw) as GuestOrderAccessRecord) : null };
}

/** Props of {@link GuestOrderPage}. */
export interface GuestOrderPageProps {
  api: ApiClient;
  /** The order to show; null shows the list. */
  orderNumber: string | null;
  /** Goes to /guest-search-order (after the stored token was dropped). */
  onSearchAgain: () => void;
  renderLink?: RenderLink;
}

function Message({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <output className="flex flex-col items-center gap-4 border border-grey-200 px-6 py-12 text-center">
      <p className="text-sm text-grey-700">{text}</p>
      <Button size="sm" onClick={onAction}>
        {action}
      </Button>
    </output>
  );
}

/**
 * /guest-order-detail (spec §2): with the token of /guest-search-order, the proven mobile's
 * orders, or one of them (`orderNumber`); without one (or once it expired) a way back to the
 * lookup. The token lives in the browser only, so the orders load after hydration.
 */
export function GuestOrderPage({ api, orderNumber, onSearchAgain, renderLink = defaultRenderLink }: GuestOrderPageProps) {
  const { ready, access } = useStoredAccess();
  const token = access?.token ?? "";
  const list = useQuery({ ...guestOrderListQueryOptions(api, token), enabled: Boolean(token) && orderNumber === null });
  const detail = useQuery({
    ...guestOrderDetailQueryOptions(api, token, orderNumber ?? ""),
    enabled: Boolean(token) && orderNumber !== null,
  });
  const again = () => {
    clearGuestOrderAccess();
    onSearchAgain();
  };

  if (!ready) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="加载中" />
      </div>
    );
  }
  if (!access) return <Message text="请先验证手机号，再查看订单" action="去查询订单" onAction={again} />;
  const query = orderNumber === null ? list : detail;
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="加载中" />
      </div>
    );
  }
  if (query.isError) {
    const error = query.error as { code?: string; extensions?: { field?: unknown }; message?: string };
    if (error.extensions?.field === "token") return <Message text="验证已过期，请重新验证手机号" action="重新验证" onAction={again} />;
    if (error.code === "404")
      return <Message text="订单不存在" action="返回订单列表" onAction={() => window.location.assign("/guest-order-detail")} />;
    return <Message text="加载失败，请稍后再试" action="重试" onAction={() => void query.refetch()} />;
  }
  if (orderNumber === null && list.data) {
    return <GuestOrderList orders={list.data.items} maskedMobile={access.maskedMobile} onSearchAgain={again} renderLink={renderLink} />;
  }
  if (detail.data) return <GuestOrderDetail order={detail.data} renderLink={renderLink} />;
  return null;
}
