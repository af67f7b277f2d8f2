import { Writable } from "node:stream";
import type { Logger } from "pino";
import { createLogger } from "../../src/kernel/logger";

/** One parsed pino line. */
export type LogLine = Record<string, unknown> & { msg?: string; level: number; reqId?: string };

/** A real pino logger whose JSON lines are collected in memory for assertions. */
export interface CapturingLogger {
  logger: Logger;
  /** Every line so far, parsed. */
  lines(): LogLine[];
  /** Every line so far, raw (to prove a secret never appears). */
  text(): string;
}

/** Creates a {@link CapturingLogger}. */
export function createCapturingLogger(level: "debug" | "info" = "info"): CapturingLogger {
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      raw.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      callback();
    },
  });
  return {
    logger: createLogger({ level, destination }),
    lines: () => raw.map((line) => JSON.parse(line) as LogLine),
    text: () => raw.join("\n"),
  };
}
