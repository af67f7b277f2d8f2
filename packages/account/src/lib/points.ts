/** One line of the points history. */
export interface PointsEntry {
  id: string | number;
  kind: string;
  kindText: string;
  points: number;
  balance: number;
  rate: number;
  orderNumber?: string | null;
  returnOrderNumber?: string | null;
  createdAt: string;
}

/** The member's points, level and the way to the next (memberPointsSummary). */
export interface PointsSummary {
  point: number;
  level: string;
  nextLevel?: string | null;
  nextLevelPoints?: number | null;
  pointsToNextLevel?: number | null;
  levels: ReadonlyArray<{ name: string; minPoints: number }>;
  earnRule: string;
  promotion?: { name: string; rate: number; startDate?: string | null; endDate?: string | null } | null;
}

const numberFormat = new Intl.NumberFormat("zh-CN");

/** 1,216 */
export function formatPoints(points: number): string {
  return numberFormat.format(points);
}

/** The history's signed amount: +1,216 / -602. */
export function signedPoints(points: number): string {
  return points > 0 ? `+${formatPoints(points)}` : points < 0 ? `-${formatPoints(-points)}` : "0";
}
