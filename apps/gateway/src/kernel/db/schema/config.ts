import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Key/value configuration read by `configSetting` (spec §7). Values are any JSON. */
export const configSettings = pgTable("config_settings", {
  configKey: text().primaryKey(),
  configValue: jsonb().$type<unknown>(),
  description: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
