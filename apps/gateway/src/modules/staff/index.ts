// The staff module (issue 25 §1): staff accounts, roles, TOTP sign-in, sessions, API keys, audit.
export type { AuditEntry, AuditFilter } from "./audit";
export { listAudit, writeAudit } from "./audit";
export type { DemoStaffAccount } from "./demo-staff";
export { DEMO_STAFF_PASSWORD, seedDemoStaff } from "./demo-staff";
export type { OpsPrincipal, StaffRole } from "./roles";
export { isStaffRole, STAFF_ROLE_TEXT, STAFF_ROLES } from "./roles";
export type { StaffRow } from "./staff-service";
export {
  createApiKey,
  createStaff,
  listApiKeys,
  listStaff,
  principalOfApiKey,
  publicStaff,
  revokeApiKey,
  SIGN_IN_FAILURES_MAX,
  STAFF_PASSWORD_MIN,
  STAFF_SESSION_IDLE_MS,
  STAFF_SIGN_IN_FAILED,
  signInStaff,
  signOutStaff,
  staffOfSession,
  updateStaff,
} from "./staff-service";
export { newTotpSecret, totpCode, totpStep, totpUri } from "./totp";
