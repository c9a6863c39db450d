import { forEachConcurrently } from "./concurrently";
import { createGroupCommit } from "./group-commit";
import type { Lead, LeadRepository } from "./lead-repository";
import { classifyMailFailure } from "./mail-failure";
import type { Mailer } from "./mailer";
import { DIGEST_MAX_LEADS, digestMail, fitDigest } from "./digest-mail";
import { notificationMail } from "./notification-mail";
import type { OutboxEntry, OutboxRepository } from "./outbox-repository";
import { createRelayHealth } from "./relay-health";
import type { SendBudget, SendSlot } from "./send-budget";

import { repeatingError, type Logger } from "#server/logging/logging.ts";
import type { StaffMailEntry, StaffMailQueue } from "./staff-mail";

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
  /** Site-wide allowance of mails the relay accepted; past it, notifications are held and go out together in digests. */
  budget: SendBudget;
  maxDelayMs?: number;
  /** Most notifications being sent at once (the mailer's pooled connections). */
  concurrency?: number;
  /**
   * Mail to staff members (sign-in links): sent by this worker through the same relay, first in every round, on an
   * allowance of its own apart from the notifications', so a lead flood never uses it up.
   */
  staffMail?: StaffMail;
  /** The lead's address in the staff inbox, which its notification links to. */
  inboxUrl?: (leadId: string) => string;
};

type StaffMail = { queue: StaffMailQueue; budget: SendBudget };

const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends committed leads' notifications: retries with exponential backoff, dead-letters only a message
 * the relay refuses for good, and once a failing relay works again sends everything waiting at once.
 */
