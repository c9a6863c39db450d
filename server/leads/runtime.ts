import type { LeadConfig } from "./config";
import { openDatabase } from "#server/db/connection.ts";
import { leadRepository } from "./lead-repository";
import { createLeadService } from "./lead-service";
import { countedMailer, type MailObserver } from "./counted-mailer";
import { createMailer } from "./mailer";
import { migrate } from "#server/db/migrations.ts";
import { createOutboxWorker } from "./outbox";
import { outboxRepository } from "./outbox-repository";
import { createPostGate } from "./post-gate";
import { leadTeller, observedGate, observedService, type LeadObserver } from "./lead-outcomes";
import { createRateLimiter } from "./rate-limit";
import { purgeExpiredLeads } from "./retention";
import { createSendBudget } from "./send-budget";
import { createSendMailAnswers, createSendMailApi } from "./send-mail-api";
import { probeWrite } from "./write-probe";

import { siteOrigin } from "#server/env.ts";
import type { Logger } from "#server/logging/logging.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { staffMailQueue } from "./staff-mail";
import { leadClock } from "./lead-clock";

/** The whole lead pipeline from configuration: database, service, API handler and outbox worker. */
export function createLeadRuntime(config: LeadConfig, logger: Logger = console) {
  const db = openDatabase(config);
  const leads = leadRepository(db);
  const outbox = outboxRepository(db);
  // Sign-in links for staff go out through the same worker, mailer and relay as lead notifications, on an allowance of
  // their own: a flood of leads that fills the notifications' allowance never holds a link back past its life.
  const staffMail = staffMailQueue(db, outbox.instanceId);
  /** A lead's page in the staff inbox, as mails link to it. */
  const inboxUrl = (leadId: string) => `${siteOrigin(config.siteUrl)}${staffPaths.lead(leadId)}`;
  // Who wants to hear how each send ended (the operators' metrics, server/metrics.ts).
  const mailObservers = new Set<MailObserver>();
  const plainMailer = createMailer({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: config.mailFrom,
    to: config.mailTo,
    timeoutMs: config.smtpTimeoutMs,
    maxConnections: config.smtpMaxConnections,
  });
  const mailer = countedMailer(plainMailer, mailObservers);
  const worker = createOutboxWorker({
    leads,
    outbox,
    mailer,
    logger,
    pollMs: config.pollMs,
    retryBaseMs: config.retryBaseMs,
    probeMs: config.probeMs,
    budget: createSendBudget({ limit: config.mailsPerWindow, windowMs: config.mailWindowMs }),
    leaseMs: config.smtpTimeoutMs * 4 + 5_000,
    concurrency: config.smtpMaxConnections,
    staffMail: { queue: staffMail, budget: createSendBudget({ limit: config.staffMailsPerWindow, windowMs: config.mailWindowMs }) },
    inboxUrl,
  });
  // Who wants to hear how each lead post ended: accepted, spam, or refused and why (the operators' metrics).
  const leadObservers = new Set<LeadObserver>();
  const tellLead = leadTeller(leadObservers);
  const service = observedService(createLeadService({ ...config, leads, logger, onCommitted: () => worker.kick() }), tellLead);
  const requests = createRateLimiter({ limit: config.requestsPerMinute, windowMs: 60_000 });
  const origins = { site: config.siteUrl, extra: config.extraOrigins };
  const gate = observedGate(createPostGate({ requests, origins, bodyTimeoutMs: config.bodyTimeoutMs }), tellLead);
  /** For the callers' own check of the fields, between the gate and the service. */
  const refusedInvalid = () => tellLead("refused", "invalid");
  let retention: NodeJS.Timeout | undefined;
  /** Other tables' retention (the Web Vitals totals), run with the leads': each deletes what it keeps no longer. */
  const otherRetention = new Map<string, () => Promise<number>>();

  const purge = async () => {
    if (config.retentionDays) {
      const removed = await purgeExpiredLeads(leads, config.retentionDays).catch(
        (error: unknown) => (logger.error("Lead retention failed", error), 0),
      );
      if (removed) logger.log(`Lead retention: removed ${removed} lead(s) older than ${config.retentionDays} days`, { removed });
    }
    for (const [what, sweep] of otherRetention) {
      const removed = await sweep().catch((error: unknown) => (logger.error(`Retention of ${what} failed`, error), 0));
      if (removed) logger.log(`Retention: removed ${removed} ${what}`, { removed });
    }
  };

  return {
    config,
    db,
    leads,
    outbox,
    staffMail,
    inboxUrl,
    /** What day it is for follow-ups and the Overdue view (moved only by tests: SITE_CLOCK_OFFSET_DAYS). */
    clock: leadClock(config.clockOffsetDays),
    /** Calls `observer` after every mail the outbox sends or fails to send; returns the way to stop. */
    onMail(observer: MailObserver) {
      mailObservers.add(observer);
      return () => mailObservers.delete(observer);
    },
    /** Calls `observer` after every lead post: accepted, a duplicate, spam, or refused with its reason. */
    onLead(observer: LeadObserver) {
      leadObservers.add(observer);
      return () => leadObservers.delete(observer);
    },
    /**
     * Runs `sweep` with the lead retention: at start (when added before it) and hourly. `what` names the rows it
     * removes in the log ("Web Vitals rows"); returns the way to stop.
     */
    onRetention(what: string, sweep: () => Promise<number>) {
      otherRetention.set(what, sweep);
      return () => otherRetention.delete(what);
    },
    /** The retention sweep now: leads past LEAD_RETENTION_DAYS, then what onRetention added. */
    sweepRetention: purge,
    refusedInvalid,
    service,
    gate,
    worker,
    handleApi: createSendMailApi({ gate, service, refusedInvalid }),
    /** The same API answering plain data, for the server to write without building fetch objects. */
    answerApi: createSendMailAnswers({ gate, service, refusedInvalid }),
    /** For /readyz: can leads be stored (a committed test write), and are their notifications going out? */
    async readiness(now = Date.now()) {
      const [writable, queue, oldest] = await Promise.all([
        probeWrite(db, config.databaseUrl ? undefined : config.dataDir).then(
          () => ({ ok: true as const }),
          (error: unknown) => ({ ok: false as const, error: error instanceof Error ? error.message : String(error) }),
        ),
        outbox.counts(),
        outbox.oldestPendingSince(),
      ]);
      const oldestPendingSec = oldest ? Math.max(0, Math.floor((now - Date.parse(oldest)) / 1000)) : 0;
      return {
        writable,
        relay: worker.relayHealth(),
        queue: {
          pending: queue.pending ?? 0,
          held: queue.held ?? 0,
          dead: queue.dead ?? 0,
          oldestPendingSec,
          maxAgeSec: config.outboxMaxAgeSec,
        },
      };
    },
    /** Migrates the database, then runs the retention sweep and starts it hourly, and starts the outbox worker. */
    async start() {
      await migrate(db);
      await purge();
      worker.start();
      retention = setInterval(purge, 60 * 60_000);
      retention.unref();
    },
    async stop() {
      clearInterval(retention);
      await worker.stop();
      mailer.close();
      await db.destroy();
    },
  };
}

export type LeadRuntime = ReturnType<typeof createLeadRuntime>;
