import { Button, WechatIcon } from "@xunlan/ui";
import { useState } from "react";
import { normalizeRegionTree } from "../../lib/regions";
import type { RegionNode } from "../../lib/types";
import type { LoadRegions } from "../../lib/use-regions";
import { useOpenWechatAddress, type WechatAddressFill, wechatAddressFill } from "../../lib/wechat-address";

/** Props of {@link WechatAddressButton}. */
export interface WechatAddressButtonProps {
  /** The region tree as the form has it (preloaded), else loaded with `loadRegions`. */
  regions?: readonly RegionNode[] | null;
  loadRegions?: LoadRegions;
  /** Called with the address WeChat gave, checked against the region tree. */
  onFill: (fill: WechatAddressFill) => void;
}

/** Texts of the WeChat address button. */
export const WECHAT_ADDRESS_MESSAGES = {
  button: "使用微信地址",
  filled: "已填入微信地址，请核对后保存",
  regionUnmatched: "微信地址的所在地区未能识别，请选择所在地区",
  failed: "无法打开微信地址，请手动填写",
} as const;

/**
 * 使用微信地址 (issue 26 §3): inside WeChat, once the JS bridge is ready (the app's
 * `WechatAddressProvider`), opens WeChat's address picker and fills the form with consignee,
 * mobile, province/city/district (matched against the region tree) and street, for the shopper
 * to check. Renders nothing elsewhere.
 */
export function WechatAddressButton({ regions, loadRegions, onFill }: WechatAddressButtonProps) {
  const open = useOpenWechatAddress();
  const [pending, setPending] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  if (!open) return null;
  const pickAddress = async () => {
    setPending(true);
    setNote(null);
    try {
      const address = await open();
      if (!address) return;
      const tree = normalizeRegionTree(regions ?? (loadRegions ? await loadRegions() : []));
      const fill = wechatAddressFill(address, tree);
      onFill(fill);
      setNote(fill.regionComplete ? WECHAT_ADDRESS_MESSAGES.filled : WECHAT_ADDRESS_MESSAGES.regionUnmatched);
    } catch {
      setNote(WECHAT_ADDRESS_MESSAGES.failed);
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        block
        loading={pending}
        onClick={() => void pickAddress()}
        leadingIcon={<WechatIcon size={18} className="text-[#07c160]" />}
      >
        {WECHAT_ADDRESS_MESSAGES.button}
      </Button>
      {note ? <output className="block text-xs leading-5 text-grey-600">{note}</output> : null}
    </div>
  );
}
