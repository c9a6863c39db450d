import { environment } from "#server/env.ts";
import { readLeadConfig } from "#server/leads/config.ts";
import { readSiteFacts } from "#server/site-facts.ts";
import { createLeadRuntime } from "#server/leads/runtime.ts";
import { createPublisher } from "#server/publish/publisher.ts";
import { publishLog } from "#server/publish/publish-log.ts";
import { sharedPublishing } from "#server/publish/shared-publishing.ts";
import { createPublishScheduler } from "#server/publish/publish-scheduler.ts";
import { databaseScheduleClaim } from "#server/publish/schedule-claim.ts";
import { newInstanceId } from "#server/leads/outbox-repository.ts";
import { entryOfImage, isEditablePath, isImageFile } from "#content/schema/entry-paths.ts";
import { readStaffConfig } from "#server/staff/config.ts";
import { createStaffRuntime } from "#server/staff/runtime.ts";
import { createContentPreview } from "#server/preview/content-preview.ts";
import { createSaveChecker } from "#server/content-check/save-checker.ts";
import { readDownloadSecret } from "#server/downloads/download-secret.ts";
import { consoleShaped, type Pino } from "#server/logging/logging.ts";
import { expiredVitalsPurge } from "#server/vitals/vitals-retention.ts";
import { withoutPersonalData } from "#server/logging/personal-data.ts";
import { draftsRoot } from "#server/drafts-root.ts";
import type { MetricsListener, VitalsConfig } from "./config";
import type { LiveBuildShared } from "./live-build";
import { listenForMetrics, siteMetrics } from "./metrics";
import type { TrustProxySetting } from "./trust-proxy";
import { createVitalsCollector } from "./vitals/vitals-route";

export type SiteServicesOptions = {
  logger: Pino;
  trustProxy: TrustProxySetting;
  /** The token that unlocks GET /metrics, as read once with the rest of the server's config (server/config.ts). */
  metricsToken: string | undefined;
  /** METRICS_PORT and METRICS_HOST, read with the rest of the config: /metrics on its own internal listener. */
  metricsListener: MetricsListener | undefined;
  /** The Web Vitals beacon's sampling and rate (VITALS_SAMPLE_RATE, VITALS_RATE_PER_MINUTE). */
  vitalsConfig: VitalsConfig;
  /** Whether a missing download secret is an error (production) or replaced by a development one. */
  production: boolean;
  /** The build the site serves now, and how a publish swaps it (production: the live site; dev: the last build). */
  live: { dir(): string; swapTo(dir: string): Promise<void> };
  /** Whether the editor's saves are checked in a worker of the live build; under Vite they run in-process instead. */
  checkSavesInWorker: boolean;
  /** CONTENT_GIT_REMOTE, read with the rest of the config: publishing across instances (server/publish/shared-publishing.ts). */
  contentGitRemote?: string | undefined;
};

/**
 * The services that outlive any build swap, made the same way for `npm start` (server/index.ts) and `npm run dev`
 * (server/dev.ts): leads, staff, publisher, preview and save checks. Resolves once the database is ready and an
 * interrupted publish is recovered; `startScheduler` follows the first build's load; `stop` ends them in the reverse order.
 */
export async function startSiteServices(options: SiteServicesOptions) {
  const { logger, trustProxy, metricsToken, metricsListener, vitalsConfig, production, live, checkSavesInWorker, contentGitRemote } =
    options;
  const siteFacts = readSiteFacts();
  const leadConfig = readLeadConfig(environment(), siteFacts);
  const downloadSecret = readDownloadSecret(process.env, { ...leadConfig, production });
  const leads = createLeadRuntime(leadConfig, consoleShaped(logger));
  leads.onRetention("Web Vitals rows", expiredVitalsPurge(leads.db, vitalsConfig.retentionDays));
  await leads.start();
  const staff = createStaffRuntime(leads, readStaffConfig(environment(), siteFacts));
  staff.start((error) => logger.error({ error: withoutPersonalData(String(error)) }, "Staff sweep failed"));
  // Saves and a publish's snapshot are checked in a worker of the live build (under Vite: saves in-process, and a
  // publish by its build's own first step).
  const contentChecks = checkSavesInWorker ? createSaveChecker({ buildDir: () => live.dir() }) : undefined;
  const acrossInstances =
    contentGitRemote === undefined
      ? undefined
      : sharedPublishing({
          remote: contentGitRemote,
          databaseUrl: leadConfig.databaseUrl,
          projectDir: process.cwd(),
          dataDir: leadConfig.dataDir,
          lastPublishedCommit: () => publishLog(leads.db).lastPublishedCommit(),
          live,
          logger,
        });
  const publisher = createPublisher({
    db: leads.db,
    projectDir: process.cwd(),
    draftsDir: draftsRoot,
    dataDir: leadConfig.dataDir,
    live,
    logger,
    checkContent: contentChecks?.checkTree,
    isEntry: (file) => isEditablePath(file),
    acrossInstances: acrossInstances?.forPublisher,
    isImage: isImageFile,
    entryOfImage: (image) => entryOfImage(image),
  });
  const scheduler = createPublishScheduler({
    claim: databaseScheduleClaim(leads.db, newInstanceId()),
    startPublish: (actor) => publisher.start(actor, undefined),
    logger,
  });
  publisher.onScheduled(scheduler.wake);
  // The preview renders drafts with whichever build is live at the time of the request.
  const contentPreview = createContentPreview({ buildDir: () => live.dir(), contentDir: draftsRoot });
  await publisher.recover();
  const metrics = siteMetrics({ token: metricsToken, ownPort: metricsListener }, leads);
  const metricsServer = metrics?.ownPort && (await listenForMetrics(metrics, metrics.ownPort));
  if (metrics?.ownPort) logger.info(metrics.ownPort, `Metrics on http://${metrics.ownPort.host}:${metrics.ownPort.port}/metrics`);
  const vitals = createVitalsCollector({ db: leads.db, config: vitalsConfig, count: metrics?.countBeacon });
  const shared: LiveBuildShared = {
    trustProxy,
    leads,
    staff,
    downloadSecret,
    logger,
    publisher,
    contentPreview,
    contentChecks,
    metrics,
    vitals,
    contentSync: acrossInstances,
  };
  return {
    leadConfig,
    shared,
    /**
     * Starts running scheduled publishes, one due while the server was down first. Called once the site serves its
     * first build: a publish checks its content in that build's worker, and swaps from it.
     */
    startScheduler: () => scheduler.start(),
    /** Once a build is live: follows the publishes of other instances (with CONTENT_GIT_REMOTE), starting with the last one. */
    followPublishes: () => acrossInstances?.follow(),
    async stop() {
      await scheduler.stop();
      await acrossInstances?.stop();
      if (metricsServer) await new Promise((resolve) => metricsServer.close(resolve));
      await publisher.idle();
      contentPreview.stop();
      contentChecks?.stop();
      staff.stop();
      await leads.stop();
    },
  };
}
