import { Button, cn, inputClass } from "@xunlan/ui";
import { useId, useRef, useState } from "react";
import { loadAddressParser, type ParsedAddressText, type RecognizedAddress, recognizeAddress } from "../../lib/address-paste";
import { normalizeRegionTree } from "../../lib/regions";
import type { RegionNode } from "../../lib/types";
import { type LoadRegions, loadRegionTree } from "../../lib/use-regions";

/** Props of {@link AddressPaste}. */
export interface AddressPasteProps {
  /** Loads the §3 region tree (the address form's own loader: one request for both). */
  loadRegions?: LoadRegions;
  regions?: readonly RegionNode[] | null;
  /**
   * Called with what was read, fixed up to the region tree; the form fills its fields with it and
   * answers the labels of the fields still empty (said in the status line).
   */
  onRecognized: (address: RecognizedAddress) => string[];
}

/** Texts of the 智能识别 box (issue 26 §3). */
export const ADDRESS_PASTE_TEXT = {
  label: "智能识别",
  // three lines at 390 px: the text area's height
  placeholder: "粘贴整段收货信息，自动识别\n如：林晓岚 13912345678 深圳市南山区科技园18楼",
  button: "识别",
  empty: "请先粘贴或输入收货信息",
  done: "已识别，请核对以下信息后保存",
  partial: (missing: string[]) => `已识别部分信息，请补充${missing.join("、")}后保存`,
  none: "未能识别，请检查内容或手动填写",
  failed: "识别失败，请稍后重试或手动填写",
} as const;

type Status = { tone: "ok" | "warn"; text: string } | null;

/** Whether the parser found nothing at all. */
function foundNothing(address: RecognizedAddress): boolean {
  return !address.consignee && !address.cellphone && !address.region.province && !address.detailAddress;
}

/**
 * 智能识别 (issue 26 §3): one text area for an address copied from a chat, and 识别, which reads
 * consignee, mobile, province / city / district and street with zh-address-parse (loaded on first
 * use), fixes the region up to the store's tree and hands it to the form, which shows it filled in
 * for the shopper to check before 保存地址. Nothing leaves the browser.
 */
export function AddressPaste({ loadRegions, regions, onRecognized }: AddressPasteProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const parser = useRef<Promise<(text: string) => ParsedAddressText> | null>(null);

  // Fetch the parser's chunk as soon as the shopper is about to paste.
  const warm = () => {
    if (parser.current) return parser.current;
    const loading = loadAddressParser();
    parser.current = loading;
    loading.catch(() => {
      if (parser.current === loading) parser.current = null;
    });
    return loading;
  };

  const recognize = async () => {
    if (pending) return;
    if (!text.trim()) {
      setStatus({ tone: "warn", text: ADDRESS_PASTE_TEXT.empty });
      return;
    }
    setPending(true);
    try {
      const [parse, tree] = await Promise.all([
        warm(),
        regions ? Promise.resolve(normalizeRegionTree(regions)) : loadRegions ? loadRegionTree(loadRegions) : Promise.resolve([]),
      ]);
      const address = recognizeAddress(parse(text), tree);
      if (foundNothing(address)) {
        setStatus({ tone: "warn", text: ADDRESS_PASTE_TEXT.none });
        return;
      }
      const missing = onRecognized(address);
      setStatus(
        missing.length ? { tone: "warn", text: ADDRESS_PASTE_TEXT.partial(missing) } : { tone: "ok", text: ADDRESS_PASTE_TEXT.done },
      );
    } catch {
      setStatus({ tone: "warn", text: ADDRESS_PASTE_TEXT.failed });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-2 border border-dashed border-grey-300 bg-grey-50 p-3">
      <label htmlFor={`${id}-text`} className="text-xs font-bold tracking-(--tracking-label) text-grey-700">
        {ADDRESS_PASTE_TEXT.label}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setStatus(null);
        }}
        onFocus={() => void warm().catch(() => undefined)}
        placeholder={ADDRESS_PASTE_TEXT.placeholder}
        rows={3}
        aria-describedby={status ? `${id}-status` : undefined}
        className={inputClass(false, "h-auto resize-none py-2.5 text-sm leading-relaxed")}
      />
      <div className="flex items-center justify-between gap-3">
        <output
          id={`${id}-status`}
          aria-live="polite"
          className={cn("block min-w-0 text-xs leading-5", status?.tone === "ok" ? "font-bold text-ink" : "text-danger")}
        >
          {status?.text ?? ""}
        </output>
        <Button size="sm" variant="secondary" onClick={() => void recognize()} loading={pending} className="shrink-0 px-6">
          {ADDRESS_PASTE_TEXT.button}
        </Button>
      </div>
    </div>
  );
}
