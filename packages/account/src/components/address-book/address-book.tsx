import { Button, LoadError, PinIcon, PlusIcon, Popup, Skeleton, usePopup } from "@xunlan/ui";
import { useState } from "react";
import { errorText } from "../../lib/errors";
import { UCENTER_MESSAGES as M } from "../../lib/messages";
import type { CustomerAddress, CustomerAddressInput, RegionNode } from "../../lib/types";
import type { LoadRegions } from "../../lib/use-regions";
import { AddressCard, formatAddressLine } from "./address-card";
import { AddressForm } from "./address-form";

/** Paging arguments of `customerAddresses` / `memberProductFavoriteList` (spec §7). */
export interface PageRequest {
  pageNumber: number;
  pageSize: number;
}

/** Props of {@link AddressBook}. */
export interface AddressBookProps {
  /** Addresses loaded so far, in server order; `null` while the first page loads. */
  addresses: CustomerAddress[] | null;
  /** Total count on the server; 加载更多 shows while fewer are loaded. */
  total?: number;
  /** Page size the app requests with (default 10); used to compute the next `pageNumber`. */
  pageSize?: number;
  /** Loads the next page (`customerAddresses`); the app appends it to `addresses`. */
  onLoadMore?: (page: PageRequest) => Promise<void> | void;
  /** The first page failed: shows 加载失败 with 重试 (`onRetry`). */
  error?: boolean;
  onRetry?: () => void;
  /** `addCustomerAddress`; resolve after the list is refreshed. */
  onAdd: (values: CustomerAddressInput) => Promise<void>;
  /** `updateCustomerAddress` with `addressId`. */
  onUpdate: (addressId: string, values: CustomerAddressInput) => Promise<void>;
  /** `deleteCustomerAddress`. */
  onDelete: (addressId: string) => Promise<void>;
  /**
   * Makes an address the default (`updateCustomerAddress` with `isDefault: true`). The server
   * clears the previous default; the badge follows whatever the refreshed list says.
   */
  onSetDefault: (address: CustomerAddress) => Promise<void>;
  loadRegions?: LoadRegions;
  regions?: readonly RegionNode[] | null;
  /** Region picker presentation; default `auto`. */
  regionMode?: "auto" | "cascader" | "sheet";
  /** Issue 26 §3: the member's verified mobile, prefilled as the consignee's on a first address. */
  memberCellphone?: string | null;
}

type Editing = { mode: "add" } | { mode: "edit"; address: CustomerAddress } | null;

/**
 * The member's address book: cards with the 默认 badge, add / edit in a sheet (desktop: centred
 * card), delete after 确定要删除该地址吗？, 设为默认, and 加载更多 paging. Needs a
 * `PopupProvider` (@xunlan/ui) above it for the confirm dialog and toasts.
 */
export function AddressBook({
  addresses,
  total,
  pageSize = 10,
  onLoadMore,
  error = false,
  onRetry,
  onAdd,
  onUpdate,
  onDelete,
  onSetDefault,
  loadRegions,
  regions,
  regionMode,
  memberCellphone,
}: AddressBookProps) {
  const popup = usePopup();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState<{ id: string; action: "delete" | "default" } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const list = addresses ?? [];
  const count = total ?? list.length;
  const hasMore = addresses !== null && list.length < count;

  const remove = async (address: CustomerAddress) => {
    const ok = await popup.confirm({
      title: M.deleteConfirm,
      content: `${address.consignee} ${formatAddressLine(address)}`,
      confirmText: "删除",
      danger: true,
    });
    if (!ok) return;
    setBusy({ id: address.id, action: "delete" });
    try {
      await onDelete(address.id);
      popup.toast(M.deleted);
    } catch (e) {
      popup.toast(errorText(e, "删除失败，请稍后再试"));
    } finally {
      setBusy(null);
    }
  };

  const makeDefault = async (address: CustomerAddress) => {
    setBusy({ id: address.id, action: "default" });
    try {
      await onSetDefault(address);
      popup.toast(M.defaultSet);
    } catch (e) {
      popup.toast(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const loadMore = async () => {
    if (!onLoadMore || loadingMore) return;
    setLoadingMore(true);
    try {
      await onLoadMore({ pageNumber: Math.floor(list.length / pageSize) + 1, pageSize });
    } catch (e) {
      popup.toast(errorText(e, M.loadFailed));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section aria-labelledby="ucenter-address-title" className="flex flex-col gap-6">
      <header className="flex items-end justify-between gap-4">
        <div>
          <h2 id="ucenter-address-title" className="font-display text-2xl font-black tracking-tight text-ink">
            收货地址
          </h2>
          <p className="mt-1 text-sm text-grey-500">
            {addresses === null ? "正在加载…" : count ? `共 ${count} 个地址` : "添加常用地址，结算更快"}
          </p>
        </div>
        <Button
          size="sm"
          leadingIcon={<PlusIcon size={16} />}
          onClick={() => setEditing({ mode: "add" })}
          disabled={addresses === null && !error}
        >
          新增地址
        </Button>
      </header>

      {error && addresses === null ? (
        <LoadError onRetry={onRetry} />
      ) : addresses === null ? (
        <output className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="正在加载收货地址">
          {[0, 1].map((i) => (
            <div key={i} className="flex flex-col gap-3 border border-grey-200 p-6">
              <Skeleton width="40%" height={18} />
              <Skeleton width="90%" />
              <Skeleton width="70%" />
            </div>
          ))}
        </output>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-4 border border-dashed border-grey-300 px-6 py-14 text-center">
          <span className="flex size-14 items-center justify-center rounded-pill bg-grey-100 text-grey-500">
            <PinIcon size={26} />
          </span>
          <p className="text-base font-bold text-ink">还没有收货地址</p>
          <p className="-mt-2 text-sm text-grey-500">添加一个常用地址，下单时自动带出</p>
          <Button size="sm" onClick={() => setEditing({ mode: "add" })}>
            新增地址
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="收货地址列表">
          {list.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={busy?.id === address.id ? busy.action : null}
                onEdit={() => setEditing({ mode: "edit", address })}
                onDelete={() => void remove(address)}
                onSetDefault={() => void makeDefault(address)}
              />
            </li>
          ))}
        </ul>
      )}

      {hasMore ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void loadMore()} loading={loadingMore} className="min-w-48">
            {M.loadMore}
          </Button>
        </div>
      ) : null}

      <Popup open={editing !== null} onClose={() => setEditing(null)} title={editing?.mode === "edit" ? "编辑收货地址" : "新增收货地址"}>
        {editing ? (
          <AddressForm
            key={editing.mode === "edit" ? editing.address.id : "new"}
            initial={editing.mode === "edit" ? editing.address : null}
            defaultOn={list.length === 0}
            loadRegions={loadRegions}
            regions={regions}
            regionMode={regionMode}
            defaultCellphone={list.length === 0 ? memberCellphone : null}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              if (editing.mode === "edit") await onUpdate(editing.address.id, values);
              else await onAdd(values);
              setEditing(null);
              popup.toast(editing.mode === "edit" ? M.saved : M.addressAdded);
            }}
          />
        ) : null}
      </Popup>
    </section>
  );
}
