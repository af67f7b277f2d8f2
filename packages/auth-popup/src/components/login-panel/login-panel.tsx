import { Button, CloseIcon, cn, IconButton, usePopup, WechatIcon } from "@xunlan/ui";
import { LOGIN_STAGE, LOGIN_TYPE, type LoginStage, type LoginType } from "@xunlan/validation";
import { type FormEvent, type MouseEvent, useId, useState } from "react";
import { useLoginForm } from "../../hooks/use-login-form";
import type { AuthCallbacks, AuthUser, LoginFormFields } from "../../lib/types";
import { CaptchaField, ConsentCheckbox, MobileField, PasswordField, SmsCodeField } from "../form-fields/form-fields";
import { MemberBoard, type MemberBoardOrder } from "../member-board/member-board";
import { WechatLogin } from "../wechat-login/wechat-login";
import { WechatQuickLogin } from "../wechat-login/wechat-quick-login";

/** Presentation of the popup: `full` (desktop panel or dialog) or `mobile` (full-screen sheet). */
export type LoginPopupVariant = "full" | "mobile";

/** Props of {@link LoginPanel} (and of `LoginPopup`, which adds `open`). */
export interface LoginPanelProps<TResult = unknown> extends AuthCallbacks<TResult> {
  /** spec §2: 确认 in `full`, 登录 in `mobile`. Default `full`. */
  variant?: LoginPopupVariant;
  /** The logged-in member; when set the panel shows the member board instead of the form. */
  user?: AuthUser | null;
  /** spec §2: the page's `authCode` query value; non-empty opens stage 2 (bind mobile). */
  authCode?: string | null;
  /** spec §2/§4: the WeChat OAuth URL encoded as the stage 1 QR code; null while loading. */
  wechatQrUrl?: string | null;
  /** spec §3 client state: inside the WeChat browser stage 1 offers 微信授权登录 instead of a QR. */
  isWXBrowser?: boolean;
  /** Starts WeChat authorisation inside the WeChat browser (there the form's first choice, issue 26 §2). */
  onWechatAuthorize?: () => void;
  /** True while `onWechatAuthorize` prepares the redirect. */
  wechatAuthorizing?: boolean;
  /** Called with the login result; the app stores the token and closes the popup (spec §4). */
  onLoginSuccess?: (result: TResult) => void;
  /** Logs out (spec §4); may return a promise, the button spins until it settles. */
  onLogout?: () => void | Promise<void>;
  /** Client-side navigation for /reset, /help, /ucenter links; without it they are plain links. */
  onNavigate?: (path: string) => void;
  /** Shows the × button and is called by it. */
  onClose?: () => void;
  /** Told when the shopper moves to another stage (e.g. fetch `wechatQrUrl` when stage 1 opens). */
  onStageChange?: (stage: LoginStage) => void;
  /** Orders count for the member board's tile. */
  orderCount?: number | null;
  /** The member's latest order for the board's 历史 tile (spec §2). */
  latestOrder?: MemberBoardOrder | null;
  /** Login type to open on. Default 4 (SMS code). */
  initialLoginType?: LoginType;
  /** Stage to open on when there is no `authCode`. Default 0. */
  initialStage?: LoginStage;
  /** Prefilled form values. */
  initialValues?: Partial<LoginFormFields>;
  /** `sessionStorage` key that keeps the 60 s SMS lock across reopening (recommended in the app). */
  countdownStorageKey?: string;
  /** Extra classes on the surface. */
  className?: string;
  /** Id of the visible title, for `aria-labelledby` of a surrounding dialog. */
  titleId?: string;
}

/** spec §2/§4: the title of each stage. */
export const STAGE_TITLES: Readonly<Record<LoginStage, string>> = {
  [LOGIN_STAGE.FORM]: "登录/注册",
  [LOGIN_STAGE.WECHAT_QR]: "微信登录",
  [LOGIN_STAGE.BIND_MOBILE]: "绑定手机号",
};

/** Where 忘记密码？ goes (spec §2 route /reset). */
export const RESET_PASSWORD_PATH = "/reset";

/** Where 未登录？查询订单 goes (spec §2 route /guest-search-order: guests look orders up by mobile). */
export const GUEST_ORDER_SEARCH_PATH = "/guest-search-order";

const SUBTITLES: Readonly<Record<LoginStage, string>> = {
  [LOGIN_STAGE.FORM]: "未注册的手机号验证后将自动创建迅岚会员账号",
  [LOGIN_STAGE.WECHAT_QR]: "使用微信账号快捷登录迅岚会员",
  [LOGIN_STAGE.BIND_MOBILE]: "为保障账号安全，请绑定您的手机号",
};