export function createOutboxWorker(options: OutboxOptions) {
  const { leads, outbox, mailer, logger, pollMs, retryBaseMs, leaseMs, probeMs, budget, staffMail } = options;
  const maxDelayMs = options.maxDelayMs ?? 60 * 60_000;
  const concurrency = options.concurrency ?? 5;
  // Enough due entries per round to keep every connection busy; claimed together in one commit.
  const batch = concurrency * 4;
  const relay = createRelayHealth(logger);
  const failed = repeatingError(logger, "Outbox:");
  let timer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  // Held notifications whose mail failed for a passing reason wait for this time (the probe interval).
  let heldRetryAt = 0;
  const now = () => new Date().toISOString();
  const backoff = (attempts: number) => Math.min(maxDelayMs, retryBaseMs * 2 ** Math.min(attempts - 1, 30)) * (0.8 + Math.random() * 0.4);
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

  /** The relay accepted a mail: if it had been failing, everything waiting for a later attempt is due now. */
  async function relayWorked(): Promise<void> {
    if (!relay.worked()) return;
    heldRetryAt = 0;
    await outbox.makeDue(now());
    again = true;
  }

  /** The relay did not take a mail: its slot goes back, and the failure is classified and reported to the relay's health. */
  function notAccepted(slot: SendSlot, error: unknown) {
    slot.refund();
    const reason = failureText(error);
    const kind = classifyMailFailure(error);
    relay.failed(kind, reason);
    return { reason, kind };
  }

  /** Sends one claimed lead's notification on the slot reserved for it, and records the outcome. */
  async function deliver(entry: OutboxEntry, lead: Lead, slot: SendSlot): Promise<void> {
    try {
      await mailer.send(lead.id, notificationMail(lead, options.inboxUrl?.(lead.id)));
      slot.accepted();
    } catch (error) {
      const { reason, kind } = notAccepted(slot, error);
      const attempts = entry.attempts + 1;
      if (kind === "message") {
        logger.error(
          `Lead ${lead.id}: the relay refused its notification for good; dead-lettered, resend with "npm run leads -- resend ${lead.id}"`,
          { leadId: lead.id, reason },
        );
        return outbox.finish(lead.id, "dead", now(), reason);
      }
      scheduleProbe();
      const delay = backoff(attempts);
      logger.warn(`Lead ${lead.id}: notification attempt ${attempts} failed; retrying in ${Math.round(delay / 1000)} s`, {
        leadId: lead.id,
        attempt: attempts,
        reason,
      });
      return scheduleRetry.submit({ leadId: lead.id, at: new Date(Date.now() + delay).toISOString(), error: reason });
    }
    await markSent.submit(lead.id);
    await relayWorked();
  }

  /**
   * Sends what the allowance held back, one mail per free slot: a digest of as many as fit (DIGEST_MAX_LEADS,
   * DIGEST_MAX_BYTES), or a lone one as its own notification. A refusal is handled as for a single mail. Returns
   * whether more may be sent now.
   */
  async function sendHeldOnce(slot: SendSlot): Promise<boolean> {
    const ids = await outbox.claimHeld(now(), leaseUntil(), DIGEST_MAX_LEADS);
    if (!ids.length) return false;
    const byId = new Map((await leads.getMany(ids)).map((lead) => [lead.id, lead]));
    for (const id of ids) if (!byId.has(id)) await outbox.finish(id, "dead", now(), "lead no longer exists");
    const included = fitDigest(ids.flatMap((id) => byId.get(id) ?? []));
    const first = included[0];
    if (!first) return true;
    const includedIds = included.map((lead) => lead.id);
    await outbox.releaseHeld(ids.filter((id) => byId.has(id) && !includedIds.includes(id)));
    const lone = included.length === 1;
    try {
      await mailer.send(
        lone ? first.id : `digest-${first.id}`,
        lone ? notificationMail(first, options.inboxUrl?.(first.id)) : digestMail(included),
      );
      slot.accepted();
    } catch (error) {
      const { reason, kind } = notAccepted(slot, error);
      if (kind === "message") {
        logger.error(
          `The relay refused a mail of ${included.length} held notification(s) for good; dead-lettered, resend with "npm run leads -- resend"`,
          { leadIds: includedIds, reason },
        );
        await outbox.finishHeld(includedIds, "dead", now(), reason);
        return true;
      }
      await outbox.releaseHeld(includedIds);
      // Tried again once the probe interval has passed, not at every poll while the relay fails.
      heldRetryAt = Date.now() + probeMs;
      scheduleProbe();
      logger.warn(`A mail of ${included.length} held notification(s) failed; trying again within ${Math.round(probeMs / 1000)} s`, {
        notifications: included.length,
        reason,
      });
      return false;
    }
    await outbox.finishHeld(includedIds, "sent", now(), null);
    if (!lone)
      logger.log(`Sent one digest of ${included.length} notification(s) held back by the site-wide mail allowance`, {
        notifications: included.length,
      });
    await relayWorked();
    return true;
  }

  /** Sends one staff mail (a sign-in link) on a slot of the staff allowance; without a slot it waits a probe interval. */
  async function deliverStaffMail({ queue, budget: staffBudget }: StaffMail, mail: StaffMailEntry): Promise<void> {
    const slot = await staffBudget.forAny();
    if (!slot) return queue.retry(mail.id, new Date(Date.now() + probeMs).toISOString(), "over the staff mail allowance", false);
    try {
      await mailer.send(`staff-${mail.id}`, { subject: mail.subject, text: mail.text, headers: {} }, mail.recipient);
      slot.accepted();
    } catch (error) {
      const { reason, kind } = notAccepted(slot, error);
      if (kind === "message") {
        logger.error("The relay refused a staff mail for good; the member can ask for another sign-in link", { reason });
        return queue.finish(mail.id, "dead", reason);
      }
      scheduleProbe();
      return queue.retry(mail.id, new Date(Date.now() + backoff(mail.attempts + 1)).toISOString(), reason);
    }
    await queue.finish(mail.id, "sent", null);
    await relayWorked();
  }

  async function sendStaffMail(): Promise<void> {
    if (!staffMail) return;
    const due = await staffMail.queue.claimDue(now(), leaseUntil(), batch);
    await forEachConcurrently(due, concurrency, (mail) => deliverStaffMail(staffMail, mail).catch(failed));
  }

  async function sendHeld(): Promise<void> {
    while (!stopped && Date.now() >= heldRetryAt) {
      const slot = await budget.forHeld();
      if (!slot) return;
      const more = await sendHeldOnce(slot).finally(() => slot.refund());
      if (!more) return;
    }
  }

  function scheduleProbe() {
    if (probeTimer || stopped) return;
    probeTimer = setTimeout(() => {
      probeTimer = undefined;
      if (stopped || relay.get().state === "ok") return;
      outbox.makeOldestDue(now()).then(run, (error: unknown) => {
        // The database failed (a full disk, an outage): probe again later, or the relay's return goes unnoticed.
        failed(error);
        scheduleProbe();
      });
    }, probeMs);
    probeTimer.unref();
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      // A staff member waiting for a sign-in link goes first: a backlog of notifications must not delay it.
      await sendStaffMail();
      const claimed = await outbox.claimDue(now(), leaseUntil(), batch);
      const claimedLeads = new Map((await leads.getMany(claimed.map((entry) => entry.lead_id))).map((lead) => [lead.id, lead]));
      const held: string[] = [];
      const sendOrHold = async (entry: OutboxEntry) => {
        const lead = claimedLeads.get(entry.lead_id);
        if (!lead) return outbox.finish(entry.lead_id, "dead", now(), "lead no longer exists");
        const slot = await budget.forOne();
        if (!slot) return void held.push(lead.id);
        await deliver(entry, lead, slot);
      };
      await forEachConcurrently(claimed, concurrency, (entry) => sendOrHold(entry).catch(failed));
      await outbox.holdMany(held, now());
      if (claimed.length === batch) again = true;
      // Held ones go out once nothing more is due; a digest that finds the relay back makes the waiting ones due.
      if (!again) await sendHeld();
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
      .catch(failed)
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
