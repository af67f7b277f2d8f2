import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger } from "pino";
import type { GatewayEnv } from "./env";

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  level: GatewayEnv["logLevel"];
  nodeEnv?: GatewayEnv["nodeEnv"];
  /** Where JSON lines go (tests pass a collecting stream); default stdout. */
  destination?: DestinationStream;
}

/**
 * The gateway's pino logger: JSON lines, pretty-printed via pino-pretty only in development on
 * a TTY. Authorization headers and token fields are redacted wherever they appear.
 */
export function createLogger({ level, nodeEnv = "development", destination }: LoggerOptions): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "gateway" },
    redact: {
      paths: ["token", "*.token", "authorization", "*.authorization", "headers.authorization", "*.headers.authorization"],
      censor: "[redacted]",
    },
    serializers: { err: pino.stdSerializers.err },
  };
  if (destination) return pino(options, destination);
  if (nodeEnv === "development" && process.stdout.isTTY && hasPinoPretty()) {
    return pino({ ...options, transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss.l" } } });
  }
  return pino(options);
}

function hasPinoPretty(): boolean {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}
