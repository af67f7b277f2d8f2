import { CheckIcon, cn, Spinner, TextField } from "@xunlan/ui";
import { AGE_DECLARATION, characterCount, HELP_TITLES, LOGIN_FIELD_LENGTHS } from "@xunlan/validation";
import { type ClipboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from "react";

/** The login forms' field: ui's underlined {@link TextField} (re-exported for compatibility). */
export { TextField };

/** Mobile field: numeric keyboard, digits only, 11 long (spec §2/§9), with a +86 prefix. */
export function MobileField(props: { value: string; onValueChange: (v: string) => void; error?: string; disabled?: boolean }) {
  return (
    <TextField
      label="手机号"
      name="mobile"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="请输入手机号"
      // No native maxLength on numeric fields: it would cut a pasted '138 0013 8000' before the
      // spaces are stripped. sanitizeLoginField keeps digits and cuts to 11 instead (spec §5).
      leading={<span className="border-r border-grey-200 pr-3 text-sm font-bold text-ink">+86</span>}
      {...props}
    />
  );
}

interface CaptchaFieldProps {
  value: string;
  onValueChange: (v: string) => void;
  error?: string;
  src: string | null;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  disabled?: boolean;
}

/**
 * Image captcha field (max 5, spec §9) with the captcha image; one tap on the image refreshes it.
 * Issue 26: the image shows at its own size (120 × 44, never cropped) with a 换一张 mark beside
 * it, so the code costs a glance; letters are typed as they read (the gateway ignores case).
 */
export function CaptchaField({ src, loading, failed, onRefresh, ...field }: CaptchaFieldProps) {
  return (
    <TextField
      label="图形验证码"
      name="imageCode"
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      enterKeyHint="next"
      placeholder="请输入图形验证码"
      maxLength={LOGIN_FIELD_LENGTHS.imageCode}
      trailing={
        <button
          type="button"
          onClick={onRefresh}
          disabled={loading}
          aria-label="看不清？换一张"
          title="看不清？换一张"
          className="relative mb-1 flex h-11 shrink-0 items-center gap-1.5 text-xs text-grey-500 transition-opacity hover:opacity-80 disabled:cursor-progress"
        >
          <span className="flex h-11 w-30 items-center justify-center overflow-hidden bg-grey-100">
            {src && !failed ? (
              <img
                src={src}
                alt="图形验证码"
                width={120}
                height={44}
                className={cn("h-full w-full object-contain", loading && "opacity-40")}
              />
            ) : failed ? (
              <span className="px-1 text-center leading-4">加载失败，点击重试</span>
            ) : null}
          </span>
          <RefreshIcon />
          {loading ? (
            <span className="absolute inset-0 flex items-center justify-center">
              <Spinner size={16} label="验证码加载中" />
            </span>
          ) : null}
        </button>
      }
      {...field}
    />
  );
}

/**
 * The code in a pasted text: a whole SMS notification ("【迅岚】您的验证码为 123456，5分钟内有效")
 * gives its lone run of `length` digits; any other paste its digits (the field cuts them).
 */
export function codeFromPaste(text: string, length: number = LOGIN_FIELD_LENGTHS.smsCode): string {
  const runs = text.match(/\d+/g) ?? [];
  const exact = runs.filter((run) => run.length === length);
  if (exact.length === 1) return exact[0]!;
  return runs.join("");
}

interface SmsCodeFieldProps {
  value: string;
  onValueChange: (v: string) => void;
  error?: string;
  /** Button text: 获取验证码 or 'Ns 重新发送' (spec §4). */
  buttonLabel: string;
  /** True during the 60 s lock or while sending. */
  locked: boolean;
  sending: boolean;
  onSend: () => void;
  disabled?: boolean;
}

/**
 * SMS code field (numeric, max 6, spec §9) with the send button and its countdown. Issue 26: the
 * field takes the focus as soon as a code is sent (the lock starts), offers the code of the SMS
 * notification (`one-time-code`), and a paste of the whole message keeps just the code.
 */
export function SmsCodeField({ buttonLabel, locked, sending, onSend, ...field }: SmsCodeFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // Focus on the lock's start only (a send just succeeded), not when a lock restored from
  // sessionStorage is already running as the popup opens.
  const wasLocked = useRef(locked);
  useEffect(() => {
    if (locked && !wasLocked.current) input.current?.focus();
    wasLocked.current = locked;
  }, [locked]);
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData("text");
    if (!text) return;
    event.preventDefault();
    field.onValueChange(codeFromPaste(text));
  };
  return (
    <TextField
      label="短信验证码"
      name="smsCode"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="one-time-code"
      enterKeyHint="done"
      placeholder="请输入短信验证码"
      inputRef={input}
      onPaste={onPaste}
      trailing={
        <button
          type="button"
          onClick={onSend}
          disabled={locked || sending}
          aria-live="polite"
          className={cn(
            "mb-1.5 h-9 shrink-0 border px-3 text-xs font-bold tabular-nums whitespace-nowrap transition-colors duration-150",
            locked
              ? "cursor-not-allowed border-grey-200 bg-grey-50 text-grey-400"
              : "border-ink text-ink hover:bg-ink hover:text-paper disabled:cursor-progress",
          )}
        >
          {sending ? "发送中…" : buttonLabel}
        </button>
      }
      {...field}
    />
  );
}

