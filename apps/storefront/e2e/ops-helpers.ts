import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

// The operations console's journeys (issue 25 §4): its URL, the demo staff the gateway seeds and
// logs at start (their TOTP secrets), RFC 6238 codes from those secrets, and the audit list.

export const OPS_URL = process.env.E2E_OPS_URL ?? "";

export type DemoRole = "customer_service" | "fulfilment" | "finance" | "merchandising" | "admin";

interface DemoAccount {
  loginName: string;
  password: string;
  role: DemoRole;
  totpSecret: string;
}

/** The demo staff accounts from the gateway's start log (written to E2E_GATEWAY_LOG by the config). */
export function demoStaff(role: DemoRole): DemoAccount {
  const log = readFileSync(process.env.E2E_GATEWAY_LOG ?? "", "utf8");
  for (const line of log.split("\n")) {
    if (!line.includes('"accounts"')) continue;
    const entry = JSON.parse(line) as { accounts?: DemoAccount[] };
    const account = entry.accounts?.find((a) => a.role === role);
    if (account) return account;
  }
  throw new Error(`no demo staff account of role ${role} in the gateway's log`);
}

function base32(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const ch of text.replace(/=+$/, "").toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, "0");
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 (SHA-1, 6 digits, 30 s) at a time step. */
function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

// A code signs in once (the gateway keeps the last accepted step; ±1 step is accepted), so a
// second sign-in of one account in the same 30 s uses the next step's code.
const lastStep = new Map<string, number>();
export function nextCode(account: DemoAccount): string {
  const step = Math.max(Math.floor(Date.now() / 30_000), (lastStep.get(account.loginName) ?? 0) + 1);
  lastStep.set(account.loginName, step);
  return totpAt(account.totpSecret, step);
}

/** Signs in to the console's page as the role's demo account; ends on the role's first page. */
export async function consoleSignIn(page: Page, role: DemoRole): Promise<void> {
  const account = demoStaff(role);
  await page.goto(`${OPS_URL}/login`);
  const form = page.getByRole("form", { name: "员工登录" });
  await form.getByLabel("登录名").fill(account.loginName);
  await form.getByLabel("密码").fill(account.password);
  await form.getByLabel("动态码").fill(nextCode(account));
  await form.getByRole("button", { name: "登录" }).click();
  await expect(page.getByTestId("staff-login")).toHaveText(account.loginName);
}

const tokens = new Map<DemoRole, string>();

/** A bearer token of the role's demo account (signed in through the console's same-origin API). */
export async function opsToken(request: APIRequestContext, role: DemoRole): Promise<string> {
  const cached = tokens.get(role);
  if (cached) return cached;
  const account = demoStaff(role);
  const response = await request.post(`${OPS_URL}/ops/api/session`, {
    data: { loginName: account.loginName, password: account.password, totp: nextCode(account) },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  tokens.set(role, token);
  return token;
}

export interface AuditRecord {
  actorName: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

/** The audit records of a target, newest first (the admin's audit list). */
export async function auditOf(request: APIRequestContext, targetId: string): Promise<AuditRecord[]> {
  const token = await opsToken(request, "admin");
  const response = await request.get(`${OPS_URL}/ops/api/audit`, { params: { targetId }, headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: AuditRecord[] }).items;
}
