import { Button, WechatIcon } from "@xunlan/ui";

/** Props of {@link WechatQuickLogin}. */
export interface WechatQuickLoginProps {
  /** Goes to WeChat's authorisation (the app redirects). */
  onAuthorize: () => void;
  /** True while the authorize URL is being fetched. */
  pending?: boolean;
  /** Full-pop (desktop) or mobile layout. */
  variant?: "full" | "mobile";
}

/**
 * Issue 26 §2: inside WeChat, 微信登录 is the login form's first choice and one tap — it goes
 * straight to the official account's authorisation (no QR stage in between); the mobile form
 * follows below as the other way.
 */
export function WechatQuickLogin({ onAuthorize, pending = false, variant = "full" }: WechatQuickLoginProps) {
  return (
    <div className="mb-6 flex flex-col gap-3">
      <Button
        block
        size={variant === "mobile" ? "lg" : "md"}
        loading={pending}
        onClick={onAuthorize}
        leadingIcon={<WechatIcon size={20} />}
        // WeChat's #07c160 under white text is 2.4:1; this deeper shade of it is 4.8:1 (hover 5.4:1)
        className="bg-[#048442]! hover:bg-[#057a3d]!"
      >
        微信登录
      </Button>
      <p className="text-center text-xs leading-5 text-grey-600">使用当前微信账号登录，首次登录需绑定手机号</p>
      <div className="mt-2 flex w-full items-center gap-3 text-2xs tracking-label text-grey-600">
        <span className="h-px flex-1 bg-grey-200" />
        或使用手机号登录
        <span className="h-px flex-1 bg-grey-200" />
      </div>
    </div>
  );
}
