import { ArrowIcon, CheckIcon, Spinner, usePopup } from "@xunlan/ui";
import { LOGIN_FIELD_LENGTHS, validateSubscriptionMobile } from "@xunlan/validation";
import { useState } from "react";

/** The consent line the shopper agrees to; sent with the subscription and stored with it. */
export const SUBSCRIBE_CONSENT_TEXT = "我同意迅岚通过短信向我发送新品与活动资讯，可随时回复 TD 退订";

/** Props of {@link SubscribeForm}. */
export interface SubscribeFormProps {
  /**
   * Sends a valid mobile with the consent line to the server (member subscribe); resolves with
   * the server's message (订阅成功, the same whether or not the mobile was on the list); rejects
   * with an Error whose message is shown (操作过于频繁，请稍后再试 past the per-client limit).
   * Without it the box is not shown (it cannot subscribe anyone).
   */
  onSubscribe?: (mobile: string, consentText: string) => Promise<string | void>;
  /** Already subscribed (client state `noticeSubscribed`): shows the completion text. */
  subscribed?: boolean;
}

/**
 * Footer mobile subscription box. spec §5: empty → 请输入手机号码, not a valid mobile →
 * 请输入正确的手机号码, both as a toast; the consent line must be ticked; a valid number goes to
 * `onSubscribe` and the completion text shows only after the server accepted it.
 */
export function SubscribeForm({ onSubscribe, subscribed = false }: SubscribeFormProps) {
  const popup = usePopup();
  const [mobile, setMobile] = useState("");
  const [consent, setConsent] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [state, setState] = useState<"idle" | "sending" | "done">(subscribed ? "done" : "idle");

  if (!onSubscribe && !subscribed) return null;
  if (state === "done" || subscribed) {
    return (
      <output className="flex items-center gap-3 border border-paper/25 px-4 py-3.5 text-sm font-bold">
        <span className="inline-flex size-6 items-center justify-center bg-accent text-paper">
          <CheckIcon size={16} />
        </span>
        {done ?? "订阅成功"}，新品与活动资讯将第一时间通知您
      </output>
    );
  }

  return (
    <form
      noValidate
      aria-label="订阅资讯"
      className="flex w-full max-w-[460px] flex-wrap"
      onSubmit={async (event) => {
        event.preventDefault();
        const problem = validateSubscriptionMobile(mobile);
        if (problem) {
          popup.toast(problem);
          return;
        }
        if (!consent) {
          popup.toast("请先阅读并同意订阅条款");
          return;
        }
        setState("sending");
        try {
          const message = await onSubscribe?.(mobile.trim(), SUBSCRIBE_CONSENT_TEXT);
          setDone(message || "订阅成功");
          setState("done");
        } catch (error) {
          setState("idle");
          popup.toast(error instanceof Error && error.message ? error.message : "订阅失败，请稍后再试");
        }
      }}
    >
      <label htmlFor="xl-footer-mobile" className="sr-only">
        手机号码
      </label>
      <input
        id="xl-footer-mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={LOGIN_FIELD_LENGTHS.mobile}
        placeholder="请输入手机号码"
        value={mobile}
        onChange={(e) => setMobile(e.target.value.replace(/\D/g, ""))}
        className="h-12 min-w-0 flex-1 border border-paper/30 bg-transparent px-4 text-sm text-paper placeholder:text-grey-400 focus:border-paper focus:outline-none"
      />
      <button
        type="submit"
        disabled={state === "sending"}
        className="inline-flex h-12 shrink-0 items-center gap-2 bg-accent px-5 text-sm font-bold tracking-wide text-paper transition-colors hover:bg-accent-strong disabled:opacity-70"
      >
        {state === "sending" ? <Spinner size={16} /> : null}
        订阅
        <ArrowIcon size={16} />
      </button>
      <label className="mt-3 flex w-full cursor-pointer items-start gap-2 text-xs leading-relaxed text-grey-400">
        <input
          type="checkbox"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-accent"
        />
        {SUBSCRIBE_CONSENT_TEXT}
      </label>
    </form>
  );
}
