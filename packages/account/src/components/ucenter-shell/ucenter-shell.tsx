import { cn, Spinner, VisuallyHidden } from "@xunlan/ui";
import { maskMobile, maskName } from "@xunlan/validation";
import { type ReactNode, useState } from "react";
import { defaultRenderLink } from "../../lib/render-link";
import { UCENTER_SECTIONS, type UcenterSection } from "../../lib/sections";
import type { MemberProfile, RenderLink } from "../../lib/types";

/** Props of {@link UcenterShell}. */
export interface UcenterShellProps {
  /** The logged-in member (`member`, §7); `null` while it loads. */
  member: Pick<MemberProfile, "name" | "cellphone" | "level" | "point" | "headImage"> | null;
  /** The tab of the current route. */
  active: UcenterSection;
  /** Renders the tab links with the app's router; default a plain `<a>`. */
  renderLink?: RenderLink;
  /** `memberLogout` then the app's §4 logout (clear state, go to /). */
  onLogout: () => void | Promise<void>;
  /** The child page. */
  children?: ReactNode;
}

const numberFormat = new Intl.NumberFormat("zh-CN");

function levelText(level: MemberProfile["level"]): string {
  if (level === null || level === undefined || level === "") return "会员";
  return typeof level === "number" ? `LV${level}` : level;
}

/**
 * The /ucenter layout (spec §2): a dark hero band continuing the dark header (the logo is white
 * inside /ucenter) with greeting, member level and points and 退出登录, then the tabs 个人资料 ·
 * 我的订单 · 售后服务 · 我的收藏 — a horizontally scrolling strip on mobile, a side nav from 1024 px.
 */
export function UcenterShell({ member, active, renderLink = defaultRenderLink, onLogout, children }: UcenterShellProps) {
  const [leaving, setLeaving] = useState(false);
  // spec §5: names and mobiles are shown masked
  const who = member ? (member.name ? maskName(member.name) : maskMobile(member.cellphone)) : null;
  const initial = member?.name ? Array.from(member.name.trim())[0] : null;

  const logout = async () => {
    setLeaving(true);
    try {
      await onLogout();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <div className="min-h-dvh bg-canvas">
      <section aria-label="会员信息" className="relative isolate overflow-hidden bg-ink text-paper">
        {/* Decoration drawn by CSS (content: attr()), so it is no text node: not read out, and
            not held to text contrast (axe color-contrast) — a texture, not copy. */}
        <span
          aria-hidden="true"
          data-word="XUNLAN"
          className="pointer-events-none absolute -right-6 -bottom-6 -z-10 font-display text-[7.5rem] leading-none font-black tracking-tighter text-grey-900 select-none before:content-[attr(data-word)] lg:-bottom-10 lg:text-[13rem]"
        />
        <span aria-hidden="true" className="absolute inset-x-0 bottom-0 h-px bg-grey-800" />
        <div className="mx-auto flex max-w-(--container-layout-lg) flex-col gap-6 px-5 pt-8 pb-7 lg:flex-row lg:items-end lg:justify-between lg:px-10 lg:pt-14 lg:pb-12">
          <div className="flex items-center gap-4 lg:gap-6">
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-pill bg-grey-800 font-display text-2xl font-black text-paper ring-2 ring-volt ring-offset-4 ring-offset-ink lg:size-20 lg:text-3xl"
            >
              {member?.headImage ? <img src={member.headImage} alt="" className="size-full object-cover" /> : (initial ?? "迅")}
            </span>
            <div className="flex min-w-0 flex-col gap-2">
              <p className="text-2xs font-bold tracking-[0.24em] text-volt">迅岚会员 · 会员中心</p>
              <h1 className="truncate font-display text-display-sm lg:text-display-md">
                {/* while the member loads the h1 still names the page (axe empty-heading); the bar is drawn only */}
                {who ? (
                  `你好，${who}`
                ) : (
                  <>
                    <VisuallyHidden>会员中心</VisuallyHidden>
                    <span aria-hidden="true" className="inline-block h-8 w-40 animate-pulse bg-grey-800 align-middle" />
                  </>
                )}
              </h1>
            </div>
          </div>
          <div className="flex items-end justify-between gap-6 lg:justify-end lg:gap-10">
            <dl className="flex gap-8 lg:gap-10">
              <div className="flex flex-col gap-1">
                <dt className="text-2xs tracking-(--tracking-label) text-grey-400">会员等级</dt>
                <dd className="inline-flex items-center gap-2 text-base font-bold lg:text-lg">
                  <span aria-hidden="true" className="size-2 rotate-45 bg-volt" />
                  {member ? levelText(member.level) : "—"}
                </dd>
              </div>
              <div className="flex flex-col gap-1">
                <dt className="text-2xs tracking-(--tracking-label) text-grey-400">可用积分</dt>
                <dd className="font-display text-xl leading-6 font-black tabular-nums lg:text-2xl">
                  {member ? numberFormat.format(member.point ?? 0) : "—"}
                </dd>
              </div>
            </dl>
            <button
              type="button"
              onClick={() => void logout()}
              disabled={leaving}
              aria-busy={leaving || undefined}
              className="inline-flex h-9 shrink-0 items-center gap-2 border border-grey-600 px-4 text-xs font-bold tracking-wide text-paper transition-colors hover:border-paper hover:bg-paper hover:text-ink disabled:cursor-progress disabled:opacity-60"
            >
              {leaving ? <Spinner size={14} /> : null}
              退出登录
            </button>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-(--container-layout-lg) lg:grid lg:grid-cols-[220px_minmax(0,1fr)] lg:gap-10 lg:px-10 lg:py-12">
        <nav
          aria-label="会员中心"
          className="sticky top-0 z-10 border-b border-grey-200 bg-paper lg:static lg:self-start lg:border lg:border-grey-200"
        >
          <ul className="flex overflow-x-auto px-2 [scrollbar-width:none] lg:flex-col lg:overflow-visible lg:px-0 lg:py-2 [&::-webkit-scrollbar]:hidden">
            {UCENTER_SECTIONS.map((section) => {
              const current = section.key === active;
              return (
                <li key={section.key} className="shrink-0">
                  {renderLink({
                    href: section.href,
                    "aria-current": current ? "page" : undefined,
                    className: cn(
                      "relative flex h-12 items-center px-4 text-sm whitespace-nowrap transition-colors lg:h-13 lg:justify-between lg:px-6",
                      "after:absolute after:inset-x-4 after:bottom-0 after:h-0.5 after:transition-colors lg:after:inset-x-auto lg:after:inset-y-3 lg:after:left-0 lg:after:h-auto lg:after:w-0.5",
                      current ? "font-bold text-ink after:bg-accent" : "text-grey-600 after:bg-transparent hover:text-ink",
                    ),
                    children: <span>{section.label}</span>,
                  })}
                </li>
              );
            })}
          </ul>
        </nav>
        {/* The site layout owns the one <main> landmark; this is its content column. */}
        <div className="min-w-0 bg-paper px-5 py-8 lg:border lg:border-grey-200 lg:p-10">{children}</div>
      </div>
    </div>
  );
}
