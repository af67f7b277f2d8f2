import { Button, CheckIcon, cn, PhoneIcon, Popup, QrFrame, ServiceIcon } from "@xunlan/ui";
import {
  CUSTOMER_SERVICE_HOURS,
  CUSTOMER_SERVICE_MAX_LENGTH,
  CUSTOMER_SERVICE_TOPICS,
  LOGIN_FIELD_LENGTHS,
  validateSubscriptionMobile,
} from "@xunlan/validation";
import { useId, useState } from "react";

/** A question for 在线客服 as the form sends it. */
export interface CustomerServiceMessage {
  mobile: string;
  topic: (typeof CUSTOMER_SERVICE_TOPICS)[number];
  content: string;
}

/** What the customer-service system answered: the ticket and the text to show. */
export interface CustomerServiceReceipt {
  ticketNo: string;
  message: string;
}

/** Props of {@link CustomerServicePanel}. */
export interface CustomerServicePanelProps {
  open: boolean;
  onClose: () => void;
  /**
   * Hands the question to customer service (the gateway's sendCustomerServiceMessage); resolves
   * with the ticket; rejects with an Error whose message is shown (e.g. 留言过于频繁…).
   */
  onSend: (message: CustomerServiceMessage) => Promise<CustomerServiceReceipt>;
  /** Service hotline. */
  phone: string;
  /** The official account's QR code: a URL to encode… */
  officialAccountValue?: string;
  /** …or a ready-made image. */
  officialAccountImage?: string;
  /** The signed-in member's mobile, filled in for them. */
  defaultMobile?: string;
}

/**
 * 在线客服 (spec §2 Footer, §9 hours 10:00-22:00): service hours, the hotline, the official
 * account's QR code and a message form (topic, mobile, question ≤ 500 characters). The answer
 * shows the ticket number only after customer service accepted the question.
 */
export function CustomerServicePanel({
  open,
  onClose,
  onSend,
  phone,
  officialAccountValue,
  officialAccountImage,
  defaultMobile = "",
}: CustomerServicePanelProps) {
  const id = useId();
  const [topic, setTopic] = useState<CustomerServiceMessage["topic"]>("商品咨询");
  const [mobile, setMobile] = useState(defaultMobile);
  const [content, setContent] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<CustomerServiceReceipt | null>(null);
  const length = [...content].length;

  const close = () => {
    onClose();
    // a new question starts from an empty form; the mobile stays
    if (receipt) {
      setReceipt(null);
      setContent("");
    }
    setProblem(null);
  };

  const submit = async () => {
    const mobileProblem = validateSubscriptionMobile(mobile);
    if (mobileProblem) return setProblem(mobileProblem);
    if (!content.trim()) return setProblem("请输入您的问题");
    if (length > CUSTOMER_SERVICE_MAX_LENGTH) return setProblem(`问题描述不能超过 ${CUSTOMER_SERVICE_MAX_LENGTH} 个字`);
    setProblem(null);
    setSending(true);
    try {
      setReceipt(await onSend({ mobile: mobile.trim(), topic, content: content.trim() }));
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : "留言发送失败，请稍后再试或拨打客服热线");
    } finally {
      setSending(false);
    }
  };

  return (
    <Popup open={open} onClose={close} title="在线客服" desktopPlacement="right">
      <div className="flex flex-col gap-6 text-sm">
        <section aria-label="服务时间" className="flex items-start gap-3 bg-grey-100 p-4">
          <ServiceIcon size={24} className="shrink-0" />
          <div>
            <p className="font-bold">服务时间：每天 {CUSTOMER_SERVICE_HOURS}</p>
            <p className="mt-1 text-xs leading-relaxed text-grey-600">
              服务时间外的留言，客服将在下一个服务时段内优先回复（法定节假日除外）。
            </p>
          </div>
        </section>

        <div className="grid grid-cols-[1fr_auto] items-center gap-4">
          <div>
            <p className="text-xs text-grey-600">客服热线</p>
            <a
              href={`tel:${phone.replace(/[^\d+]/g, "")}`}
              className="mt-1 inline-flex items-center gap-2 font-display text-xl font-black tracking-tight hover:text-accent"
            >
              <PhoneIcon size={18} />
              {phone}
            </a>
            <p className="mt-2 text-xs leading-relaxed text-grey-600">微信扫码关注迅岚公众号，菜单「服务」中也可咨询。</p>
          </div>
          <QrFrame caption="迅岚公众号" value={officialAccountValue} imageSrc={officialAccountImage} size={96} />
        </div>

        {receipt ? (
          <output aria-live="polite" className="flex flex-col gap-3 border border-ink p-4">
            <span className="inline-flex items-center gap-2 font-bold">
              <span className="inline-flex size-6 items-center justify-center bg-accent text-paper">
                <CheckIcon size={16} />
              </span>
              留言已提交
            </span>
            <span>
              工单号{" "}
              <strong data-testid="ticket-no" className="font-display tracking-wide">
                {receipt.ticketNo}
              </strong>
            </span>
            <span className="text-grey-600">{receipt.message}</span>
            <Button
              variant="secondary"
              onClick={() => {
                setReceipt(null);
                setContent("");
              }}
            >
              继续留言
            </Button>
          </output>
        ) : (
          <form
            noValidate
            aria-label="留言咨询"
            className="flex flex-col gap-4 border-t border-grey-200 pt-5"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <h3 className="font-bold">留言咨询</h3>
            <label className="flex flex-col gap-1.5">
              <span className="text-xs text-grey-600">咨询类型</span>
              <select
                value={topic}
                onChange={(e) => setTopic(e.target.value as CustomerServiceMessage["topic"])}
                className="h-11 border border-grey-300 bg-paper px-3 focus:border-ink focus:outline-none"
              >
                {CUSTOMER_SERVICE_TOPICS.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1.5">
              <span className="text-xs text-grey-600">手机号码（用于回复您）</span>
              <input
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                maxLength={LOGIN_FIELD_LENGTHS.mobile}
                value={mobile}
                onChange={(e) => setMobile(e.target.value.replace(/\D/g, ""))}
                placeholder="请输入手机号码"
                className="h-11 border border-grey-300 px-3 focus:border-ink focus:outline-none"
              />
            </label>
            <div className="flex flex-col gap-1.5">
              <div className="flex justify-between text-xs text-grey-600">
                <label htmlFor={`${id}-content`}>您的问题</label>
                <span id={`${id}-count`} className={cn(length > CUSTOMER_SERVICE_MAX_LENGTH && "text-accent")}>
                  {length}/{CUSTOMER_SERVICE_MAX_LENGTH}
                </span>
              </div>
              <textarea
                id={`${id}-content`}
                rows={5}
                value={content}
                aria-describedby={`${id}-count`}
                onChange={(e) => setContent(e.target.value)}
                placeholder="请描述您遇到的问题，如订单号、商品款号等"
                className="resize-none border border-grey-300 p-3 leading-relaxed focus:border-ink focus:outline-none"
              />
            </div>
            {problem ? (
              <p role="alert" className="text-accent">
                {problem}
              </p>
            ) : null}
            <Button type="submit" size="lg" loading={sending}>
              提交留言
            </Button>
          </form>
        )}
      </div>
    </Popup>
  );
}
