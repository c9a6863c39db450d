import { forEachConcurrently } from "./concurrently";
import { createGroupCommit } from "./group-commit";
import type { Lead, LeadRepository } from "./lead-repository";
import { classifyMailFailure } from "./mail-failure";
import type { Mailer } from "./mailer";
import { digestMail } from "./digest-mail";
import { notificationMail } from "./notification-mail";
import type { OutboxEntry, OutboxRepository } from "./outbox-repository";
import { createRelayHealth } from "./relay-health";
import type { SendBudget } from "./send-budget";

import type { Logger } from "#app/.server/logging.ts";

export type OutboxOptions = {
  leads: LeadRepository;
  outbox: OutboxRepository;
  mailer: Mailer;
  logger: Logger;
  pollMs: number;
  retryBaseMs: number;
  leaseMs: number;
  /** While the relay fails, how often one waiting notification is tried early to see whether it is back. */
  probeMs: number;
  /** Site-wide allowance of mails; past it, notifications are held and go out together as one digest. */
  budget: SendBudget;
  maxDelayMs?: number;
  /** Most notifications being sent at once (the mailer's pooled connections). */
  concurrency?: number;
};

const DIGEST_MAX = 500;

/**
 * Sends committed leads' notifications: retries with exponential backoff, dead-letters only a message
 * the relay refuses for good, and once a failing relay works again sends everything waiting at once.
 */
export function createOutboxWorker(options: OutboxOptions) {
  const { leads, outbox, mailer, logger, pollMs, retryBaseMs, leaseMs, probeMs, budget } = options;
  const maxDelayMs = options.maxDelayMs ?? 60 * 60_000;
  const concurrency = options.concurrency ?? 5;
  // Enough due entries per round to keep every connection busy; claimed together in one commit.
  const batch = concurrency * 4;
  const relay = createRelayHealth(logger);
  let timer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  const now = () => new Date().toISOString();
  const leaseUntil = () => new Date(Date.now() + leaseMs).toISOString();

  // Outcomes of the sends finishing together are committed together (one transaction, one flush to disk), not one
  // commit per mail; each send still waits for its own outcome's commit before it counts as done.
  const markSent = createGroupCommit<string, void>({
    maxBatch: 500,
    write: async (leadIds) => {
      await outbox.markSent(leadIds, now());
      return leadIds.map(() => undefined);
    },
  });
  const scheduleRetry = createGroupCommit<{ leadId: string; at: string; error: string }, void>({
    maxBatch: 500,
    write: async (retries) => {
      await outbox.retryMany(retries, now());
      return retries.map(() => undefined);
    },
  });

  /** Sends one claimed entry's notification and records the outcome. */
  async function deliver(entry: OutboxEntry, lead: Lead | undefined): Promise<void> {
    if (!lead) return outbox.finish(entry.lead_id, "dead", now(), "lead no longer exists");
    if (!budget.take()) return outbox.hold(lead.id, now());
    try {
      await mailer.send(lead.id, notificationMail(lead));
      await markSent.submit(lead.id);
      if (relay.worked()) {
        await outbox.makeDue(now());
        again = true;
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      const attempts = entry.attempts + 1;
      const kind = classifyMailFailure(error);
      if (kind === "message") {
        logger.error(`Lead ${lead.id}: the relay refused its notification for good; dead-lettered, resend with "npm run leads -- resend ${lead.id}"`, { leadId: lead.id, reason });
        return outbox.finish(lead.id, "dead", now(), reason);
      }
      relay.failed(kind, reason);
      scheduleProbe();
      const delay = Math.min(maxDelayMs, retryBaseMs * 2 ** Math.min(attempts - 1, 30)) * (0.8 + Math.random() * 0.4);
      logger.warn(`Lead ${lead.id}: notification attempt ${attempts} failed; retrying in ${Math.round(delay / 1000)} s`, { leadId: lead.id, attempt: attempts, reason });
      await scheduleRetry.submit({ leadId: lead.id, at: new Date(Date.now() + delay).toISOString(), error: reason });
    }
  }

  /** Sends the held notifications as one mail once the allowance has room again. */
  async function sendDigest(): Promise<void> {
    if (!budget.available()) return;
    const ids = await outbox.claimHeld(now(), leaseUntil(), DIGEST_MAX);
    if (!ids.length) return;
    if (!budget.take()) return outbox.releaseHeld(ids);
    const byId = new Map((await leads.getMany(ids)).map((lead) => [lead.id, lead]));
    const held = ids.flatMap((id) => byId.get(id) ?? []);
    try {
      await mailer.send(`digest-${ids[0]}`, digestMail(held));
      await outbox.finishHeld(ids, now());
      logger.log(`Sent one digest of ${ids.length} notification(s) held back by the site-wide mail limit`, { notifications: ids.length });
    } catch (error) {
      await outbox.releaseHeld(ids);
      logger.warn(`Digest of ${ids.length} held notification(s) failed; trying again later`, error);
    }
  }

  function scheduleProbe() {
    if (probeTimer || stopped) return;
    probeTimer = setTimeout(() => {
      probeTimer = undefined;
      if (stopped || relay.get().state === "ok") return;
      outbox
        .makeOldestDue(now())
        .then(run, (error: unknown) => logger.error("Outbox probe:", error));
    }, probeMs);
    probeTimer.unref();
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      const claimed = await outbox.claimDue(now(), leaseUntil(), batch);
      const claimedLeads = new Map((await leads.getMany(claimed.map((entry) => entry.lead_id))).map((lead) => [lead.id, lead]));
      await forEachConcurrently(claimed, concurrency, (entry) => deliver(entry, claimedLeads.get(entry.lead_id)).catch((error: unknown) => logger.error("Outbox:", error)));
      if (claimed.length === batch) again = true;
    } while (again && !stopped);
    if (!stopped) await sendDigest();
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
    /** What the last attempt learnt about the relay (for /readyz). */
    relayHealth: relay.get,
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
      clearTimeout(probeTimer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