/**
 * The content of the login popup (spec §2, §4, §5) without any overlay: the header places it
 * under the user icon, `LoginPopup` puts it in a dialog or a full-screen sheet.
 * Logged out it runs stages 0 (SMS or password form), 1 (WeChat QR) and 2 (bind mobile);
 * with `user` it shows the member board. Network-free: the app supplies the callbacks.
 * Needs a `PopupProvider` of `@xunlan/ui` above it (messages also show as toasts).
 */
export function LoginPanel<TResult = unknown>(props: LoginPanelProps<TResult>) {
  const { variant = "full", user, onLogout, onNavigate, onClose, orderCount, latestOrder, className } = props;
  const generatedId = useId();
  const titleId = props.titleId ?? `${generatedId}-title`;
  const [loggingOut, setLoggingOut] = useState(false);
  const mobile = variant === "mobile";
  const logout = async () => {
    if (!onLogout) return;
    setLoggingOut(true);
    try {
      await onLogout();
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <div
      className={cn(
        "relative flex flex-col bg-paper text-ink",
        mobile ? "min-h-dvh w-full" : "w-[420px] max-w-full shadow-overlay",
        className,
      )}
      data-variant={variant}
    >
      {mobile ? (
        <div className="sticky top-0 z-10 flex h-14 shrink-0 items-center justify-between border-b border-grey-200 bg-paper/95 px-4 backdrop-blur">
          <span className="font-display text-base font-black tracking-tight">
            迅岚 <span className="tracking-[0.18em]">XUNLAN</span>
          </span>
          {onClose ? (
            <IconButton label="关闭" onClick={onClose} className="-mr-2">
              <CloseIcon />
            </IconButton>
          ) : null}
        </div>
      ) : (
        <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-ink" />
      )}

      <div className={cn("flex flex-1 flex-col", mobile ? "px-6 pt-10 pb-[max(2rem,env(safe-area-inset-bottom))]" : "px-8 pt-10 pb-8")}>
        {user ? (
          <MemberBoard
            user={user}
            orderCount={orderCount}
            latestOrder={latestOrder}
            onLogout={() => void logout()}
            loggingOut={loggingOut}
            onNavigate={onNavigate}
            variant={variant}
          />
        ) : (
          // Mounted only while logged out: no captcha fetch for members, a clean form after logout.
          <LoginFlow {...props} variant={variant} titleId={titleId} />
        )}
      </div>
      {!mobile && onClose ? (
        // Last in tab order on purpose: a dialog focuses its first field, not the × button.
        <span className="absolute top-4 right-4 z-10">
          <IconButton label="关闭" size="sm" onClick={onClose} className="text-grey-500 hover:text-ink">
            <CloseIcon size={20} />
          </IconButton>
        </span>
      ) : null}
    </div>
  );
}

/** Stages 0–2 of the logged-out popup; the state lives in {@link useLoginForm}. */
function LoginFlow<TResult>(props: LoginPanelProps<TResult> & { variant: LoginPopupVariant; titleId: string }) {
  const { variant, titleId, wechatQrUrl, isWXBrowser, onWechatAuthorize, wechatAuthorizing, onNavigate } = props;
  // Issue 26 §2: inside WeChat, 微信登录 heads the form and takes one tap.
  const wechatFirst = Boolean(isWXBrowser && onWechatAuthorize);
  const popup = usePopup();
  const form = useLoginForm<TResult>({
    getCaptcha: props.getCaptcha,
    sendSmsCode: props.sendSmsCode,
    login: props.login,
    bindMobile: props.bindMobile,
    authCode: props.authCode,
    initialStage: props.initialStage,
    initialLoginType: props.initialLoginType,
    initialValues: props.initialValues,
    countdownStorageKey: props.countdownStorageKey,
    onSuccess: props.onLoginSuccess,
    onStageChange: props.onStageChange,
    notify: popup.toast,
  });
  const { stage, loginType, values, errors } = form;
  const mobile = variant === "mobile";
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  const toReset = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(RESET_PASSWORD_PATH);
  };
  const toGuestOrders = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(GUEST_ORDER_SEARCH_PATH);
  };

  return (
    <div className="flex flex-1 flex-col" data-stage={stage}>
      <header className="mb-7">
        <p className="text-2xs font-bold tracking-label text-accent uppercase">迅岚会员</p>
        <h2 id={titleId} className={cn("mt-1 font-display leading-none font-black tracking-tight", mobile ? "text-4xl" : "text-3xl")}>
          {STAGE_TITLES[stage]}
        </h2>
        <p className="mt-2.5 text-xs leading-5 text-grey-500">{SUBTITLES[stage]}</p>
      </header>

      {stage === LOGIN_STAGE.WECHAT_QR ? (
        <WechatLogin
          wechatQrUrl={wechatQrUrl}
          isWXBrowser={isWXBrowser}
          onWechatAuthorize={onWechatAuthorize}
          onBack={() => form.setStage(LOGIN_STAGE.FORM)}
          variant={variant}
        />
      ) : (
        <>
          {wechatFirst && stage === LOGIN_STAGE.FORM ? (
            <WechatQuickLogin onAuthorize={onWechatAuthorize!} pending={wechatAuthorizing} variant={variant} />
          ) : null}
          <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="flex flex-col">
            <MobileField value={values.mobile} onValueChange={(v) => form.setField("mobile", v)} error={errors.mobile} />
            {form.showsCaptcha && !form.usesSms ? (
              // issue 12: after 3 failed password logins the gateway asks for the image captcha.
              <CaptchaField
                value={values.imageCode}
                onValueChange={(v) => form.setField("imageCode", v)}
                error={errors.imageCode}
                src={form.captcha.src}
                loading={form.captcha.loading}
                failed={form.captcha.failed}
                onRefresh={() => void form.captcha.refresh()}
              />
            ) : null}
            {form.usesSms ? (
              <>
                <CaptchaField
                  value={values.imageCode}
                  onValueChange={(v) => form.setField("imageCode", v)}
                  error={errors.imageCode}
                  src={form.captcha.src}
                  loading={form.captcha.loading}
                  failed={form.captcha.failed}
                  onRefresh={() => void form.captcha.refresh()}
                />
                <SmsCodeField
                  value={values.smsCode}
                  onValueChange={(v) => form.setField("smsCode", v)}
                  error={errors.smsCode}
                  buttonLabel={form.countdown.label}
                  locked={form.countdown.running}
                  sending={form.sending}
                  onSend={() => void form.sendCode()}
                />
              </>
            ) : (
              <PasswordField value={values.password} onValueChange={(v) => form.setField("password", v)} error={errors.password} />
            )}

            <div className="mt-1">
              <ConsentCheckbox checked={values.agreed} onCheckedChange={form.setAgreed} error={errors.consent} onNavigate={onNavigate} />
            </div>

            {form.formError ? (
              <p role="alert" className="mb-3 border-l-2 border-danger bg-danger/5 px-3 py-2 text-xs leading-5 text-danger">
                {form.formError}
              </p>
            ) : null}

            <Button type="submit" block size={mobile ? "lg" : "md"} loading={form.pending} className="mt-1">
              {mobile ? "登录" : "确认"}
            </Button>

            {stage === LOGIN_STAGE.FORM ? (
              <div className="mt-4 flex items-center justify-between text-xs">
                <button
                  type="button"
                  onClick={form.toggleLoginType}
                  // a 44 px tap target (::after) around the 16 px line of text
                  className="relative inline-flex items-center gap-1 font-bold text-ink underline-offset-4 after:absolute after:-inset-x-2 after:-inset-y-3.5 after:content-[''] hover:underline"
                >
                  {loginType === LOGIN_TYPE.SMS ? "密码登录" : "验证码登录"}
                  <span aria-hidden="true">→</span>
                </button>
                {loginType === LOGIN_TYPE.PASSWORD ? (
                  <a
                    href={RESET_PASSWORD_PATH}
                    onClick={toReset}
                    className="text-grey-500 underline-offset-4 hover:text-ink hover:underline"
                  >
                    忘记密码？
                  </a>
                ) : (
                  <a
                    href={GUEST_ORDER_SEARCH_PATH}
                    onClick={toGuestOrders}
                    className="text-grey-500 underline-offset-4 hover:text-ink hover:underline"
                  >
                    未登录？查询订单
                  </a>
                )}
              </div>
            ) : (
              <button
                type="button"
                onClick={() => form.setStage(LOGIN_STAGE.FORM)}
                className="mt-4 self-start text-xs font-bold text-grey-600 underline-offset-4 hover:text-ink hover:underline"
              >
                <span aria-hidden="true">← </span>返回手机号登录
              </button>
            )}
          </form>
        </>
      )}

      {stage === LOGIN_STAGE.FORM && !wechatFirst ? (
        <div className={cn("flex flex-col items-center", mobile ? "mt-auto pt-10" : "mt-8")}>
          <div className="flex w-full items-center gap-3 text-2xs tracking-label text-grey-600 uppercase">
            <span className="h-px flex-1 bg-grey-200" />
            其他登录方式
            <span className="h-px flex-1 bg-grey-200" />
          </div>
          <button
            type="button"
            onClick={() => form.setStage(LOGIN_STAGE.WECHAT_QR)}
            className="group mt-4 flex flex-col items-center gap-1.5 text-xs text-grey-600 hover:text-ink"
          >
            <span className="flex size-11 items-center justify-center rounded-full border border-grey-200 text-[#07c160] transition-colors group-hover:border-[#07c160] group-hover:bg-[#07c160] group-hover:text-paper">
              <WechatIcon size={22} />
            </span>
            微信登录
          </button>
        </div>
      ) : null}
    </div>
  );
}