/** Two arrows in a circle: the captcha's 换一张, beside the image so it never covers a letter. */
function RefreshIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="shrink-0"
    >
      <path d="M20 11a8 8 0 0 0-14.9-3.5M4 4v4h4" />
      <path d="M4 13a8 8 0 0 0 14.9 3.5M20 20v-4h-4" />
    </svg>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} fill="none" stroke="currentColor" strokeWidth={1.75} aria-hidden="true">
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="m4 4 16 16" />}
    </svg>
  );
}

/**
 * Password field: max 16 with a visible 'n/16' counter (spec §2/§9) and a show/hide toggle.
 * `label`, `placeholder` and `autoComplete` default to the login form's (密码, current-password).
 */
export function PasswordField(props: {
  value: string;
  onValueChange: (v: string) => void;
  error?: string;
  disabled?: boolean;
  label?: string;
  placeholder?: string;
  autoComplete?: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label="密码"
      name="password"
      type={visible ? "text" : "password"}
      autoComplete="current-password"
      placeholder="请输入密码"
      maxLength={LOGIN_FIELD_LENGTHS.password}
      trailing={
        <span className="flex shrink-0 items-center gap-2">
          <span className="text-xs text-grey-600 tabular-nums" aria-label="已输入字数">
            {characterCount(props.value)}/{LOGIN_FIELD_LENGTHS.password}
          </span>
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? "隐藏密码" : "显示密码"}
            aria-pressed={visible}
            className="flex size-8 items-center justify-center text-grey-500 hover:text-ink"
          >
            <EyeIcon open={visible} />
          </button>
        </span>
      }
      {...props}
    />
  );
}

interface ConsentCheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
  onNavigate?: (path: string) => void;
}

/** The terms links of the consent text (spec §2: /help keys privacy and policy). */
export const CONSENT_LINKS = { privacy: "/help?key=privacy", policy: "/help?key=policy" } as const;

/**
 * Consent checkbox: 我已年满16周岁，并已阅读并同意《隐私政策》和《通用条款》 (spec §2; age from
 * AGE_DECLARATION of spec §9). Required to log in (spec §5: 请阅读并同意所有条款).
 */
export function ConsentCheckbox({ checked, onCheckedChange, error, onNavigate }: ConsentCheckboxProps) {
  const id = useId();
  const follow = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(path);
  };
  const link = "font-bold text-ink underline decoration-grey-300 underline-offset-4 hover:decoration-ink";
  return (
    <div className="flex flex-col">
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 flex size-4.5 shrink-0">
          <input
            id={id}
            type="checkbox"
            name="agreed"
            checked={checked}
            onChange={(event) => onCheckedChange(event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cn(
              "peer size-4.5 cursor-pointer appearance-none border bg-paper transition-colors checked:border-ink checked:bg-ink",
              error ? "border-danger" : "border-grey-400 hover:border-ink",
            )}
          />
          <CheckIcon
            size={14}
            strokeWidth={2.5}
            className="pointer-events-none absolute top-0.5 left-0.5 text-paper opacity-0 peer-checked:opacity-100"
          />
        </span>
        <label htmlFor={id} className="cursor-pointer text-xs leading-5 text-grey-600">
          我已年满{AGE_DECLARATION}周岁，并已阅读并同意
          <a href={CONSENT_LINKS.privacy} onClick={follow(CONSENT_LINKS.privacy)} className={link}>
            《{HELP_TITLES.privacy}》
          </a>
          和
          <a href={CONSENT_LINKS.policy} onClick={follow(CONSENT_LINKS.policy)} className={link}>
            《{HELP_TITLES.policy}》
          </a>
        </label>
      </div>
      <p
        id={`${id}-error`}
        role={error ? "alert" : undefined}
        className={cn("min-h-5 pt-1 pl-7.5 text-xs leading-4 text-danger", !error && "invisible")}
      >
        {error ?? " "}
      </p>
    </div>
  );
}
