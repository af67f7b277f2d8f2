/**
 * Member points and levels (issue 24 §2): the one place that says how points are earned and
 * which level a points total reaches. The gateway credits and reverses points with these rules
 * and writes the level; the member centre shows the level, the thresholds and the points to the
 * next level from the same table. Pure: integers in, integers out (money in fen).
 */

/** A member level: its name and the points total from which it holds. */
export interface MemberLevel {
  name: string;
  /** The lowest points total of the level (the first level starts at 0). */
  minPoints: number;
}

/**
 * The levels, lowest first. A level follows from the member's points alone: reaching a
 * threshold raises it, a return that takes points back can lower it.
 */
export const MEMBER_LEVELS: readonly MemberLevel[] = [
  { name: "迅岚会员", minPoints: 0 },
  { name: "银卡会员", minPoints: 1000 },
  { name: "金卡会员", minPoints: 3000 },
];

/** Where a points total stands: its level, the next level and how many points are missing. */
export interface MemberLevelProgress {
  level: string;
  points: number;
  /** null at the top level. */
  nextLevel: string | null;
  /** The points total the next level starts at; null at the top level. */
  nextLevelPoints: number | null;
  /** Points still needed for the next level; null at the top level. */
  pointsToNextLevel: number | null;
}

/** The level of a points total and the way to the next one (a negative total counts as 0). */
export function memberLevelProgress(points: number, levels: readonly MemberLevel[] = MEMBER_LEVELS): MemberLevelProgress {
  const total = Math.max(0, Math.trunc(points));
  let index = 0;
  levels.forEach((level, i) => {
    if (total >= level.minPoints) index = i;
  });
  const next = levels[index + 1] ?? null;
  return {
    level: levels[index]?.name ?? "",
    points: total,
    nextLevel: next?.name ?? null,
    nextLevelPoints: next?.minPoints ?? null,
    pointsToNextLevel: next ? next.minPoints - total : null,
  };
}

/** Points per whole yuan paid online (before a double-points promotion's rate). */
export const POINTS_PER_YUAN = 1;

/**
 * The points an amount paid online earns: one per whole yuan, rounded down, times the rate of a
 * points promotion (2 for 积分翻倍). `fen` is integer fen; anything below 1 yuan earns nothing.
 */
export function pointsForFen(fen: number, rate = 1): number {
  if (!Number.isFinite(fen) || fen <= 0) return 0;
  const r = Number.isInteger(rate) && rate > 0 ? rate : 1;
  return Math.floor(Math.trunc(fen) / 100) * POINTS_PER_YUAN * r;
}
