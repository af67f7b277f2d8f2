import { Button, cn, Spinner } from "@xunlan/ui";
import { formatAddressLine, maskMobile } from "@xunlan/validation";
import type { CustomerAddress } from "../../lib/types";

/** Props of {@link AddressCard}. */
export interface AddressCardProps {
  address: CustomerAddress;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
  /** Which action is running for this card, if any. */
  busy?: "delete" | "default" | null;
}

// The full address line as shoppers read it is validation's, shared with the return form.
export { formatAddressLine };

/**
 * One saved address: consignee, masked cellphone (spec §5, 139****5678), full address, post code and
 * the 默认 badge, with 设为默认 / 编辑 / 删除.
 */
export function AddressCard({ address, onEdit, onDelete, onSetDefault, busy = null }: AddressCardProps) {
  const titleId = `address-${address.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-default={address.isDefault || undefined}
      className={cn(
        "relative flex h-full flex-col border bg-paper transition-[border-color,box-shadow] duration-200",
        address.isDefault ? "border-ink shadow-raised" : "border-grey-200 hover:border-grey-400",
      )}
    >
      {address.isDefault ? <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-accent" /> : null}
      <div className="flex flex-1 flex-col gap-3 p-5 lg:p-6">
        <div className="flex items-center gap-3">
          <h3 id={titleId} className="truncate text-base font-bold text-ink">
            {address.consignee}
          </h3>
          <span className="text-sm text-grey-600 tabular-nums">{maskMobile(address.cellphone)}</span>
          {address.isDefault ? (
            <span className="ml-auto shrink-0 bg-ink px-2 py-0.5 text-2xs font-bold tracking-(--tracking-label) text-paper">默认</span>
          ) : null}
        </div>
        <p className="text-sm leading-relaxed text-grey-700">{formatAddressLine(address)}</p>
        {address.postCode ? <p className="text-xs text-grey-500 tabular-nums">邮编 {address.postCode}</p> : null}
      </div>
      <div className="flex items-center gap-1 border-t border-grey-100 px-3 py-2 lg:px-4">
        {address.isDefault ? (
          <span className="px-2 text-xs text-grey-500">默认收货地址</span>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            onClick={onSetDefault}
            loading={busy === "default"}
            disabled={busy !== null && busy !== "default"}
            aria-label={`将${address.consignee}的地址设为默认`}
            className="px-2"
          >
            设为默认
          </Button>
        )}
        <span className="flex-1" />
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          disabled={busy !== null}
          aria-label={`编辑${address.consignee}的地址`}
          className="px-3"
        >
          编辑
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          disabled={busy !== null}
          aria-label={`删除${address.consignee}的地址`}
          className="px-3 text-grey-600 hover:text-danger"
        >
          {busy === "delete" ? <Spinner size={14} /> : "删除"}
        </Button>
      </div>
    </article>
  );
}
