import type { RequestListener } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createDownloads } from "#server/downloads/runtime.ts";
import type { Pino } from "#server/logging/logging.ts";
import { createSiteSearch } from "#server/search/site-search.ts";
import { filterablePaths } from "#shared/filterable-paths.ts";
import type { LeadRuntime } from "#server/leads/runtime.ts";
import type { ContentPreview } from "#server/preview/content-preview.ts";
import type { ContentSaveChecks } from "#server/content-check/save-checker.ts";
import type { Publisher } from "#server/publish/publisher.ts";
import { readPublishedCommit } from "#server/publish/published-commit.ts";
import type { StaffRuntime } from "#server/staff/runtime.ts";
import { createApp } from "./app";
import type { SiteMetrics } from "./metrics";
import { loadStaticFiles, serveStaticFile } from "./static-files";
import type { ContentSyncState } from "./readiness";
import type { TrustProxySetting } from "./trust-proxy";
import type { VitalsCollector } from "./vitals/vitals-route";

/** What every live build shares: the process's runtimes and settings, which outlive any swap. */
export type LiveBuildShared = {
  trustProxy: TrustProxySetting;
  leads: LeadRuntime;
  staff: StaffRuntime;
  downloadSecret: string;
  logger: Pino;
  publisher?: Publisher;
  contentPreview?: ContentPreview;
  contentChecks?: ContentSaveChecks;
  /** Made once per process (so counts survive a publish's swap); absent without METRICS_TOKEN. */
  metrics?: SiteMetrics;
  /** The Web Vitals beacons' store and limits, made once per process. */
  vitals?: VitalsCollector;
  /** Publishing across instances (CONTENT_GIT_REMOTE): whether this instance is catching up, for /readyz. */
  contentSync?: ContentSyncState;
};

/** Everything made from one build directory, answering requests as one handler. */
export type LiveBuild = { dir: string; handle: RequestListener };

/**
 * Loads the build in `dir` (its React Router server bundle, its pages and text files in memory and compressed,
 * its search index, its PDFs) and the Express app made from them. Resolves only once all of it is ready, so the
 * caller can swap to it in one assignment. The build's code reads the content it was made from (`<dir>/content`, found
 * beside its own files: app/.server/content/content-root.ts), so anything it renders live shows the published content.
 */
export async function loadLiveBuild(dir: string, shared: LiveBuildShared): Promise<LiveBuild> {
  const { logger } = shared;
  const started = Date.now();
  const build = (await import(pathToFileURL(path.join(dir, "server/index.js")).href)) as ServerBuild;
  const staticFiles = loadStaticFiles(dir);
  await staticFiles.compressed.then(
    ({ atBuild, atStart }) =>
      logger.info(
        { atBuild, atStart, ms: Date.now() - started },
        `Pages and text files compressed (brotli and gzip): ${atBuild} at build, ${atStart} at start`,
      ),
    (error: unknown) => logger.error({ error: String(error) }, "Compressing pages failed; serving them compressed per request"),
  );
  const search = createSiteSearch(dir);
  const searchIndex = search.preload();
  if (searchIndex) logger.info(searchIndex, `Search index loaded: ${searchIndex.documents} pages in ${searchIndex.ms} ms`);
  else logger.warn("No search index in the build: /search says search is unavailable");
  const downloads = createDownloads({ buildDir: dir, secret: shared.downloadSecret });
  const { trustProxy, leads, staff, publisher, contentPreview, contentChecks, metrics, vitals, contentSync } = shared;
  const app = createApp({
    assets: { buildDir: dir },
    build,
    trustProxy,
    leads,
    staff,
    downloads,
    search,
    contentPreview,
    contentChecks,
    logger,
    liveBuild: { dir },
    publishedCommit: readPublishedCommit(dir),
    publisher,
    metrics,
    vitals,
    contentSync,
  });
  const serveStatic = serveStaticFile(staticFiles, new Set(filterablePaths));
  logger.info({ dir, ms: Date.now() - started }, "Build loaded");
  return {
    dir,
    handle: (req, res) => {
      metrics?.countRequest(req, res);
      void (serveStatic(req, res) || app(req, res));
    },
  };
}

/**
 * The build the site serves now. Every request goes to the current one; `swapTo` loads another fully, then replaces
 * the current one in a single assignment: requests already in flight finish on the build that took them. The first
 * `swapTo` loads the build to start with (until then requests answer 503: `listen` starts after it).
 */
export function createLiveSite(load: (dir: string) => Promise<LiveBuild>) {
  let current: LiveBuild | undefined;
  return {
    dir(): string {
      if (!current) throw new Error("No build is loaded yet");
      return current.dir;
    },
    handle: ((req, res) => {
      if (current) return current.handle(req, res);
      res.statusCode = 503;
      res.end();
    }) satisfies RequestListener,
    async swapTo(dir: string): Promise<void> {
      const next = await load(dir);
      current = next;
    },
  };
}

export type LiveSite = ReturnType<typeof createLiveSite>;
