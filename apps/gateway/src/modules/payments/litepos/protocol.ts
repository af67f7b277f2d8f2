/**
 * The wire format of 收钱吧 (Shouqianba) 轻POS / LitePOS, written from its public documents:
 *
 * - 收钱吧 轻POS API, WoSai/shouqianba-doc `LitePOS/README.md`
 *   (https://github.com/WoSai/shouqianba-doc/blob/master/LitePOS/README.md): §1.1 the request
 *   `{"request":{"head":…,"body":…},"signature":…}`, head fields `version`, `sign_type`
 *   (SHA1 | SHA256 → SHA1withRSA | SHA256withRSA), `appid`, `request_time`, `reserve`; §1.2 the
 *   response `{"response":{"head":…,"body":{"result_code","error_code","error_message",
 *   "biz_response":{"result_code","error_code","error_message","data"}}},"signature":…}`;
 *   §1.3 the signature: RSA-2048 over the exact text of the `request` (or `response`) value,
 *   base64; §1.5 times as ISO 8601 with an offset; §5.2 the 销售结果通知 (notification) and the
 *   merchant's acknowledgement in the response format.
 * - A public Java SDK, vantis-zh/shouqianba-sdk `common/client/SQBClient.java` (signs
 *   `GSON.toJson(request)` with SHA256withRSA, verifies responses over `response` and webhooks
 *   over `request`, answers a webhook with a signed `{"response":{head,body:{result_code:"200",
 *   biz_response:{result_code:"200"}}}}`), `common/bean/Head.java` (sign_type "SHA256",
 *   version "1.0.0", request_time `yyyy-MM-dd'T'HH:mm:ss+08:00`), `bean/callback/SQBPayCallback.java`.
 *
 * The document's signing example (its debug key pair, the body, the SHA1 signature) is a test
 * vector (test/fixtures/litepos-vectors.json) that this module reproduces byte for byte. The
 * response and notification examples carry no real signature, and the business result codes
 * (`biz_response.result_code`) are not tabled: those parts are unverified against the provider.
 */
import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from "node:crypto";
import { formatBeijing } from "@xunlan/validation";

export type SignType = "SHA1" | "SHA256";

/** Paths of the sales API under the provider's base URL. */
export const LITEPOS_PATHS = {
  purchase: "/api/lite-pos/v1/sales/purchase",
  query: "/api/lite-pos/v1/sales/query",
  refund: "/api/lite-pos/v1/sales/refund",
  void: "/api/lite-pos/v1/sales/void",
} as const;

/** 订单状态 of a sale (§5.2, §6.2). */
export const ORDER_STATUS = {
  cancelled: "0",
  pending: "1",
  operating: "2",
  waiting: "3",
  completed: "4",
  partial: "5",
  failed: "6",
} as const;

/** pay_status of a tender (§5.2, §6.2). */
export const TENDER_STATUS = {
  pending: "1",
  paying: "2",
  paid: "3",
  refunding: "4",
  refunded: "5",
  refundFailed: "6",
  payFailed: "7",
  unknown: "8",
} as const;

/** Reads a PEM (or bare base64 DER, as the provider's console hands keys out) private key. */
export function readPrivateKey(text: string): KeyObject {
  const pem = normalisePem(text);
  if (pem.includes("-----BEGIN")) return createPrivateKey(pem);
  return createPrivateKey({ key: Buffer.from(pem, "base64"), format: "der", type: "pkcs8" });
}

/** Reads a PEM (or bare base64 SPKI DER) public key. */
export function readPublicKey(text: string): KeyObject {
  const pem = normalisePem(text);
  if (pem.includes("-----BEGIN")) return createPublicKey(pem);
  return createPublicKey({ key: Buffer.from(pem, "base64"), format: "der", type: "spki" });
}

/** Environment values often carry a PEM with literal "\n": turns them back into newlines. */
function normalisePem(text: string): string {
  return text.trim().replaceAll("\\n", "\n");
}

const ALGORITHM: Record<SignType, string> = { SHA1: "RSA-SHA1", SHA256: "RSA-SHA256" };

/** base64 SHA1withRSA / SHA256withRSA (PKCS#1 v1.5) of the UTF-8 text. */
export function signText(text: string, key: KeyObject, signType: SignType): string {
  return createSign(ALGORITHM[signType]).update(text, "utf8").sign(key, "base64");
}

/** Whether `signature` (base64) signs the UTF-8 text under `key`. */
export function verifyText(text: string, signature: string, key: KeyObject, signType: SignType): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return createVerify(ALGORITHM[signType]).update(text, "utf8").verify(key, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}

/** `yyyy-MM-ddTHH:mm:ss+08:00`, the time format of the document (§1.5) in Beijing time. */
export function beijingTimestamp(date: Date): string {
  return `${formatBeijing(date, "YYYY-MM-DDTHH:mm:ss")}+08:00`;
}

