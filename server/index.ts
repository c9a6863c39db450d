import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildFolders } from "#server/publish/build-folders.ts";
import { createLogger } from "#server/logging/logging.ts";
import { readConfig } from "./config";
import { exitAfterLog, listen } from "./listen";
import { createLiveSite, loadLiveBuild, type LiveBuildShared } from "./live-build";
import { startSiteServices } from "./site-services";

// This file is bundled to <build>/server/server.js, so the build it came with is the folder above it.
const ownBuildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let logger = createLogger();

async function main() {
  const config = readConfig();
  logger = createLogger({ level: config.logLevel });
  // The publisher swaps the site it is part of, and the site's builds hand the publisher to their pages.
  const started: { shared?: LiveBuildShared } = {};
  const site = createLiveSite((dir) => {
    if (!started.shared) throw new Error("A build was loaded before the site's services started");
    return loadLiveBuild(dir, started.shared);
  });
  const services = await startSiteServices({
    logger,
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
    metricsListener: config.metricsListener,
    vitalsConfig: config.vitals,
    production: process.env.NODE_ENV === "production",
    live: site,
    checkSavesInWorker: true,
    contentGitRemote: config.contentGitRemote,
  });
  started.shared = services.shared;
  await site.swapTo(buildFolders(services.leadConfig.dataDir, process.cwd()).startingBuild(ownBuildDir));
  services.startScheduler();
  // In the background: the site serves its build meanwhile.
  services.followPublishes();
  await listen(site.handle, config, logger, services.stop);
}

main().catch((error: unknown) => {
  logger.fatal(error instanceof Error ? error.message : String(error));
  exitAfterLog(logger, 1);
});
