import { Button, Dialog, usePopup } from "@xunlan/ui";
import { useState } from "react";
import { CART_MESSAGES } from "../../lib/messages";
import type { BagLine } from "../../lib/types";
import { BagItem } from "../bag-item/bag-item";

/** Props of {@link DeleteDialog}. */
export interface DeleteDialogProps {
  /** The line to delete; null closes the dialog. */
  line: BagLine | null;
  /** spec §2: only members are offered 移入收藏. */
  isLoggedIn: boolean;
  onClose: () => void;
  /** deleteCartItem; rejecting keeps the dialog open and toasts the error. */
  onDelete: (line: BagLine) => Promise<unknown>;
  /** Favourite the colour and delete the line (members only); rejecting keeps the dialog open. */
  onMoveToFavorites?: (line: BagLine) => Promise<unknown>;
}

/**
 * The bag's delete dialog (spec §2), opened per line: 320 px wide on a phone, 648 px on desktop
 * (spec §9). Members get 移入收藏 and 删除; everyone else 取消 and 删除. A deletion ends with the
 * toast 商品删除成功！ (spec §8).
 */
export function DeleteDialog({ line, isLoggedIn, onClose, onDelete, onMoveToFavorites }: DeleteDialogProps) {
  const popup = usePopup();
  const [busy, setBusy] = useState<"delete" | "favorite" | null>(null);
  const run = async (kind: "delete" | "favorite") => {
    if (!line || busy) return;
    setBusy(kind);
    try {
      if (kind === "favorite" && onMoveToFavorites) await onMoveToFavorites(line);
      else await onDelete(line);
      popup.toast(kind === "favorite" ? CART_MESSAGES.movedToFavorites : CART_MESSAGES.itemDeleted);
      onClose();
    } catch (error) {
      popup.toast(error instanceof Error && error.message ? error.message : "操作失败，请重试");
    } finally {
      setBusy(null);
    }
  };
  const favourite = isLoggedIn && onMoveToFavorites;
  return (
    <Dialog
      open={line !== null}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      className="lg:w-[648px]"
      title={CART_MESSAGES.deleteTitle}
      description={CART_MESSAGES.deleteBody}
      actions={
        <>
          {favourite ? (
            <Button variant="secondary" loading={busy === "favorite"} disabled={busy === "delete"} onClick={() => void run("favorite")}>
              {CART_MESSAGES.moveToFavorites}
            </Button>
          ) : (
            <Button variant="secondary" disabled={busy !== null} onClick={onClose}>
              {CART_MESSAGES.deleteCancel}
            </Button>
          )}
          <Button variant="primary" loading={busy === "delete"} disabled={busy === "favorite"} onClick={() => void run("delete")}>
            {CART_MESSAGES.deleteConfirm}
          </Button>
        </>
      }
    >
      {line ? <BagItem line={line} variant="small" className="border-y border-grey-200 py-4" /> : null}
    </Dialog>
  );
}
