import { Anchor, Container, cn, PhoneIcon, QrFrame, ServiceIcon } from "@xunlan/ui";
import { CUSTOMER_SERVICE_HOURS, type FooterMode } from "@xunlan/validation";
import { type ReactNode, useState } from "react";
import { HELP_LINKS, ROUTES } from "../../lib/links";
import type { Country, WithLinkComponent } from "../../lib/types";
import { type CustomerServiceMessage, CustomerServicePanel, type CustomerServiceReceipt } from "../customer-service/customer-service-panel";
import { Logo } from "../logo/logo";
import { CountryChooser } from "./country-chooser";
import { SubscribeForm } from "./subscribe-form";

/** One social QR code in the footer. */
export interface SocialCode {
  key: string;
  /** Caption, e.g. 公众号. */
  caption: string;
  /** URL encoded into a real QR code… */
  value?: string;
  /** …or a ready-made QR image. */
  imageSrc?: string;
}

/** A registration-record link (ICP 备案, 公安备案). */
export interface RecordLink {
  label: string;
  href: string;
}

/** Props of {@link Footer}. */
export interface FooterProps extends WithLinkComponent {
  /** `hidden` renders nothing (spec §2: hidden only on checkout). */
  mode?: FooterMode;
  /** Countries for the chooser (content document `country.json`). */
  countries?: Country[];
  /** Subscribe a valid mobile with the consent line (spec §5, §7 member subscribe); resolves with the server's message. Without it the box is hidden. */
  onSubscribe?: (mobile: string, consentText: string) => Promise<string | void>;
  /** Already subscribed: show the completion text. */
  subscribed?: boolean;
  /**
   * Sends a 在线客服 question (the gateway's sendCustomerServiceMessage) and resolves with the
   * ticket: 在线客服 then opens {@link CustomerServicePanel} (hours, hotline, official-account QR,
   * message form).
   */
  onSendServiceMessage?: (message: CustomerServiceMessage) => Promise<CustomerServiceReceipt>;
  /** The signed-in member's mobile, filled into the 在线客服 form. */
  memberMobile?: string;
  /** Opens online customer service elsewhere (used when `onSendServiceMessage` is absent); without either, the entry links to the FAQ. */
  onCustomerService?: () => void;
  /**
   * Whether the store has online customer service at all (default true). False (the brand has
   * no customer-service system: the gateway's CUSTOMER_SERVICE_PROVIDER=none) hides the 在线客服
   * entry; the hotline stays.
   */
  customerService?: boolean;
  /** Service hotline. */
  phone?: string;
  /** Careers site (external, new tab). */
  careersUrl?: string;
  /** Investor relations site (external, new tab). */
  investorsUrl?: string;
  /** Social QR codes; defaults to 公众号, 体验中心, 微博, 生活分享. */
  socialCodes?: SocialCode[];
  /** Two registration-record links. */
  records?: [RecordLink, RecordLink];
  /** Year in the copyright; default the current year. */
  year?: number;
  className?: string;
}

/** Default social codes (fictional URLs of the fictional brand). */
export const DEFAULT_SOCIAL_CODES: SocialCode[] = [
  { key: "official", caption: "公众号", value: "https://www.xunlan.example/social/official-account" },
  { key: "experience", caption: "体验中心", value: "https://www.xunlan.example/social/experience-centre" },
  { key: "weibo", caption: "微博", value: "https://www.xunlan.example/social/microblog" },
  { key: "lifestyle", caption: "生活分享", value: "https://www.xunlan.example/social/lifestyle" },
];

/** Default registration records (fictional numbers). */
export const DEFAULT_RECORDS: [RecordLink, RecordLink] = [
  { label: "沪ICP备20250001号-1", href: "https://beian.miit.gov.cn/" },
  { label: "沪公网安备 31010402000001号", href: "https://beian.mps.gov.cn/" },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 text-xs font-bold tracking-[0.12em] text-grey-400">{title}</h2>
      <ul className="space-y-3 text-sm">{children}</ul>
    </div>
  );
}

const linkClass = "text-paper/85 transition-colors hover:text-paper hover:underline underline-offset-4";

/**
 * The site footer of spec §2: subscription box, online customer service and hotline with hours,
 * link columns (nearby stores; help centre; about us with external careers and investors),
 * social QR codes, country/language chooser, © current year and two registration records.
 */
