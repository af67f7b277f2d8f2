import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import svgCaptcha from "svg-captcha";
import type { Database } from "../../kernel/db";
import { captchas } from "../../kernel/db/schema";
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, CAPTCHA_TTL_MS } from "./member-config";

/** What getCaptcha returns (spec §7): the image as a data: URL and the id to send back. */
export interface IssuedCaptcha {
  captchaId: string;
  /** `data:image/svg+xml;base64,…` of 5 distorted characters with noise lines. */
  image: string;
  expiresAt: Date;
}

/** Renders a captcha text as an SVG document. */
export type CaptchaRenderer = (text: string) => string;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** svg-captcha: each glyph drawn as a path from its bundled font, with curved noise lines. */
export const renderCaptchaSvg: CaptchaRenderer = (text) =>
  // The package's typings omit its callable default export: createCaptcha(text, options).
  (svgCaptcha as unknown as (text: string, options: Parameters<typeof svgCaptcha.create>[0]) => string)(text, {
    width: 120,
    height: 44,
    fontSize: 50,
    noise: 4,
    color: true,
    background: "#f3f1ec",
  });

/** A random captcha text from {@link CAPTCHA_ALPHABET} (crypto-random). */
export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let text = "";
  for (let i = 0; i < length; i += 1) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

function answerHash(captchaId: string, answer: string): string {
  return createHash("sha256").update(`${captchaId}:${answer.trim().toUpperCase()}`, "utf8").digest("hex");
}

/**
 * Issues an image captcha (spec §7 getCaptcha): stores only the hash of its answer, valid
 * {@link CAPTCHA_TTL_MS}. `text` is for tests that need to know the answer.
 */
export async function issueCaptcha(
  db: Database,
  options: { type?: number; now?: Date; render?: CaptchaRenderer; text?: string } = {},
): Promise<IssuedCaptcha & { text: string }> {
  const now = options.now ?? new Date();
  const text = options.text ?? randomCaptchaText();
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  const captchaId = randomUUID();
  await db.insert(captchas).values({
    id: captchaId,
    answerHash: answerHash(captchaId, text),
    type: options.type ?? 1,
    createdAt: now,
    expiresAt,
  });
  // Old rows are useless after they expire; clear a few on the way (cheap, indexed).
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - 24 * 3_600_000)));
  const svg = (options.render ?? renderCaptchaSvg)(text);
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`, expiresAt, text };
}

/**
 * Marks the captcha used (whatever the answer: one attempt per captcha) and returns whether
 * `answer` was right, case-insensitively, and in time. Unknown ids are simply wrong.
 */
export async function consumeCaptcha(db: Database, captchaId: string, answer: string, now = new Date()): Promise<boolean> {
  if (!UUID_PATTERN.test(captchaId)) return false;
  const [row] = await db
    .update(captchas)
    .set({ consumedAt: now })
    .where(and(eq(captchas.id, captchaId), isNull(captchas.consumedAt)))
    .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
  if (!row || row.expiresAt.getTime() <= now.getTime() || !answer.trim()) return false;
  const expected = Buffer.from(row.answerHash, "hex");
  const actual = Buffer.from(answerHash(captchaId, answer), "hex");
  return timingSafeEqual(expected, actual);
}
