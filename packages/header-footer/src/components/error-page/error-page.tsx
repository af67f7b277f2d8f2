import { Anchor, ArrowIcon, Container, cn } from "@xunlan/ui";
import { errorMessageFor, MESSAGES } from "@xunlan/validation";
import type { WithLinkComponent } from "../../lib/types";

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps extends WithLinkComponent {
  /** HTTP-like code. 404 shows the not-found text, anything else the server-error text. Default 404. */
  statusCode?: number;
  /** Where 返回首页 goes. Default `/`. */
  homeHref?: string;
  className?: string;
}

/**
 * The error page of spec §2: 404 → 很抱歉，您访问的页面不存在; any other code →
 * 服务器出了小问题，请稍后再试～; both with a 返回首页 link. A 404 also says spec §2's second
 * not-found text, 'This page could not be found', above its heading. (Use `errorCodeFromPath` of
 * `@xunlan/validation` for the forced /error-400, /error-404 and /error-500 paths.)
 */
export function ErrorPage({ statusCode = 404, homeHref = "/", LinkComponent, className }: ErrorPageProps) {
  const message = errorMessageFor(statusCode);
  const notFound = statusCode === 404;
  return (
    <section
      aria-labelledby="xl-error-title"
      data-status={statusCode}
      className={cn("relative overflow-hidden bg-paper text-ink", className)}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-0 -right-24 h-full w-2/3 -skew-x-[18deg] bg-canvas lg:-right-10 lg:w-1/2"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-0 right-[42%] hidden h-full w-3 -skew-x-[18deg] bg-accent lg:block"
      />
      <Container className="relative flex min-h-[70vh] flex-col justify-center gap-8 py-20 lg:min-h-[640px]">
        <p aria-hidden="true" className="font-display text-[7.5rem] leading-[0.8] font-black tracking-[-0.06em] italic lg:text-[13rem]">
          {statusCode}
        </p>
        <div className="max-w-[560px]">
          <p className="mb-3 text-xs font-bold tracking-[0.2em] text-accent uppercase">
            {/* spec §2: the not-found page's other text, 'This page could not be found'. */}
            {notFound ? (
              <>
                404 · <span lang="en">{MESSAGES.notFoundEn}</span>
              </>
            ) : (
              "系统繁忙"
            )}
          </p>
          <h1 id="xl-error-title" className="font-display text-[26px] leading-tight font-black tracking-tight text-balance lg:text-4xl">
            {message}
          </h1>
          <p className="mt-4 text-sm leading-relaxed text-grey-600">
            {notFound ? "页面可能已下架或地址有误。回到首页，继续探索新品。" : "我们正在全力修复，请稍后刷新页面重试。"}
          </p>
        </div>
        <Anchor
          as={LinkComponent}
          href={homeHref}
          className="group inline-flex h-14 w-fit items-center gap-3 bg-ink px-8 text-sm font-bold tracking-wide text-paper transition-colors hover:bg-accent"
        >
          返回首页
          <ArrowIcon size={18} className="transition-transform group-hover:translate-x-1" />
        </Anchor>
      </Container>
    </section>
  );
}
