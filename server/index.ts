import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { readLeadConfig } from "#app/.server/leads/config.ts";
import { createLeadRuntime } from "#app/.server/leads/runtime.ts";
import { readDownloadSecret } from "#app/.server/downloads/download-secret.ts";
import { createDownloads } from "#app/.server/downloads/runtime.ts";
import { createApp } from "./app";
import { readConfig } from "./config";
import { listen } from "./listen";
import { loadStaticFiles, serveStaticFile } from "./static-files";

// This file is bundled to <build>/server/server.js, so the build it serves is the folder above it.
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  const config = readConfig();
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  const leadConfig = readLeadConfig();
  const secret = readDownloadSecret(process.env, { ...leadConfig, production: process.env.NODE_ENV === "production" });
  const downloads = createDownloads({ buildDir, secret });
  const leads = createLeadRuntime(leadConfig);
  await leads.start();
  const staticFiles = loadStaticFiles(buildDir);
  const started = Date.now();
  staticFiles.compressed.then(
    (count) => console.log(`Compressed ${count} pages and text files once (brotli and gzip) in ${Date.now() - started} ms`),
    (error: unknown) => console.error("Compressing pages failed; serving them compressed per request:", error),
  );
  const app = createApp({ assets: { buildDir }, build, trustProxy: config.trustProxy, leads, downloads });
  const serveStatic = serveStaticFile(staticFiles);
  await listen((req, res) => serveStatic(req, res) || app(req, res), config, console, () => leads.stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
