/** What an order earns in points (Order.points, issue 24 §2). */
export interface OrderPointsInfo {
  /** Credited: what it earned less what returns took back; before: what it will earn on completion. */
  points: number;
  /** 2 when placed during 积分翻倍. */
  rate: number;
  credited: boolean;
  reversed: number;
  promotionName?: string | null;
}

const numberFormat = new Intl.NumberFormat("zh-CN");

/** 1,216 */
function formatPoints(points: number): string {
  return numberFormat.format(points);
}

/**
 * The sentence an order shows about its points, or null when it earns none: 已获得 N 积分
 * (with what returns took back), or 订单完成后可得 N 积分 before it completes.
 */
export function orderPointsText(info: OrderPointsInfo | null | undefined): string | null {
  if (!info) return null;
  if (info.credited) {
    const taken = info.reversed > 0 ? `（退货扣回 ${formatPoints(info.reversed)}）` : "";
    return `已获得 ${formatPoints(info.points)} 积分${taken}`;
  }
  return info.points > 0 ? `订单完成后可得 ${formatPoints(info.points)} 积分` : null;
}
