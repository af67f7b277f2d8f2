/**
 * The brand's webhook receivers and the dead-letter list (issue 25 §3), on the gateway's database
 * (PostgreSQL when DATABASE_URL is set, else the PGlite folder):
 *
 *   pnpm --filter @xunlan/gateway webhooks add oms https://oms.example.com/xunlan [--events order.paid,order.cancelled]
 *   pnpm --filter @xunlan/gateway webhooks list
 *   pnpm --filter @xunlan/gateway webhooks disable oms
 *   pnpm --filter @xunlan/gateway webhooks dead
 *   pnpm --filter @xunlan/gateway webhooks replay <delivery id>
 *
 * `add` prints the endpoint's signing secret once (the receiver checks X-Xunlan-Signature with it).
 */
import { parseArgs } from "node:util";
import { createDatabase } from "../src/kernel/db";
import { webhookEndpoints } from "../src/kernel/db/schema";
import { WEBHOOK_EVENT_TYPES } from "../src/kernel/db/schema/webhooks";
import { loadEnv } from "../src/kernel/env";
import {
  deactivateWebhookEndpoint,
  listDeadWebhookDeliveries,
  replayWebhookDelivery,
  upsertWebhookEndpoint,
  webhookQueueDepth,
} from "../src/modules/webhooks";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { events: { type: "string" } } });
const [command, ...rest] = positionals;
const usage = `usage: webhooks add <name> <url> [--events ${WEBHOOK_EVENT_TYPES.join(",")}] | list | disable <name> | dead | replay <id>`;

const env = loadEnv();
const database = await createDatabase(env);
try {
  await database.migrate();
  const db = database.db;
  switch (command) {
    case "add": {
      const [name, url] = rest;
      if (!name || !url) throw new Error(usage);
      const events = values.events
        ? values.events
            .split(",")
            .map((e) => e.trim())
            .filter(Boolean)
        : [];
      const endpoint = await upsertWebhookEndpoint(db, { name, url, events });
      console.info(`endpoint ${endpoint.name} → ${endpoint.url} (${endpoint.events.length ? endpoint.events.join(", ") : "every event"})`);
      console.info(`signing secret (shown once): ${endpoint.secret}`);
      break;
    }
    case "list": {
      const rows = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id);
      for (const row of rows)
        console.info(
          `${row.active ? "active  " : "disabled"} ${row.name} → ${row.url} (${row.events.length ? row.events.join(", ") : "every event"})`,
        );
      console.info(JSON.stringify(await webhookQueueDepth(db)));
      break;
    }
    case "disable": {
      const [name] = rest;
      if (!name) throw new Error(usage);
      console.info((await deactivateWebhookEndpoint(db, name)) ? `endpoint ${name} disabled` : `no endpoint ${name}`);
      break;
    }
    case "dead":
      for (const row of await listDeadWebhookDeliveries(db))
        console.info(`${row.id}\t${row.endpoint}\t${row.type}\t${row.eventId}\t${row.attempts} attempts\t${row.lastError ?? ""}`);
      break;
    case "replay": {
      const id = Number(rest[0]);
      if (!Number.isSafeInteger(id) || id < 1) throw new Error(usage);
      console.info((await replayWebhookDelivery(db, id)) ? `delivery ${id} is due again` : `no dead or delivered delivery ${id}`);
      break;
    }
    default:
      throw new Error(usage);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
