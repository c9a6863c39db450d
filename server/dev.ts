// `npm run dev`: the production app stack (headers, limits, CSP, actions, API) with Vite in
// middleware mode serving modules and hot reload in place of the pre-rendered build.
import express from "express";
import pretty from "pino-pretty";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { readLeadConfig } from "#server/leads/config.ts";
import { createLeadRuntime } from "#server/leads/runtime.ts";
import { readStaffConfig } from "#server/staff/config.ts";
import { createStaffRuntime } from "#server/staff/runtime.ts";
import { readDownloadSecret } from "#app/.server/downloads/download-secret.ts";
import { createDownloads } from "#app/.server/downloads/runtime.ts";
import { createSiteSearch } from "#app/.server/search/site-search.ts";
import { consoleShaped, createLogger } from "#app/.server/logging.ts";
import { createApp } from "./app";
import { readConfig } from "./config";
import { listen } from "./listen";

const config = readConfig();
// The same log lines as in production, as readable text instead of JSON.
const logger = createLogger({
  level: config.logLevel,
  destination: pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" }),
});
const leadConfig = readLeadConfig();
// Whitepaper PDFs come from the last `npm run build`; without one, file links answer the 403 page.
const downloads = createDownloads({ buildDir: "build", secret: readDownloadSecret(process.env, { ...leadConfig, production: false }) });
// Search answers from the last build's index too.
const search = createSiteSearch("build");
const leads = createLeadRuntime(leadConfig, consoleShaped(logger));
await leads.start();
const staff = createStaffRuntime(leads, readStaffConfig());
staff.start((error) => logger.error({ error: String(error) }, "Staff sweep failed"));
const root = express();
let closeVite = async () => {};
const server = await listen(root, config, logger, async () => {
  await closeVite();
  staff.stop();
  await leads.stop();
});
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
    logger,
  }),
);
