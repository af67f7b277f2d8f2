import type { BrandSystems } from "../../src/flows/brand-systems";
import { createSandbox } from "../../src/flows/sandbox";
import type { Database } from "../../src/kernel/db";
import type { HttpRoute } from "../../src/kernel/http/routes";
import { renderCaptchaSvg } from "../../src/modules/members/captcha-service";
import { DEFAULT_MEMBER_LIMITS, type MemberLimits } from "../../src/modules/members/member-config";
import { createMemberDeps, type MemberDeps } from "../../src/modules/members/member-deps";
import { createArgon2Hasher, type PasswordHasher } from "../../src/modules/members/password-hasher";
import type { WechatJsSdk, WechatProvider } from "../../src/modules/members/providers";
import type { PaymentProvider } from "../../src/modules/payments";
import type { RetailSystem } from "../../src/modules/retail/retail-system";
import type { StorageDeps } from "../../src/modules/storage/storage-provider";
import { createGateway, type Gateway } from "../../src/server";
import { gql } from "./graphql";
import { type CapturingLogger, createCapturingLogger } from "./logs";

/** A clock tests move forward (codes and captchas expire against it). */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

/** Starts at the real time (tokens are checked against it) and only moves when told. */
export function createTestClock(start = Date.now()): TestClock {
  let t = start;
  return { now: () => new Date(t), advance: (ms) => (t += ms) };
}

/** A hasher that counts verify calls (proof that both login paths run argon2). */
export interface CountingHasher extends PasswordHasher {
  verifies: number;
}

export function createCountingHasher(inner = createArgon2Hasher()): CountingHasher {
  const hasher: CountingHasher = {
    verifies: 0,
    hash: (p) => inner.hash(p),
    verify: (phc, p) => {
      hasher.verifies += 1;
      return inner.verify(phc, p);
    },
    get dummyHash() {
      return inner.dummyHash;
    },
  };
  return hasher;
}

/** The gateway with the members module wired as main.ts does, plus test handles. */
export interface MemberHarness {
  gateway: Gateway;
  deps: MemberDeps;
  clock: TestClock;
  hasher: CountingHasher;
  logs: CapturingLogger;
  /** The text of the last captcha rendered (its answer is stored only hashed). */
  lastCaptchaText(): string;
}

export function createMemberHarness(
  db: Database,
  options: {
    limits?: Partial<MemberLimits>;
    nodeEnv?: "development" | "test" | "production";
    /** Sandbox developer tools (outbox, captcha answers); default: outside production. */
    tools?: boolean;
    productExists?: MemberDeps["productExists"];
    /** Payment provider and its routes (cart tests); default: the gateway's sandbox provider, no routes. */
    payments?: { provider: PaymentProvider; routes: (clock: () => Date, logger: CapturingLogger["logger"]) => HttpRoute[] };
    /** The object store (uploads); default: the gateway's sandbox store in a temporary folder. */
    storage?: StorageDeps;
    /** The retail system behind in-store orders; default: the gateway's sandbox. */
    retail?: RetailSystem;
    /** The brand's own systems (sandbox or none); default: every one on its sandbox. */
    systems?: BrandSystems;
    /** WeChat sign-in and JS-SDK; default: the sandbox's. */
    wechat?: { provider: WechatProvider; jsSdk: WechatJsSdk | null };
    /** Origins a WeChat redirect may go to; default: the storefront's in development. */
    storefrontOrigins?: readonly string[];
  } = {},
): MemberHarness {
  const clock = createTestClock();
  const logs = createCapturingLogger();
  const nodeEnv = options.nodeEnv ?? "test";
  const sandbox = createSandbox({
    db,
    logger: logs.logger,
    nodeEnv,
    clock: clock.now,
    ...(options.tools === undefined ? {} : { tools: options.tools }),
  });
  const hasher = createCountingHasher();
  let captchaText = "";
  const deps = createMemberDeps({
    sms: sandbox.sms,
    wechat: options.wechat?.provider ?? sandbox.wechat,
    wechatJsSdk: options.wechat ? options.wechat.jsSdk : sandbox.wechat.jsSdk,
    ...(options.storefrontOrigins ? { storefrontOrigins: options.storefrontOrigins } : {}),
    hasher,
    clock: clock.now,
    limits: { ...DEFAULT_MEMBER_LIMITS, ...options.limits },
    renderCaptcha: (text) => {
      captchaText = text;
      return renderCaptchaSvg(text);
    },
    ...(options.productExists ? { productExists: options.productExists } : {}),
    ...(sandbox.onCaptchaIssued ? { onCaptchaIssued: sandbox.onCaptchaIssued } : {}),
  });
  const gateway = createGateway({
    db,
    logger: logs.logger,
    contentDir: null,
    nodeEnv,
    routes: [...(options.payments?.routes(clock.now, logs.logger) ?? []), ...sandbox.routes],
    members: deps,
    ...(options.payments ? { payments: { provider: options.payments.provider } } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.retail ? { retail: options.retail } : {}),
    ...(options.systems ? { systems: options.systems } : {}),
  });
  return { gateway, deps, clock, hasher, logs, lastCaptchaText: () => captchaText };
}

