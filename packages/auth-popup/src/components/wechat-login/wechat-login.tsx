import { Button, cn, QrCode, Skeleton, WechatIcon } from "@xunlan/ui";

/** Props of {@link WechatLogin}. */
export interface WechatLoginProps {
  /** The WeChat OAuth URL to encode as a QR code; null while the storefront fetches it. */
  wechatQrUrl?: string | null;
  /** In the WeChat in-app browser (client state `isWXBrowser`, spec §3) a direct button replaces the QR. */
  isWXBrowser?: boolean;
  /** Starts WeChat authorisation in the in-app browser (the app redirects to the OAuth URL). */
  onWechatAuthorize?: () => void;
  /** Goes back to the login form (stage 0). */
  onBack: () => void;
  /** Full-pop (desktop) or mobile layout. */
  variant?: "full" | "mobile";
}

/** WeChat brand green, used only on the WeChat authorise button and icon. */
const WECHAT_GREEN = "#07c160";

/** Stage 1 of the login popup (spec §2/§4): scan the WeChat QR, or authorise directly inside WeChat. */
export function WechatLogin({ wechatQrUrl, isWXBrowser = false, onWechatAuthorize, onBack, variant = "full" }: WechatLoginProps) {
  const qrSize = variant === "mobile" ? 200 : 176;
  return (
    <div className="flex flex-col items-center text-center">
      {isWXBrowser ? (
        <div className="flex w-full flex-col items-center gap-6 py-4">
          <span
            className="flex size-20 items-center justify-center rounded-full"
            style={{ backgroundColor: `${WECHAT_GREEN}14`, color: WECHAT_GREEN }}
          >
            <WechatIcon size={40} />
          </span>
          <p className="text-sm leading-6 text-grey-600">授权后将使用您的微信账号登录迅岚会员</p>
          <Button
            block
            size="md"
            onClick={onWechatAuthorize}
            leadingIcon={<WechatIcon size={20} />}
            // WeChat's #07c160 under white text is 2.4:1; this deeper shade of it is 4.8:1 (hover 5.4:1)
            className="bg-[#048442]! hover:bg-[#057a3d]!"
          >
            微信授权登录
          </Button>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-5 py-2">
          <div className="relative p-3">
            {/* Corner brackets: a viewfinder frame around the code. */}
            {[
              "top-0 left-0 border-t-2 border-l-2",
              "top-0 right-0 border-t-2 border-r-2",
              "bottom-0 left-0 border-b-2 border-l-2",
              "right-0 bottom-0 border-r-2 border-b-2",
            ].map((corner) => (
              <span key={corner} aria-hidden="true" className={cn("absolute size-5 border-ink", corner)} />
            ))}
            {wechatQrUrl ? (
              <QrCode value={wechatQrUrl} size={qrSize} label="微信登录二维码" />
            ) : (
              <Skeleton width={qrSize} height={qrSize} />
            )}
          </div>
          <p className="flex items-center gap-2 text-sm font-bold text-ink">
            <WechatIcon size={18} style={{ color: WECHAT_GREEN }} />
            请使用微信扫一扫登录
          </p>
        </div>
      )}
      <button
        type="button"
        onClick={onBack}
        className="mt-6 inline-flex items-center gap-1.5 text-xs font-bold tracking-wide text-grey-600 underline-offset-4 hover:text-ink hover:underline"
      >
        <span aria-hidden="true">←</span> 返回手机号登录
      </button>
    </div>
  );
}
