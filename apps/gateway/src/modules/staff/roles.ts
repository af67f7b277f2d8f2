/**
 * Staff roles (issue 25 §1; spec §6 leaves them to us). A staff member or an API key holds a
 * set of them; an operations action names the one role that may call it.
 */
export const STAFF_ROLES = ["customer_service", "fulfilment", "finance", "merchandising", "admin"] as const;

/** One of {@link STAFF_ROLES}. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The Chinese name of each role (console, errors). */
export const STAFF_ROLE_TEXT: Readonly<Record<StaffRole, string>> = {
  customer_service: "客服",
  fulfilment: "仓储物流",
  finance: "财务",
  merchandising: "商品运营",
  admin: "管理员",
};

/** Whether `value` is a role. */
export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Who called the operations API: a signed-in staff member or an API key. */
export interface OpsPrincipal {
  kind: "staff" | "api_key";
  id: number;
  /** The login name, or the key's name. */
  name: string;
  roles: readonly StaffRole[];
}