/** GET on the gateway (sandbox routes). */
export function get(gateway: Gateway, path: string, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(gateway.fetch(new Request(`http://gateway.test${path}`, init)));
}

/** A fresh captcha and its answer. */
export async function captcha(h: MemberHarness): Promise<{ captchaId: string; answer: string }> {
  const res = await gql<{ getCaptcha: { captchaId: string } }>(h.gateway, "mutation { getCaptcha { captchaId } }");
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return { captchaId: res.data.getCaptcha.captchaId, answer: h.lastCaptchaText() };
}

/** The latest code texted to `mobile`, read from GET /sandbox/sms/outbox. */
export async function latestCode(h: MemberHarness, mobile: string): Promise<string> {
  const res = await get(h.gateway, `/sandbox/sms/outbox?mobile=${mobile}`);
  const body = (await res.json()) as { messages: Array<{ code: string | null }> };
  const code = body.messages[0]?.code;
  if (!code) throw new Error(`no SMS for ${mobile}`);
  return code;
}

export const SEND_CODE = /* GraphQL */ `
  mutation Send($username: String!, $type: Int!, $captchaId: String!, $captchaCode: String!) {
    getVerifyCode(username: $username, type: $type, captchaId: $captchaId, captchaCode: $captchaCode) {
      success message expiresAt resendAfterSeconds
    }
  }
`;

export const LOGIN = /* GraphQL */ `
  mutation Login($username: String!, $type: Int!, $code: String!, $authCode: String) {
    memberLogin(username: $username, type: $type, code: $code, authCode: $authCode) {
      userToken expiresAt isMemberLoggedIn openId unionId
      user { cellphone referedSource username groupId memberUid }
    }
  }
`;

/** The §3 login result as the tests read it. */
export interface LoginJson {
  userToken: string;
  expiresAt: string;
  isMemberLoggedIn: boolean;
  openId: string | null;
  unionId: string | null;
  user: { cellphone: string; referedSource: string | null; username: string; groupId: number; memberUid: string };
}

/** Sends a code (captcha included) and returns it; moves the clock past the 60 s interval first. */
export async function sendCode(
  h: MemberHarness,
  mobile: string,
  options: { type?: number; headers?: Record<string, string> } = {},
): Promise<string> {
  h.clock.advance(61_000);
  const c = await captcha(h);
  const res = await gql(h.gateway, SEND_CODE, {
    variables: { username: mobile, type: options.type ?? 4, captchaId: c.captchaId, captchaCode: c.answer },
    headers: options.headers,
  });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return latestCode(h, mobile);
}

/** Logs in by SMS (registering a new mobile) and returns the login result. */
export async function loginBySms(h: MemberHarness, mobile: string, token?: string): Promise<LoginJson> {
  const code = await sendCode(h, mobile);
  const res = await gql<{ memberLogin: LoginJson }>(h.gateway, LOGIN, {
    variables: { username: mobile, type: 4, code },
    ...(token ? { token } : {}),
  });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.memberLogin;
}

/** A random valid mobile number (138…). */
export function randomMobile(): string {
  return `138${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}
