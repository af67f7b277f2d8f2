import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { Anchor, cn, LoadError, Skeleton } from "@xunlan/ui";
import { formatBeijing } from "@xunlan/validation";
import { useState } from "react";
import { formatPoints, type PointsEntry, type PointsSummary, signedPoints } from "../../lib/points";
import { orderDetailHref } from "../../lib/sections";
import { pointsHistoryQueryOptions, pointsSummaryQueryOptions } from "../../queries/points-queries";
import { MemberLevelCard } from "./member-level-card";

/** Entries per page of the history. */
export const POINTS_PAGE_SIZE = 20;

/** Props of {@link PointsOverview}. */
export interface PointsOverviewProps {
  summary: PointsSummary;
}

const day = (iso: string | null | undefined) => (iso ? formatBeijing(iso, "YYYY.MM.DD") : "");

/**
 * How points work, from the gateway's data (issue 24 §2): the earning rule, the points promotion
 * running now with its Beijing dates and rate, and the levels with the points each starts at.
 */
export function PointsOverview({ summary }: PointsOverviewProps) {
  const promotion = summary.promotion;
  // The window's end is exclusive (the next day's 00:00): the last day is the instant before.
  const lastDay = promotion?.endDate ? formatBeijing(new Date(new Date(promotion.endDate).getTime() - 1), "YYYY.MM.DD") : null;
  return (
    <section aria-labelledby="points-rules-title" className="flex flex-col gap-4 border border-grey-200 bg-paper p-5 lg:p-6">
      <h2 id="points-rules-title" className="text-base font-bold text-ink">
        积分规则
      </h2>
      <p className="text-sm leading-6 text-grey-600">{summary.earnRule}</p>
      {promotion ? (
        <p className="flex flex-wrap items-center gap-2 bg-canvas px-3 py-2 text-sm text-ink">
          <span className="bg-ink px-1.5 py-0.5 text-2xs font-bold tracking-wide text-volt">进行中</span>
          <span>
            {promotion.name}：{day(promotion.startDate)}
            {lastDay ? ` – ${lastDay}` : " 起"} 期间下单，订单完成后积分 ×{promotion.rate}
          </span>
        </p>
      ) : null}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">会员等级与所需积分</caption>
        <thead>
          <tr className="border-b border-grey-200 text-2xs tracking-(--tracking-label) text-grey-500">
            <th scope="col" className="py-2 font-bold">
              等级
            </th>
            <th scope="col" className="py-2 text-right font-bold">
              所需积分
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.levels.map((level) => {
            const current = level.name === summary.level;
            return (
              <tr key={level.name} aria-current={current ? "true" : undefined} className="border-b border-grey-100">
                <td className={cn("py-2.5", current ? "font-bold text-ink" : "text-grey-700")}>
                  {level.name}
                  {current ? <span className="ml-2 bg-volt px-1.5 py-0.5 text-2xs font-bold text-ink">当前等级</span> : null}
                </td>
                <td className="py-2.5 text-right tabular-nums">
                  {level.minPoints === 0 ? "注册即享" : `${formatPoints(level.minPoints)} 积分`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** Props of {@link PointsHistory}. */
export interface PointsHistoryProps {
  /** The page's entries; a placeholder while null. */
  entries: readonly PointsEntry[] | null;
}

/** The points history (issue 24 §2): each change with its order, Beijing time, amount and the balance after. */
export function PointsHistory({ entries }: PointsHistoryProps) {
  if (!entries) {
    return (
      <output aria-busy="true" aria-label="正在加载积分明细" className="flex flex-col gap-3">
        <Skeleton height={56} />
        <Skeleton height={56} />
      </output>
    );
  }
  if (entries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 border border-grey-200 bg-paper px-6 py-12 text-center">
        <p className="text-base font-bold text-ink">暂无积分记录</p>
        <p className="max-w-sm text-sm leading-6 text-grey-600">订单完成后，积分自动到账并记录在这里。</p>
        <Anchor
          href="/ucenter/orders"
          className="inline-flex min-h-11 items-center text-sm font-bold underline underline-offset-4 hover:text-accent"
        >
          查看我的订单
        </Anchor>
      </div>
    );
  }
  return (
    <ul aria-label="积分明细" className="flex flex-col border-t border-grey-200">
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-center justify-between gap-4 border-b border-grey-200 py-4">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="flex flex-wrap items-center gap-2 text-sm font-bold text-ink">
              {entry.kindText}
              {entry.kind === "earn" && entry.rate > 1 ? (
                <span className="bg-ink px-1.5 py-0.5 text-2xs font-bold tracking-wide text-volt">积分翻倍</span>
              ) : null}
            </p>
            {entry.orderNumber ? (
              <Anchor
                href={orderDetailHref(entry.orderNumber)}
                className="max-w-full truncate text-xs text-grey-600 underline-offset-4 hover:underline"
              >
                订单 {entry.orderNumber}
              </Anchor>
            ) : null}
            {entry.returnOrderNumber ? <p className="max-w-full truncate text-xs text-grey-600">售后 {entry.returnOrderNumber}</p> : null}
            <p className="text-xs text-grey-500 tabular-nums">
              <time dateTime={entry.createdAt}>{formatBeijing(entry.createdAt, "YYYY-MM-DD HH:mm")}</time>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <p className={cn("font-display text-lg font-black tabular-nums", entry.points < 0 ? "text-grey-600" : "text-ink")}>
              {signedPoints(entry.points)}
            </p>
            <p className="text-xs text-grey-500 tabular-nums">余额 {formatPoints(entry.balance)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link PointsPage}. */
export interface PointsPageProps {
  api: ApiClient;
  /** The queries run only while logged in (the guard has already redirected otherwise). */
  isLoggedIn: boolean;
}

/**
 * /ucenter/points (issue 24 §2 我的积分): the level card, the points history (newest first, 20 a
 * page) and the rules — how points are earned, the running points promotion and the levels.
 */
export function PointsPage({ api, isLoggedIn }: PointsPageProps) {
  const [pageNumber, setPageNumber] = useState(1);
  const summary = useQuery({ ...pointsSummaryQueryOptions(api), enabled: isLoggedIn });
  const history = useQuery({ ...pointsHistoryQueryOptions(api, { pageNumber, pageSize: POINTS_PAGE_SIZE }), enabled: isLoggedIn });
  const pages = history.data ? Math.max(1, Math.ceil(history.data.count / POINTS_PAGE_SIZE)) : 1;
  return (
    <div className="flex flex-col gap-8 lg:gap-10">
      <MemberLevelCard summary={summary.data ?? null} pointsHref="#points-history" />
      <section aria-labelledby="points-history" className="flex flex-col gap-4">
        <h2 id="points-history" className="font-display text-xl font-black text-ink">
          积分明细
        </h2>
        {history.isError ? <LoadError onRetry={() => void history.refetch()} /> : <PointsHistory entries={history.data?.items ?? null} />}
        {pages > 1 ? (
          <nav aria-label="积分明细分页" className="flex items-center justify-center gap-4 text-sm">
            <button
              type="button"
              disabled={pageNumber <= 1}
              onClick={() => setPageNumber((p) => Math.max(1, p - 1))}
              className="inline-flex h-11 items-center border border-grey-300 px-4 font-bold disabled:opacity-40"
            >
              上一页
            </button>
            <span className="tabular-nums text-grey-600">
              {pageNumber} / {pages}
            </span>
            <button
              type="button"
              disabled={pageNumber >= pages}
              onClick={() => setPageNumber((p) => Math.min(pages, p + 1))}
              className="inline-flex h-11 items-center border border-grey-300 px-4 font-bold disabled:opacity-40"
            >
              下一页
            </button>
          </nav>
        ) : null}
      </section>
      {summary.data ? <PointsOverview summary={summary.data} /> : null}
    </div>
  );
}
