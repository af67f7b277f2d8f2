import { eq } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { configSettings } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";

/** A configuration row as `configSetting` returns it (spec §7). */
export interface ConfigSettingRecord {
  configKey: string;
  configValue: unknown;
  updatedAt: Date;
}

/** Keys are dotted identifiers such as `service.phone`. */
const CONFIG_KEY_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;

/**
 * Reads one configuration value (spec §7 configSetting). An empty key is '400'
 * 缺少必要参数：configKey and a malformed one '400' 参数错误：configKey (spec §5 message style,
 * with `extensions.field`); an unknown key is null.
 */
export async function getConfigSetting(db: Database, configKey: string): Promise<ConfigSettingRecord | null> {
  const key = configKey.trim();
  if (key === "") throw GatewayError.badRequest("缺少必要参数：configKey", "configKey");
  if (!CONFIG_KEY_PATTERN.test(key)) throw GatewayError.badRequest("参数错误：configKey", "configKey");
  const [row] = await db
    .select({
      configKey: configSettings.configKey,
      configValue: configSettings.configValue,
      updatedAt: configSettings.updatedAt,
    })
    .from(configSettings)
    .where(eq(configSettings.configKey, key))
    .limit(1);
  return row ?? null;
}
