/** A configuration row seeded on first start; existing keys are never overwritten. */
export interface ConfigSettingSeed {
  configKey: string;
  configValue: unknown;
  description: string;
}

/** Demo configuration read by `configSetting` (spec §7; hours from spec §9). */
export const CONFIG_SETTING_SEED: ConfigSettingSeed[] = [
  { configKey: "site.name", configValue: "迅岚 XUNLAN", description: "品牌名称" },
  { configKey: "site.slogan", configValue: "迅如风，岚不止", description: "品牌口号" },
  { configKey: "service.phone", configValue: "400-820-1088", description: "客服电话" },
  // spec §9: customer service hours 10:00-22:00.
  { configKey: "service.hours", configValue: "10:00-22:00", description: "客服时间" },
  {
    configKey: "service.contact",
    configValue: { phone: "400-820-1088", hours: "10:00-22:00", email: "service@xunlan.example" },
    description: "客服联系方式（结构化）",
  },
  {
    // spec §4 pickup slots: days the courier does not pick up returns (public holidays).
    configKey: "after_sale.pickup_blocked_days",
    configValue: ["2026-10-01", "2026-10-02", "2026-10-03", "2027-01-01", "2027-02-06", "2027-02-07", "2027-02-08"],
    description: "退货上门取件不可预约的日期（法定节假日）",
  },
];