/** Parses a §1.5 time (`+08:00` or `+0800`); null when it is not one. */
export function parseTimestamp(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?)(Z|[+-]\d{2}:?\d{2})$/.exec(value.trim());
  if (!m) return null;
  const zone = m[2] === "Z" ? "Z" : `${m[2]!.slice(0, 3)}:${m[2]!.slice(-2)}`;
  const date = new Date(`${m[1]}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A request or response head. */
export interface Head {
  version: string;
  sign_type: SignType;
  appid: string;
  request_time?: string;
  response_time?: string;
  reserve?: string;
}

/**
 * The HTTP body of a signed message: `{"<kind>":<inner>,"signature":"…"}` where the signature
 * is over the exact text of `<inner>` (the value without the "request" / "response" key, §1.3).
 */
export function sealEnvelope(kind: "request" | "response", inner: { head: Head; body: unknown }, key: KeyObject): string {
  const text = JSON.stringify(inner);
  return `{"${kind}":${text},"signature":${JSON.stringify(signText(text, key, inner.head.sign_type))}}`;
}

/** Why an envelope was refused. */
export type EnvelopeProblem = "malformed" | "unsigned" | "bad_signature";

export class EnvelopeError extends Error {
  constructor(
    readonly problem: EnvelopeProblem,
    message: string,
  ) {
    super(message);
    this.name = "EnvelopeError";
  }
}

/**
 * Verifies a signed message and returns its head and body. The signature is checked over the
 * raw text of the `<kind>` value as received (§1.3 第二步: the signed text is cut out of the
 * message, never re-serialised), with the algorithm the head names.
 */
export function openEnvelope(raw: string, kind: "request" | "response", key: KeyObject): { head: Head; body: Record<string, unknown> } {
  const members = topLevelMembers(raw);
  if (!members) throw new EnvelopeError("malformed", "body is not a JSON object");
  const inner = members.get(kind);
  const signatureText = members.get("signature");
  if (inner === undefined) throw new EnvelopeError("malformed", `no "${kind}"`);
  let parsed: { head?: Partial<Head>; body?: unknown };
  let signature: unknown;
  try {
    parsed = JSON.parse(inner) as typeof parsed;
    signature = signatureText === undefined ? undefined : JSON.parse(signatureText);
  } catch {
    throw new EnvelopeError("malformed", "body is not JSON");
  }
  const head = parsed?.head;
  if (!head || typeof head !== "object" || (head.sign_type !== "SHA1" && head.sign_type !== "SHA256") || typeof head.appid !== "string") {
    throw new EnvelopeError("malformed", "head without appid / sign_type");
  }
  if (!parsed.body || typeof parsed.body !== "object" || Array.isArray(parsed.body)) throw new EnvelopeError("malformed", "no body");
  if (typeof signature !== "string" || signature === "") throw new EnvelopeError("unsigned", "no signature");
  if (!verifyText(inner, signature, key, head.sign_type)) throw new EnvelopeError("bad_signature", "signature does not verify");
  return { head: head as Head, body: parsed.body as Record<string, unknown> };
}

/**
 * The raw text of each member of a top-level JSON object (null when `raw` is not one). Strings
 * are skipped with their escapes, nesting is counted; whitespace around values is trimmed.
 */
export function topLevelMembers(raw: string): Map<string, string> | null {
  const text = raw.trim();
  if (!text.startsWith("{") || !text.endsWith("}")) return null;
  const out = new Map<string, string>();
  let i = 1;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i]!)) i += 1;
  };
  const readString = (): string | null => {
    if (text[i] !== '"') return null;
    const start = i;
    i += 1;
    while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
    i += 1;
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      return null;
    }
  };
  for (;;) {
    skipSpace();
    if (text[i] === "}" && i === text.length - 1) return out;
    const key = readString();
    if (key === null) return null;
    skipSpace();
    if (text[i] !== ":") return null;
    i += 1;
    skipSpace();
    const start = i;
    let depth = 0;
    while (i < text.length) {
      const c = text[i]!;
      if (c === '"') {
        if (readString() === null) return null;
        if (depth === 0) break;
        continue;
      }
      if (c === "{" || c === "[") depth += 1;
      else if (c === "}" || c === "]") {
        if (depth === 0) break;
        depth -= 1;
        if (depth === 0) {
          i += 1;
          break;
        }
      } else if (c === "," && depth === 0) break;
      i += 1;
    }
    out.set(key, text.slice(start, i).trim());
    skipSpace();
    if (text[i] === ",") {
      i += 1;
      continue;
    }
    if (text[i] === "}" && i === text.length - 1) return out;
    return null;
  }
}

/** A tender (支付/退款流水) of a sale as query and notification report it (§5.2, §6.2). */
export interface WireTender {
  tender_sn?: string;
  original_tender_sn?: string;
  original_transaction_sn?: string;
  amount?: string;
  collected_amount?: string;
  paid_amount?: string;
  pay_time?: string;
  pay_status?: string;
  tender_type?: string;
  sub_tender_type?: string;
  sub_tender_desc?: string;
}
