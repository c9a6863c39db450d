import path from "node:path";
import { fileURLToPath } from "node:url";
import { readLeadConfig } from "#server/leads/config.ts";
import { createLeadRuntime } from "#server/leads/runtime.ts";
import { createPublisher } from "#server/publish/publisher.ts";
import { buildFolders } from "#server/publish/build-folders.ts";
import { readStaffConfig } from "#server/staff/config.ts";
import { createStaffRuntime } from "#server/staff/runtime.ts";
import { validateSiteContent } from "#app/.server/content/validate-site-content.ts";
import { readDownloadSecret } from "#app/.server/downloads/download-secret.ts";
import { consoleShaped, createLogger } from "#app/.server/logging.ts";
import { withoutPersonalData } from "#app/.server/personal-data.ts";
import { readConfig } from "./config";
import { exitAfterLog, listen } from "./listen";
import { createLiveSite, loadLiveBuild } from "./live-build";
import { createContentPreview } from "#server/preview/content-preview.ts";
import { createSaveChecker } from "#server/content-check/save-checker.ts";
import { draftsRoot } from "#app/.server/content-editor/drafts-root.ts";

// This file is bundled to <build>/server/server.js, so the build it came with is the folder above it.
const ownBuildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let logger = createLogger();

async function main() {
  const config = readConfig();
  logger = createLogger({ level: config.logLevel });
  const leadConfig = readLeadConfig();
  const downloadSecret = readDownloadSecret(process.env, { ...leadConfig, production: process.env.NODE_ENV === "production" });
  const leads = createLeadRuntime(leadConfig, consoleShaped(logger));
  await leads.start();
  const staff = createStaffRuntime(leads, readStaffConfig());
  staff.start((error) => logger.error({ error: withoutPersonalData(String(error)) }, "Staff sweep failed"));

  const projectDir = process.cwd();
  // The publisher swaps the site it is part of, and the site's builds hand the publisher to their pages.
  const site = createLiveSite((dir) => loadLiveBuild(dir, shared));
  const publisher = createPublisher({
    db: leads.db,
    projectDir,
    draftsDir: draftsRoot,
    dataDir: leadConfig.dataDir,
    live: site,
    logger,
    // Blocks this process for a few hundred milliseconds once per publish: requests wait that long, none is dropped.
    checkContent: validateSiteContent,
  });
  // The preview renders drafts with whichever build is live at the time of the request.
  const contentPreview = createContentPreview({ buildDir: () => site.dir(), contentDir: draftsRoot });
  // The editor's saves are checked in a worker thread of the live build's bundle, off the request path.
  const contentChecks = createSaveChecker({ buildDir: () => site.dir() });
  const shared = { trustProxy: config.trustProxy, leads, staff, downloadSecret, logger, publisher, contentPreview, contentChecks };
  await publisher.recover();
  await site.swapTo(buildFolders(leadConfig.dataDir, projectDir).startingBuild(ownBuildDir));

  await listen(site.handle, config, logger, async () => {
    await publisher.idle();
    contentPreview.stop();
    contentChecks.stop();
    staff.stop();
    await leads.stop();
  });
}

main().catch((error: unknown) => {
  logger.fatal(error instanceof Error ? error.message : String(error));
  exitAfterLog(logger, 1);
});
