import { Anchor, ArrowIcon, cn, Skeleton } from "@xunlan/ui";
import { formatPoints, type PointsSummary } from "../../lib/points";

/** Props of {@link MemberLevelCard}. */
export interface MemberLevelCardProps {
  /** memberPointsSummary; a placeholder while null. */
  summary: PointsSummary | null;
  /** Where 积分明细 goes. */
  pointsHref?: string;
  className?: string;
}

/** How far a points total is from the next level, 0–100. */
export function levelProgressPercent(summary: Pick<PointsSummary, "point" | "level" | "levels" | "nextLevelPoints">): number {
  if (summary.nextLevelPoints == null) return 100;
  const current = summary.levels.find((l) => l.name === summary.level)?.minPoints ?? 0;
  const span = summary.nextLevelPoints - current;
  return span > 0 ? Math.min(100, Math.max(0, Math.round(((summary.point - current) / span) * 100))) : 100;
}

/**
 * The member page's level card (issue 24 §2): the level the member's points reach, the points,
 * how many points the next level still needs (a bar) and a link to the points history.
 */
export function MemberLevelCard({ summary, pointsHref = "/ucenter/points", className }: MemberLevelCardProps) {
  if (!summary) {
    return (
      <output aria-busy="true" aria-label="正在加载会员等级" className={cn("block border border-grey-200 p-5", className)}>
        <Skeleton height={72} />
      </output>
    );
  }
  const percent = levelProgressPercent(summary);
  return (
    <section
      aria-labelledby="member-level-title"
      className={cn("flex flex-col gap-4 border border-grey-200 bg-paper p-5 lg:p-6", className)}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="member-level-title" className="text-2xs font-bold tracking-(--tracking-label) text-grey-500">
            会员等级
          </h2>
          <p className="inline-flex items-center gap-2 font-display text-xl font-black text-ink">
            <span aria-hidden="true" className="size-2 rotate-45 bg-accent" />
            {summary.level}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <p className="text-2xs font-bold tracking-(--tracking-label) text-grey-500">可用积分</p>
          <p className="font-display text-xl font-black text-ink tabular-nums">{formatPoints(summary.point)}</p>
        </div>
      </div>
      <progress
        aria-label={summary.nextLevel ? `距${summary.nextLevel}` : "已达最高等级"}
        value={percent}
        max={100}
        className="h-1.5 w-full appearance-none overflow-hidden bg-grey-100 [&::-moz-progress-bar]:bg-ink [&::-webkit-progress-bar]:bg-grey-100 [&::-webkit-progress-value]:bg-ink"
      />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-grey-600">
          {summary.nextLevel && summary.pointsToNextLevel != null ? (
            <>
              再得 <strong className="font-bold text-ink tabular-nums">{formatPoints(summary.pointsToNextLevel)}</strong> 积分升级为
              {summary.nextLevel}
            </>
          ) : (
            "已是最高等级"
          )}
        </p>
        <Anchor href={pointsHref} className="inline-flex min-h-11 items-center gap-1 font-bold text-ink underline-offset-4 hover:underline">
          积分明细
          <ArrowIcon size={14} />
        </Anchor>
      </div>
    </section>
  );
}
