import { readLeadConfig } from "#server/leads/config.ts";
import { createLeadRuntime } from "#server/leads/runtime.ts";
import { createPublisher } from "#server/publish/publisher.ts";
import { createPublishScheduler } from "#server/publish/publish-scheduler.ts";
import { databaseScheduleClaim } from "#server/publish/schedule-claim.ts";
import { newInstanceId } from "#server/leads/outbox-repository.ts";
import { isEditablePath } from "#app/.server/content-editor/editor-runtime.ts";
import { readStaffConfig } from "#server/staff/config.ts";
import { createStaffRuntime } from "#server/staff/runtime.ts";
import { createContentPreview } from "#server/preview/content-preview.ts";
import { createSaveChecker } from "#server/content-check/save-checker.ts";
import { validateSiteContent } from "#app/.server/content/validate-site-content.ts";
import { readDownloadSecret } from "#app/.server/downloads/download-secret.ts";
import { consoleShaped, type Pino } from "#app/.server/logging.ts";
import { withoutPersonalData } from "#app/.server/personal-data.ts";
import { draftsRoot } from "#app/.server/content-editor/drafts-root.ts";
import { readMetricsToken } from "./config";
import type { LiveBuildShared } from "./live-build";
import { siteMetrics } from "./metrics";
import type { TrustProxySetting } from "./trust-proxy";

export type SiteServicesOptions = {
  logger: Pino;
  trustProxy: TrustProxySetting;
  /** Whether a missing download secret is an error (production) or replaced by a development one. */
  production: boolean;
  /** The build the site serves now, and how a publish swaps it (production: the live site; dev: the last build). */
  live: { dir(): string; swapTo(dir: string): Promise<void> };
  /** Whether the editor's saves are checked in a worker of the live build; under Vite they run in-process instead. */
  checkSavesInWorker: boolean;
};

/**
 * The services that outlive any build swap, made the same way for `npm start` (server/index.ts) and `npm run dev`
 * (server/dev.ts): leads, staff, publisher, preview and save checks. Resolves once the database is ready and an
 * interrupted publish is recovered; `stop` ends them in the reverse order.
 */
export async function startSiteServices({ logger, trustProxy, production, live, checkSavesInWorker }: SiteServicesOptions) {
  const leadConfig = readLeadConfig();
  const downloadSecret = readDownloadSecret(process.env, { ...leadConfig, production });
  const leads = createLeadRuntime(leadConfig, consoleShaped(logger));
  await leads.start();
  const staff = createStaffRuntime(leads, readStaffConfig());
  staff.start((error) => logger.error({ error: withoutPersonalData(String(error)) }, "Staff sweep failed"));
  const publisher = createPublisher({
    db: leads.db,
    projectDir: process.cwd(),
    draftsDir: draftsRoot,
    dataDir: leadConfig.dataDir,
    live,
    logger,
    // Blocks this process for a few hundred milliseconds once per publish: requests wait that long, none is dropped.
    checkContent: validateSiteContent,
    isEntry: (file) => isEditablePath(file),
  });
  const scheduler = createPublishScheduler({
    claim: databaseScheduleClaim(leads.db, newInstanceId()),
    startPublish: (actor) => publisher.start(actor, undefined),
    logger,
  });
  publisher.onScheduled(scheduler.wake);
  // The preview renders drafts with whichever build is live at the time of the request.
  const contentPreview = createContentPreview({ buildDir: () => live.dir(), contentDir: draftsRoot });
  const contentChecks = checkSavesInWorker ? createSaveChecker({ buildDir: () => live.dir() }) : undefined;
  await publisher.recover();
  // After the recovery: a schedule due while the server was down runs now.
  scheduler.start();
  const metrics = siteMetrics(readMetricsToken(), leads);
  const shared: LiveBuildShared = { trustProxy, leads, staff, downloadSecret, logger, publisher, contentPreview, contentChecks, metrics };
  return {
    leadConfig,
    shared,
    async stop() {
      await scheduler.stop();
      await publisher.idle();
      contentPreview.stop();
      contentChecks?.stop();
      staff.stop();
      await leads.stop();
    },
  };
}
