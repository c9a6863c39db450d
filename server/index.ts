import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { readLeadConfig } from "#server/leads/config.ts";
import { createLeadRuntime } from "#server/leads/runtime.ts";
import { readStaffConfig } from "#server/staff/config.ts";
import { createStaffRuntime } from "#server/staff/runtime.ts";
import { readDownloadSecret } from "#app/.server/downloads/download-secret.ts";
import { createDownloads } from "#app/.server/downloads/runtime.ts";
import { consoleShaped, createLogger } from "#app/.server/logging.ts";
import { withoutPersonalData } from "#app/.server/personal-data.ts";
import { createApp } from "./app";
import { readConfig } from "./config";
import { exitAfterLog, listen } from "./listen";
import { serveSendMail, type TrustProxy } from "./send-mail-route";
import { filterablePaths } from "#app/lib/resource-routes.ts";
import { loadStaticFiles, serveStaticFile } from "./static-files";
import { createSiteSearch } from "#app/.server/search/site-search.ts";
import { createContentPreview } from "#server/preview/content-preview.ts";
import { readPreviewContentDir } from "#server/preview/config.ts";

// This file is bundled to <build>/server/server.js, so the build it serves is the folder above it.
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let logger = createLogger();

async function main() {
  const config = readConfig();
  logger = createLogger({ level: config.logLevel });
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  const leadConfig = readLeadConfig();
  const secret = readDownloadSecret(process.env, { ...leadConfig, production: process.env.NODE_ENV === "production" });
  const downloads = createDownloads({ buildDir, secret });
  const leads = createLeadRuntime(leadConfig, consoleShaped(logger));
  await leads.start();
  const staff = createStaffRuntime(leads, readStaffConfig());
  staff.start((error) => logger.error({ error: withoutPersonalData(String(error)) }, "Staff sweep failed"));
  const staticFiles = loadStaticFiles(buildDir);
  const started = Date.now();
  staticFiles.compressed.then(
    ({ atBuild, atStart }) =>
      logger.info(
        { atBuild, atStart, ms: Date.now() - started },
        `Pages and text files compressed (brotli and gzip): ${atBuild} at build, ${atStart} at start`,
      ),
    (error: unknown) => logger.error({ error: String(error) }, "Compressing pages failed; serving them compressed per request"),
  );
  const search = createSiteSearch(buildDir);
  const searchIndex = search.preload();
  if (searchIndex) logger.info(searchIndex, `Search index loaded: ${searchIndex.documents} pages in ${searchIndex.ms} ms`);
  else logger.warn("No search index in the build: /search says search is unavailable");
  // The preview renders with the build this server serves (one parameter: a swappable build passes its getter).
  const contentPreview = createContentPreview({ buildDir: () => buildDir, contentDir: readPreviewContentDir() });
  const app = createApp({
    assets: { buildDir },
    build,
    trustProxy: config.trustProxy,
    leads,
    staff,
    downloads,
    search,
    contentPreview,
    logger,
  });
  const serveStatic = serveStaticFile(staticFiles, new Set(filterablePaths));
  const serveApi = serveSendMail(leads, app.get("trust proxy fn") as TrustProxy, (error, req) =>
    logger.error({ reqId: (req as { id?: string }).id, error: withoutPersonalData(String(error)) }, "unexpected error"),
  );
  await listen(
    (req, res) => serveStatic(req, res) || serveApi(req, res) || app(req, res),
    config,
    logger,
    () => (contentPreview.stop(), staff.stop(), leads.stop()),
  );
}

main().catch((error: unknown) => {
  logger.fatal(error instanceof Error ? error.message : String(error));
  exitAfterLog(logger, 1);
});
