import type { ReorderResult } from "./reorder-summary";

// A reorder answer shaped by the generated ReorderMutation type (test and story data).
const image = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'%3E%3Crect width='10' height='10' fill='%23cfc7b8'/%3E%3C/svg%3E";
const line = (sku: string, name: string, changes: Partial<ReorderResult["lines"][number]>): ReorderResult["lines"][number] => ({
  sku,
  productId: "XL25RS0001-001",
  productName: "SWIFTRUN 5",
  styleDisplayNameCn: name,
  colorNameCn: "曜石黑",
  sizeLabel: "42",
  sizeText: "265（US 8.5）",
  image,
  orderedQuantity: 1,
  addedQuantity: 1,
  previousPrice: 899,
  currentPrice: 899,
  status: "added",
  priceChanged: false,
  message: "",
  ...changes,
});

/** Four lines: one as it was, one cheaper today, one capped by stock, one sold out. */
export const SAMPLE_REORDER: ReorderResult = {
  orderNumber: "XL20261220123456",
  addedQuantity: 3,
  cart: { count: 5 },
  lines: [
    line("6901234567001", "迅岚 疾风 5 代 男子跑鞋", {}),
    line("6901234567002", "迅岚 云步 女子缓震跑鞋", { previousPrice: 1099, currentPrice: 999, priceChanged: true, message: "价格由 ¥1,099.00 变为 ¥999.00" }),
    line("6901234567003", "迅岚 速干短袖 T 恤", { orderedQuantity: 3, addedQuantity: 1, status: "capped", message: "库存或限购数量不足，仅加入 1 件（原购买 3 件）" }),
    line("6901234567004", "迅岚 轻量防风外套", { addedQuantity: 0, status: "sold_out", message: "该尺码已售罄，未加入购物袋" }),
  ],
};
