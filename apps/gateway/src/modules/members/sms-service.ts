import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, isNull, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { smsCodes } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { MEMBER_MESSAGES, type MemberLimits, SMS_CODE_LENGTH, type SmsPurpose } from "./member-config";
import type { SmsProvider } from "./providers";

/** Who asked for a code, for the per-client daily cap. */
export interface SmsClient {
  cookieId: string | null;
  clientIp: string | null;
}

/** A successful send. */
export interface SentCode {
  expiresAt: Date;
  /** spec §4: the client's countdown (60 s). */
  resendAfterSeconds: number;
}

const DAY_MS = 24 * 3_600_000;

function codeHash(id: string, code: string): string {
  return createHash("sha256").update(`${id}:${code}`, "utf8").digest("hex");
}

/** A crypto-random code of {@link SMS_CODE_LENGTH} digits (leading zeros kept). */
export function randomSmsCode(): string {
  return String(randomInt(10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, "0");
}

/** The text the shopper receives; contains the code. */
export function smsText(code: string, purpose: SmsPurpose, ttlMs: number): string {
  const minutes = Math.round(ttlMs / 60_000);
  const what = purpose === "reset" ? "重置密码" : purpose === "order" ? "订单查询" : purpose === "reminder" ? "到货提醒" : "登录";
  return `【迅岚XUNLAN】您的${what}验证码为${code}，${minutes}分钟内有效。如非本人操作，请忽略本短信。`;
}

/**
 * Sends a verification code to `mobile` (spec §7 getVerifyCode) after the rate limits:
 * one send per mobile per 60 s ('429' 发送过于频繁，请{n}秒后再试), at most
 * `smsPerMobilePerDay` per mobile and `smsPerClientPerDay` per cookie id and per IP in any
 * 24 h ('429'). The code is stored hashed, valid `smsCodeTtlMs`, and supersedes earlier
 * unused codes of the same purpose. Caller validates the mobile and the captcha first.
 */
export async function sendVerifyCode(
  db: Database,
  sms: SmsProvider,
  limits: MemberLimits,
  input: { mobile: string; purpose: SmsPurpose; client: SmsClient; now?: Date; code?: string },
): Promise<SentCode> {
  const now = input.now ?? new Date();
  const { mobile, purpose, client } = input;
  const code = input.code ?? randomSmsCode();
  const expiresAt = new Date(now.getTime() + limits.smsCodeTtlMs);
  const dayAgo = new Date(now.getTime() - DAY_MS);

  const id = await db.transaction(async (tx) => {
    // Serialise sends per mobile, then per client, so parallel requests cannot both pass a limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:mobile:${mobile}`}))`);
    if (client.cookieId) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:cid:${client.cookieId}`}))`);
    if (client.clientIp) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:ip:${client.clientIp}`}))`);

    const [last] = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(eq(smsCodes.mobile, mobile))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    // spec §4/§9: the 60 s countdown, enforced here too
    if (last) {
      const waitMs = last.createdAt.getTime() + limits.smsResendIntervalMs - now.getTime();
      if (waitMs > 0) throw GatewayError.tooManyRequests(MEMBER_MESSAGES.smsTooFrequent(Math.ceil(waitMs / 1000)));
    }
    const sentSince = async (column: SQLWrapper, value: string) => {
      const [row] = await tx
        .select({ n: count() })
        .from(smsCodes)
        .where(and(eq(column, value), gt(smsCodes.createdAt, dayAgo)));
      return row?.n ?? 0;
    };
    if ((await sentSince(smsCodes.mobile, mobile)) >= limits.smsPerMobilePerDay) {
      throw GatewayError.tooManyRequests(MEMBER_MESSAGES.smsMobileDailyCap);
    }
    for (const [column, value] of [
      [smsCodes.cookieId, client.cookieId],
      [smsCodes.clientIp, client.clientIp],
    ] as const) {
      if (value && (await sentSince(column, value)) >= limits.smsPerClientPerDay) {
        throw GatewayError.tooManyRequests(MEMBER_MESSAGES.smsClientDailyCap);
      }
    }

    await tx
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt)));
    const rowId = randomUUID();
    await tx.insert(smsCodes).values({
      id: rowId,
      mobile,
      purpose,
      codeHash: codeHash(rowId, code),
      cookieId: client.cookieId,
      clientIp: client.clientIp,
      createdAt: now,
      expiresAt,
    });
    return rowId;
  });

  try {
    await sms.send({
      mobile,
      purpose,
      text: smsText(code, purpose, limits.smsCodeTtlMs),
      params: { code, minutes: String(Math.round(limits.smsCodeTtlMs / 60_000)) },
    });
  } catch (error) {
    // Not delivered: the code must not work, but the send still counts against the limits.
    await db.update(smsCodes).set({ consumedAt: now }).where(eq(smsCodes.id, id));
    throw error;
  }
  return { expiresAt, resendAfterSeconds: Math.ceil(limits.smsResendIntervalMs / 1000) };
}

/** Why a code was refused. */
export type SmsCheckFailure = "invalid" | "too-many-attempts";

/**
 * Checks and consumes the latest code of `mobile` for `purpose`. A wrong code counts an
 * attempt (committed even though the caller then fails); once `smsMaxAttempts` wrong tries
 * are reached the code is burnt: the next attempt fails even with the right code. Returns
 * null on success. Use {@link assertSmsCode} to throw the shopper-facing error instead.
 */
export async function checkSmsCode(
  db: Database,
  limits: Pick<MemberLimits, "smsMaxAttempts">,
  input: { mobile: string; purpose: SmsPurpose; code: string; now?: Date },
): Promise<SmsCheckFailure | null> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: smsCodes.id, codeHash: smsCodes.codeHash, attempts: smsCodes.attempts })
      .from(smsCodes)
      .where(
        and(
          eq(smsCodes.mobile, input.mobile),
          eq(smsCodes.purpose, input.purpose),
          isNull(smsCodes.consumedAt),
          gt(smsCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(smsCodes.createdAt))
      .limit(1)
      .for("update");
    if (!row) return "invalid";
    if (row.attempts >= limits.smsMaxAttempts) return "too-many-attempts";
    const expected = Buffer.from(row.codeHash, "hex");
    const actual = Buffer.from(codeHash(row.id, input.code.trim()), "hex");
    if (!timingSafeEqual(expected, actual)) {
      const attempts = row.attempts + 1;
      await tx.update(smsCodes).set({ attempts }).where(eq(smsCodes.id, row.id));
      return attempts >= limits.smsMaxAttempts ? "too-many-attempts" : "invalid";
    }
    await tx.update(smsCodes).set({ consumedAt: now }).where(eq(smsCodes.id, row.id));
    return null;
  });
}

/** {@link checkSmsCode}, throwing '400' (field `field`) when the code is refused. */
export async function assertSmsCode(
  db: Database,
  limits: Pick<MemberLimits, "smsMaxAttempts">,
  input: { mobile: string; purpose: SmsPurpose; code: string; now?: Date; field?: string },
): Promise<void> {
  const failure = await checkSmsCode(db, limits, input);
  if (failure === "too-many-attempts") throw GatewayError.badRequest(MEMBER_MESSAGES.smsCodeTooManyAttempts, input.field ?? "code");
  if (failure) throw GatewayError.badRequest(MEMBER_MESSAGES.smsCodeInvalid, input.field ?? "code");
}
