import { maskMobile } from "@xunlan/validation";
import { desc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../kernel/db";
import { smsOutbox } from "../../kernel/db/schema";
import { requestScope } from "../../kernel/lib/request-scope";
import type { SmsProvider } from "../../modules/members";

/** One message of the sandbox outbox, as GET /sandbox/sms/outbox returns it. */
export interface OutboxMessage {
  id: number;
  mobile: string;
  purpose: string;
  text: string;
  /** The 6-digit code found in the text, for tests and dev tools. */
  code: string | null;
  createdAt: string;
}

/**
 * The sandbox SMS provider: instead of texting, it writes the message to the `sms_outbox`
 * table (read by GET /sandbox/sms/outbox outside production) and logs that a code was sent.
 * The code itself is logged only outside production (at debug level).
 */
export function createSandboxSmsProvider(options: {
  db: Database;
  logger: Logger;
  nodeEnv: "development" | "test" | "production";
}): SmsProvider {
  return {
    name: "sandbox",
    async send(message) {
      await options.db.insert(smsOutbox).values({ mobile: message.mobile, purpose: message.purpose, text: message.text });
      const log = requestScope.getStore()?.log ?? options.logger;
      log.info({ sms: { provider: "sandbox", mobile: maskMobile(message.mobile), purpose: message.purpose } }, "sms code sent");
      if (options.nodeEnv !== "production") log.debug({ sms: { text: message.text } }, "sandbox sms text");
    },
  };
}

/** The latest outbox messages, newest first, optionally of one mobile. */
export async function readOutbox(db: Database, mobile: string | null, limit = 10): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(mobile ? eq(smsOutbox.mobile, mobile) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    mobile: r.mobile,
    purpose: r.purpose,
    text: r.text,
    code: /(\d{6})/.exec(r.text)?.[1] ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
