import pino, { type DestinationStream, type Level, type Logger as Pino } from "pino";
import { withoutPersonalData } from "./personal-data";

export type { Pino };

type LogFn = (message: string, detail?: unknown) => void;
/** What the lead pipeline logs through: shaped like `console`, so a test can pass a stub or collect lines. */
export type Logger = { log: LogFn; warn: LogFn; error: LogFn };

export const LOG_LEVELS: readonly Level[] = ["fatal", "error", "warn", "info", "debug", "trace"];

/**
 * The process's logger: one JSON object a line on stdout (level, time, msg and fields), written
 * asynchronously so a busy server does not wait on its log. `destination` swaps in e.g. pino-pretty.
 */
export function createLogger({ level = "info", destination }: { level?: Level; destination?: DestinationStream } = {}): Pino {
  return pino(
    { level, timestamp: pino.stdTimeFunctions.isoTime, base: { pid: process.pid } },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

function fields(detail: unknown): Record<string, unknown> {
  if (detail === undefined) return {};
  if (detail instanceof Error) {
    return { error: { name: detail.name, message: withoutPersonalData(detail.message), stack: withoutPersonalData(detail.stack ?? "") } };
  }
  if (typeof detail === "object" && detail !== null) {
    const scrubbed: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(detail)) scrubbed[name] = typeof value === "string" ? withoutPersonalData(value) : value;
    return scrubbed;
  }
  return { detail: withoutPersonalData(String(detail)) };
}

/** The console-shaped `Logger` over pino; every message and detail loses e-mail and IP addresses first. */
export function consoleShaped(logger: Pino): Logger {
  const at =
    (level: "info" | "warn" | "error"): LogFn =>
    (message, detail) =>
      logger[level](fields(detail), withoutPersonalData(message));
  return { log: at("info"), warn: at("warn"), error: at("error") };
}

/**
 * For a failure that repeats at every poll while its cause lasts (a full disk, a database that is down): the first
 * is logged with its stack, then at most one line per `everyMs` saying how often it happened meanwhile. A failure
 * after a quiet `everyMs` counts as a new one.
 */
export function repeatingError(logger: Pick<Logger, "error">, what: string, everyMs = 60_000) {
  let lastFailure = -Infinity;
  let loggedAt = 0;
  let since = 0;
  return (error: unknown) => {
    const now = Date.now();
    const isNew = now - lastFailure > everyMs;
    lastFailure = now;
    if (isNew) {
      loggedAt = now;
      since = 0;
      logger.error(what, error);
      return;
    }
    since++;
    if (now - loggedAt < everyMs) return;
    logger.error(
      `${what} still failing (${since} time(s) in the last ${Math.round((now - loggedAt) / 1000)} s): ${error instanceof Error ? error.message : String(error)}`,
    );
    loggedAt = now;
    since = 0;
  };
}
