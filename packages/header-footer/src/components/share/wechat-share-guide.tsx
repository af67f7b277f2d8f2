import { useDismiss } from "@xunlan/ui";
import type { ReactNode } from "react";
import { SHARE_MESSAGES as M } from "../../lib/share";

/** Props of {@link WeChatShareGuide}. */
export interface WeChatShareGuideProps {
  open: boolean;
  onClose: () => void;
  /** What is being shared (the page's share title), shown under the guide. */
  title?: string;
  /** Extra action under the guide (a member's poster). */
  children?: ReactNode;
}

/**
 * Inside WeChat a page cannot open the share sheet itself: this dims the page and points at the
 * top-right ··· menu (发送给朋友 / 分享到朋友圈). A tap anywhere or 我知道了 closes it.
 */
export function WeChatShareGuide({ open, onClose, title, children }: WeChatShareGuideProps) {
  useDismiss(open, onClose);
  if (!open) return null;
  return (
    <dialog
      open
      aria-modal="true"
      aria-label="微信分享指引"
      data-testid="wechat-share-guide"
      style={{ zIndex: "var(--z-dialog)" }}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none animate-fade-in border-0 bg-ink/85 p-0 text-paper"
    >
      <button
        type="button"
        aria-label="关闭分享指引"
        tabIndex={-1}
        className="absolute inset-0 size-full cursor-default"
        onClick={onClose}
      />
      {/* the arrow towards WeChat's ··· button in the top-right corner */}
      <svg
        aria-hidden="true"
        viewBox="0 0 120 140"
        className="pointer-events-none absolute top-2 right-4 h-32 w-28"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      >
        <path d="M14 132 C 30 70, 60 40, 104 14" />
        <path d="M80 12 L104 14 L98 38" />
      </svg>
      <div className="pointer-events-none absolute inset-x-6 top-40 flex flex-col items-center gap-3 text-center">
        <p className="font-display text-2xl font-black tracking-tight">{M.wechatGuide}</p>
        <p className="text-sm text-paper/80">{M.wechatGuideSub}</p>
        {title ? <p className="mt-2 line-clamp-2 max-w-[300px] border border-paper/30 px-4 py-2 text-sm">{title}</p> : null}
        <div className="pointer-events-auto mt-4 flex flex-col items-center gap-3">
          {children}
          <button type="button" onClick={onClose} className="h-11 border border-paper px-8 text-sm font-bold">
            {M.wechatClose}
          </button>
        </div>
      </div>
    </dialog>
  );
}
