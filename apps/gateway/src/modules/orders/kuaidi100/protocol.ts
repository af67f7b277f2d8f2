import { createHash, timingSafeEqual } from "node:crypto";
import { beijingDayStart } from "@xunlan/validation";
import { z } from "zod";

/**
 * The wire format of 快递100 (kuaidi100), the tracking service behind spec §3's shipping status
 * (`state`, `stateCn`, `data` of `time`, `ftime`, `context` is the shape of its answers).
 *
 * Sources (the provider's own demo SDKs and API pages; read 2026-11):
 * - 实时查询 (query): POST https://poll.kuaidi100.com/poll/query.do, form fields `customer`,
 *   `sign`, `param` (JSON: com, num, phone, resultv2, show "0", order "desc");
 *   sign = upper(md5(param + key + customer)) — kuaidi100-api/go-demo utils/httpUtil.go
 *   (CustomerRequest), base/query.go; api.kuaidi100.com 实时查询API.
 * - 订阅 (subscribe): POST https://poll.kuaidi100.com/poll, form fields `schema=json` and `param`
 *   (JSON: company, number, key, parameters {callbackurl, salt, phone, resultv2}); the answer
 *   `{result, returnCode, message}`, returnCode 200 accepted, 501 already subscribed —
 *   go-demo base/poll.go, java-demo Subscribe.
 * - 推送 (push): the provider POSTs form fields `param` (JSON: status, billstatus, message,
 *   lastResult {state, ischeck, com, nu, data[]}) and `sign` = upper(md5(param + salt)) to the
 *   callback URL, and expects `{"result":true,"returnCode":"200","message":"成功"}`; any other
 *   answer is retried (3 times, 35 minutes apart) — java-demo Subscribe.callBackUrl.
 *
 * Unverified against the provider: its documents publish no signed example, so the test vectors
 * in kuaidi100.test.ts are MD5 values computed independently of this module, not the provider's.
 * docs/PROVIDERS.md gives the smoke script to run against the real service with real keys.
 */

/** Production base URL (query at /poll/query.do, subscribe at /poll). */
export const KUAIDI100_BASE_URL = "https://poll.kuaidi100.com";

/** upper-case hex MD5, the provider's signature. */
export function md5Upper(text: string): string {
  return createHash("md5").update(text, "utf8").digest("hex").toUpperCase();
}

/** The query request's signature: upper(md5(param + key + customer)). */
export function querySign(param: string, key: string, customer: string): string {
  return md5Upper(param + key + customer);
}

/** A push's signature: upper(md5(param + salt)). */
export function pushSign(param: string, salt: string): string {
  return md5Upper(param + salt);
}

/** Constant-time comparison of two signatures (both upper-case hex). */
export function sameSign(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The provider's parcel states (its 快递单当前状态), in Chinese as the order page shows them. */
export const KUAIDI100_STATES: Readonly<Record<string, string>> = Object.freeze({
  "0": "在途",
  "1": "揽收",
  "2": "疑难",
  "3": "签收",
  "4": "退签",
  "5": "派件",
  "6": "退回",
  "7": "转单",
  "8": "清关",
  "10": "待清关",
  "11": "清关中",
  "12": "已清关",
  "13": "清关异常",
  "14": "拒签",
});

/** The Chinese name of a state code (an unknown code reads 运输中 rather than a number). */
export function stateName(state: string): string {
  return Object.hasOwn(KUAIDI100_STATES, state) ? KUAIDI100_STATES[state]! : "运输中";
}

/**
 * Courier codes of the provider for the names a warehouse writes on an order (快递100's
 * 快递公司编码). A value that is already a code (lower-case letters) is used as it is.
 */
const COMPANY_CODES: ReadonlyMap<string, string> = new Map([
  ["顺丰速运", "shunfeng"],
  ["顺丰", "shunfeng"],
  ["中通快递", "zhongtong"],
  ["圆通速递", "yuantong"],
  ["韵达快递", "yunda"],
  ["申通快递", "shentong"],
  ["京东快递", "jd"],
  ["京东物流", "jd"],
  ["EMS", "ems"],
  ["中国邮政", "youzhengguonei"],
  ["邮政快递包裹", "youzhengguonei"],
  ["极兔速递", "jtexpress"],
  ["德邦快递", "debangkuaidi"],
]);

/** The provider's code for a courier name or code, or null when it is not one it knows. */
export function companyCode(name: string): string | null {
  const trimmed = name.trim();
  if (COMPANY_CODES.has(trimmed)) return COMPANY_CODES.get(trimmed)!;
  return /^[a-z][a-z0-9]{1,29}$/.test(trimmed) ? trimmed : null;
}

const line = z.object({ time: z.string(), ftime: z.string().optional(), context: z.string() });

/** A query's answer: the parcel's lines (newest first with order=desc), or an error. */
export const queryAnswerSchema = z.union([
  z.object({
    message: z.string(),
    nu: z.string(),
    com: z.string(),
    status: z.literal("200"),
    state: z.string(),
    ischeck: z.string().optional(),
    data: z.array(line),
  }),
  z.object({ result: z.literal(false), returnCode: z.string(), message: z.string() }),
]);

/** A subscription's answer. */
export const subscribeAnswerSchema = z.object({ result: z.boolean(), returnCode: z.string(), message: z.string() });

/** The JSON of a push's `param`. */
export const pushParamSchema = z.object({
  status: z.string(),
  billstatus: z.string().optional(),
  message: z.string().optional(),
  lastResult: z.object({
    message: z.string().optional(),
    state: z.string(),
    status: z.string().optional(),
    ischeck: z.string().optional(),
    com: z.string(),
    nu: z.string(),
    data: z.array(line),
  }),
});

export type QueryAnswer = z.infer<typeof queryAnswerSchema>;
export type PushParam = z.infer<typeof pushParamSchema>;

/** What the callback must answer for the provider to count a push delivered. */
export const PUSH_ACCEPTED = { result: true, returnCode: "200", message: "成功" } as const;

/** "YYYY-MM-DD HH:mm:ss" in Beijing time (how the provider writes times) → an instant. */
export function parseProviderTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [h, mi, s] = match.slice(4).map(Number) as [number, number, number];
  if (h > 23 || mi > 59 || s > 59) return null;
  try {
    return new Date(beijingDayStart(`${match[1]}-${match[2]}-${match[3]}`).getTime() + ((h * 60 + mi) * 60 + s) * 1000);
  } catch {
    return null;
  }
}