export function Footer({
  mode = "full",
  countries = [],
  onSubscribe,
  subscribed,
  onSendServiceMessage,
  memberMobile,
  onCustomerService,
  customerService = true,
  phone = "400-820-1818",
  careersUrl = "https://careers.xunlan.example/",
  investorsUrl = "https://investors.xunlan.example/",
  socialCodes = DEFAULT_SOCIAL_CODES,
  records = DEFAULT_RECORDS,
  year,
  LinkComponent,
  className,
}: FooterProps) {
  const [currentYear] = useState(() => new Date().getFullYear());
  const [serviceOpen, setServiceOpen] = useState(false);
  if (mode === "hidden") return null;
  const openService = onSendServiceMessage ? () => setServiceOpen(true) : onCustomerService;
  const official = socialCodes.find((code) => code.key === "official");
  return (
    <footer className={cn("bg-ink text-paper", className)}>
      <Container className="grid gap-10 border-b border-paper/15 py-12 lg:grid-cols-[1.2fr_1fr] lg:py-16">
        <div>
          <p className="font-display text-display-sm tracking-tight uppercase lg:text-display-md">
            先人一步
            <span className="block text-accent">获取新品资讯</span>
          </p>
          <p className="mt-4 mb-6 max-w-[460px] text-sm leading-relaxed text-grey-400">
            留下手机号码，第一时间收到新品发售、会员活动与门店福利。
          </p>
          <SubscribeForm onSubscribe={onSubscribe} subscribed={subscribed} />
        </div>
        <div className="flex flex-col gap-6 lg:items-end lg:text-right">
          {!customerService ? null : openService ? (
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={openService}
              className="inline-flex h-12 items-center gap-3 border border-paper px-6 text-sm font-bold tracking-wide transition-colors hover:bg-paper hover:text-ink"
            >
              <ServiceIcon size={20} />
              在线客服
            </button>
          ) : (
            <Anchor
              as={LinkComponent}
              href={HELP_LINKS[0]!.href}
              className="inline-flex h-12 items-center gap-3 border border-paper px-6 text-sm font-bold tracking-wide transition-colors hover:bg-paper hover:text-ink"
            >
              <ServiceIcon size={20} />
              在线客服
            </Anchor>
          )}
          <div>
            <a
              href={`tel:${phone.replace(/[^\d+]/g, "")}`}
              className="inline-flex items-center gap-2 font-display text-2xl font-black tracking-tight hover:text-accent"
            >
              <PhoneIcon size={20} />
              {phone}
            </a>
            {/* spec §2 Footer / §9: customer service hours 10:00-22:00, except public holidays */}
            <p className="mt-1 text-xs text-grey-400">周一至周日 {CUSTOMER_SERVICE_HOURS}（法定节假日除外）</p>
          </div>
        </div>
      </Container>

      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:grid-cols-3 lg:grid-cols-[1fr_1fr_1fr_2fr]">
        <Column title="附近门店">
          <li>
            <Anchor as={LinkComponent} href={ROUTES.stores} className={linkClass}>
              查找附近门店
            </Anchor>
          </li>
        </Column>
        <Column title="帮助中心">
          {HELP_LINKS.map((l) => (
            <li key={l.key}>
              <Anchor as={LinkComponent} href={l.href} className={linkClass}>
                {l.label}
              </Anchor>
            </li>
          ))}
        </Column>
        <Column title="关于我们">
          <li>
            <Anchor external href={careersUrl} className={linkClass}>
              加入我们
            </Anchor>
          </li>
          <li>
            <Anchor external href={investorsUrl} className={linkClass}>
              投资者关系
            </Anchor>
          </li>
        </Column>
        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <h2 className="mb-4 text-xs font-bold tracking-[0.12em] text-grey-400">关注我们</h2>
          <ul className="grid grid-cols-4 gap-3 lg:max-w-[440px] lg:gap-4">
            {socialCodes.map((code) => (
              <li key={code.key}>
                <QrFrame
                  caption={code.caption}
                  value={code.value}
                  imageSrc={code.imageSrc}
                  size={84}
                  tone="dark"
                  className="w-full [&>div]:w-full [&_svg]:h-auto [&_svg]:w-full"
                />
              </li>
            ))}
          </ul>
        </div>
      </Container>

      <div className="border-t border-paper/15">
        <Container className="flex flex-col gap-5 py-6 text-xs text-grey-400 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <Logo color="white" height={18} withHanzi={false} />
            {countries.length ? <CountryChooser countries={countries} className="text-grey-300" /> : null}
          </div>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <span>© {year ?? currentYear} 迅岚 XUNLAN 版权所有</span>
            {records.map((r) => (
              <Anchor key={r.href + r.label} external href={r.href} className="hover:text-paper">
                {r.label}
              </Anchor>
            ))}
          </div>
        </Container>
      </div>
      {onSendServiceMessage ? (
        <CustomerServicePanel
          open={serviceOpen}
          onClose={() => setServiceOpen(false)}
          onSend={onSendServiceMessage}
          phone={phone}
          officialAccountValue={official?.value}
          officialAccountImage={official?.imageSrc}
          defaultMobile={memberMobile}
        />
      ) : null}
    </footer>
  );
}
