import { useState } from "react";
import { ArrowIcon, CheckIcon, Spinner, usePopup } from "@xunlan/ui";
import { LOGIN_FIELD_LENGTHS, validateSubscriptionMobile } from "@xunlan/validation";

/** Props of {@link SubscribeForm}. */
export interface SubscribeFormProps {
  /** Called with a valid mobile number; reject to show a failure toast. */
  onSubscribe?: (mobile: string) => void | Promise<void>;
  /** Already subscribed (client state `noticeSubscribed`): shows the completion text. */
  subscribed?: boolean;
}

/**
 * Footer mobile subscription box. spec §5: empty → 请输入手机号码, not a valid mobile →
 * 请输入正确的手机号码, both as a toast; a valid number calls `onSubscribe` and shows completion.
 */
export function SubscribeForm({ onSubscribe, subscribed = false }: SubscribeFormProps) {
  const popup = usePopup();
  const [mobile, setMobile] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "done">(subscribed ? "done" : "idle");

  if (state === "done" || subscribed) {
    return (
      <output className="flex items-center gap-3 border border-paper/25 px-4 py-3.5 text-sm font-bold">
        <span className="inline-flex size-6 items-center justify-center bg-accent text-paper">
          <CheckIcon size={16} />
        </span>
        订阅成功，新品与活动资讯将第一时间通知您
      </output>
    );
  }

  return (
    <form
      noValidate
      aria-label="订阅资讯"
      className="flex w-full max-w-[460px]"
      onSubmit={async (event) => {
        event.preventDefault();
        const problem = validateSubscriptionMobile(mobile);
        if (problem) {
          popup.toast(problem);
          return;
        }
        setState("sending");
        try {
          await onSubscribe?.(mobile.trim());
          setState("done");
        } catch {
          setState("idle");
          popup.toast("订阅失败，请稍后再试");
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
    </form>
  );
}
