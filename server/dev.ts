// `npm run dev`: the production app stack (headers, limits, CSP, actions, API) and the same services
// (server/site-services.ts), with Vite in middleware mode serving modules and hot reload in place of the
// pre-rendered build.
import express from "express";
import pretty from "pino-pretty";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { buildFolders } from "#server/publish/build-folders.ts";
import { createDownloads } from "#server/downloads/runtime.ts";
import { createSiteSearch } from "#server/search/site-search.ts";
import { createLogger } from "#server/logging/logging.ts";
import { createApp } from "./app";
import { readConfig } from "./config";
import { listen } from "./listen";
import { startSiteServices } from "./site-services";

const config = readConfig();
// The same log lines as in production, as readable text instead of JSON.
const logger = createLogger({
  level: config.logLevel,
  destination: pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" }),
});
// Vite renders the pages from the checkout, so a publish here commits the content and builds it, and the build it
// makes only becomes the one the preview renders drafts with; until the first publish, that is the last `npm run build`.
let liveDir = "build";
const live = {
  dir: () => liveDir,
  swapTo: async (dir: string) => {
    liveDir = dir;
  },
};
// The editor's saves are checked in-process under Vite (a worker would run the last build's code, not the checkout's).
const services = await startSiteServices({
  logger,
  trustProxy: config.trustProxy,
  metricsToken: config.metricsToken,
  metricsListener: config.metricsListener,
  vitalsConfig: config.vitals,
  production: false,
  live,
  checkSavesInWorker: false,
});
liveDir = buildFolders(services.leadConfig.dataDir, process.cwd()).startingBuild("build");
services.startScheduler();
const { leads, staff, publisher, contentPreview, downloadSecret, metrics, vitals, contentSync } = services.shared;
// Whitepaper PDFs come from the last `npm run build`; without one, file links answer the 403 page.
const downloads = createDownloads({ buildDir: "build", secret: downloadSecret });
// Search answers from the last build's index too.
const search = createSiteSearch("build");
const root = express();
// Counted before everything, as the built server counts them (server/live-build.ts).
if (metrics) root.use(metrics.countRequests);
let closeVite = async () => {};
await listen(
  root,
  config,
  logger,
  async () => {
    await closeVite();
    await services.stop();
  },
  async (server) => {
    // Hot reload shares the site's own port, so the CSP's connect-src 'self' covers it.
    const vite = await createServer({ server: { middlewareMode: true, hmr: { server } } });
    closeVite = () => vite.close();
    root.use(
      createApp({
        assets: { vite: vite.middlewares },
        build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        trustProxy: config.trustProxy,
        leads,
        staff,
        downloads,
        search,
        publisher,
        contentPreview,
        logger,
        metrics,
        vitals,
        contentSync,
      }),
    );
  },
);
