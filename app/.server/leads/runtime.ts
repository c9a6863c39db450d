import type { LeadConfig } from "./config";
import { openDatabase } from "./database";
import { leadRepository } from "./lead-repository";
import { createLeadService } from "./lead-service";
import { createMailer } from "./mailer";
import { migrate } from "./migrations";
import { createOutboxWorker } from "./outbox";
import { outboxRepository } from "./outbox-repository";
import { createPostGate } from "./post-gate";
import { createRateLimiter } from "./rate-limit";
import { purgeExpiredLeads } from "./retention";
import { createSendBudget } from "./send-budget";
import { createSendMailApi } from "./send-mail-api";

type Logger = Pick<Console, "log" | "warn" | "error">;

/** The whole lead pipeline from configuration: database, service, API handler and outbox worker. */
export function createLeadRuntime(config: LeadConfig, logger: Logger = console) {
  const db = openDatabase(config);
  const leads = leadRepository(db);
  const outbox = outboxRepository(db);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom, to: config.mailTo, timeoutMs: config.smtpTimeoutMs, maxConnections: config.smtpMaxConnections });
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
  });
  const service = createLeadService({ ...config, leads, logger, onCommitted: () => worker.kick() });
  const requests = createRateLimiter({ limit: config.requestsPerMinute, windowMs: 60_000 });
  const trustedOrigins = config.siteUrl ? [config.siteUrl] : [];
  const gate = createPostGate({ requests, trustedOrigins, bodyTimeoutMs: config.bodyTimeoutMs });
  let retention: NodeJS.Timeout | undefined;

  const purge = async () => {
    if (!config.retentionDays) return;
    const removed = await purgeExpiredLeads(leads, config.retentionDays).catch((error: unknown) => (logger.error("Lead retention:", error), 0));
    if (removed) logger.log(`Lead retention: removed ${removed} lead(s) older than ${config.retentionDays} days`);
  };

  return {
    config,
    db,
    leads,
    outbox,
    service,
    gate,
    trustedOrigins,
    worker,
    handleApi: createSendMailApi({ gate, service }),
    /** For /readyz: can leads be stored, and can their notifications go out? */
    async readiness() {
      const queue = await outbox.counts();
      return { relay: worker.relayHealth(), queue: { pending: queue.pending ?? 0, held: queue.held ?? 0, dead: queue.dead ?? 0 } };
    },
    /** Migrates the database, then starts the outbox worker and the retention sweep. */
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
