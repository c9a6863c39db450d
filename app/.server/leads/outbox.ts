import type { LeadRepository } from "./lead-repository";
import { isPermanentFailure, type Mailer } from "./mailer";
import { notificationMail } from "./notification-mail";
import type { OutboxEntry, OutboxRepository } from "./outbox-repository";

type Logger = Pick<Console, "log" | "warn" | "error">;

export type OutboxOptions = {
  leads: LeadRepository;
  outbox: OutboxRepository;
  mailer: Mailer;
  logger: Logger;
  pollMs: number;
  retryBaseMs: number;
  leaseMs: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  batch?: number;
};

/** Sends committed leads' notifications: retries with exponential backoff, dead-letters final refusals. */
export function createOutboxWorker(options: OutboxOptions) {
  const { leads, outbox, mailer, logger, pollMs, retryBaseMs, leaseMs } = options;
  const maxDelayMs = options.maxDelayMs ?? 60 * 60_000;
  const maxAttempts = options.maxAttempts ?? 30;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  async function deliver(entry: OutboxEntry): Promise<void> {
    const now = () => new Date().toISOString();
    if (!(await outbox.claim(entry, new Date(Date.now() + leaseMs).toISOString()))) return;
    const lead = await leads.get(entry.lead_id);
    if (!lead) return outbox.finish(entry.lead_id, "dead", now(), "lead no longer exists");
    try {
      await mailer.send(lead.id, notificationMail(lead));
      await outbox.finish(lead.id, "sent", now(), null);
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      const attempts = entry.attempts + 1;
      if (isPermanentFailure(error) || attempts >= maxAttempts) {
        logger.error(`Lead ${lead.id}: notification dead-lettered after ${attempts} attempt(s): ${reason}`);
        return outbox.finish(lead.id, "dead", now(), reason);
      }
      const delay = Math.min(maxDelayMs, retryBaseMs * 2 ** (attempts - 1)) * (0.8 + Math.random() * 0.4);
      logger.warn(`Lead ${lead.id}: notification attempt ${attempts} failed (${reason}); retrying in ${Math.round(delay / 1000)} s`);
      await outbox.retryAt(lead.id, new Date(Date.now() + delay).toISOString(), now(), reason);
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      const due = await outbox.due(new Date().toISOString(), options.batch ?? 5);
      await Promise.all(due.map((entry) => deliver(entry).catch((error: unknown) => logger.error("Outbox:", error))));
      if (due.length === (options.batch ?? 5)) again = true;
    } while (again && !stopped);
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, delay);
    timer.unref();
  }

  function run() {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => logger.error("Outbox:", error))
      .finally(() => {
        running = undefined;
        schedule(pollMs);
      });
  }

  return {
    start() {
      stopped = false;
      run();
    },
    /** Looks at the queue now, e.g. right after a lead is committed. */
    kick() {
      if (!stopped) run();
    },
    /** Waits for a drain in progress, then sends whatever is due now (tests, the CLI). */
    async flush() {
      await running;
      await drain();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
