/** Staff roles of the operations API (issue 25 §1) and what each may do in the console. */
export const STAFF_ROLES = ["customer_service", "fulfilment", "finance", "merchandising", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_TEXT: Readonly<Record<StaffRole, string>> = {
  customer_service: "客服",
  fulfilment: "仓储物流",
  finance: "财务",
  merchandising: "商品运营",
  admin: "管理员",
};

/**
 * The console's capabilities and the roles the API grants them (apps/gateway/src/http/ops-actions.ts
 * names the same roles per action; the API refuses another role with 403 whatever the console shows).
 */
export const CAPABILITIES = {
  readOrders: ["customer_service", "fulfilment", "finance"],
  note: ["customer_service"],
  cancel: ["customer_service"],
  openReturn: ["customer_service"],
  decideReturn: ["customer_service"],
  ship: ["fulfilment"],
  pickup: ["fulfilment"],
  receiveReturn: ["fulfilment"],
  refund: ["finance"],
  stock: ["merchandising"],
  catalog: ["merchandising"],
  coupons: ["merchandising"],
  staff: ["admin"],
  audit: ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Capability = keyof typeof CAPABILITIES;

export function can(roles: readonly StaffRole[] | undefined, capability: Capability): boolean {
  const allowed: readonly StaffRole[] = CAPABILITIES[capability];
  return (roles ?? []).some((role) => allowed.includes(role));
}

export const ORDER_STATUS_TEXT: Readonly<Record<string, string>> = {
  pending_payment: "待付款",
  paid: "待发货",
  shipped: "已发货",
  completed: "已完成",
  cancelled: "已取消",
  after_sale: "售后中",
  refunded: "已退款",
};

/** The first page of a role after sign-in. */
export function homeOf(roles: readonly StaffRole[] | undefined): string {
  if (can(roles, "readOrders")) return "/orders";
  if (can(roles, "stock")) return "/stock";
  if (can(roles, "staff")) return "/staff";
  return "/login";
}
