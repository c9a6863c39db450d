import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { fixedPaths } from "#shared/paths.ts";
import { isContentPreviewPath } from "#shared/staff-paths.ts";
import type { RequestFacts, requestFacts } from "#app/.server/request-context.ts";
import { withoutPersonalData } from "#server/logging/personal-data.ts";
import type { Pino } from "#server/logging/logging.ts";
import { environment } from "#server/env.ts";
import { refuseOversizedBodies } from "./oversized-bodies";
import { refuseCrossSitePosts } from "./cross-site-posts";
import { configuredHosts, readSiteOrigins } from "#shared/origin-rule.ts";
import { contentSecurityPolicy, createNonce } from "./csp";
import { editorContentSecurityPolicy, isContentEditorPage } from "./editor-csp";
import { securityHeaders } from "./security-headers";
import { staffResponseHeaders } from "./staff-headers";
import { sendMailRoute } from "./send-mail-route";
import { readiness, type ContentSyncState } from "./readiness";
import { metricsRoute, type SiteMetrics } from "./metrics";
import { redirectTrailingSlash } from "./trailing-slash";
import type { TrustProxySetting } from "./trust-proxy";
import { refuseUnservableRequests } from "./unservable-requests";
import { originFormTarget } from "./origin-form";
import { WHITEPAPER_FILE_ROUTE, whitepaperFileRoute } from "./whitepaper-file-route";
import { VITALS_PATH, vitalsRoute, type VitalsCollector } from "./vitals/vitals-route";
import { createAppServices } from "./app-services";

/**
 * The app's own settings, and the services its pages get on every request (`RequestFacts`: leads, staff, downloads,
 * search, preview, live build, publisher; each absent one makes its pages say so).
 */
export type AppOptions = Omit<RequestFacts, "cspNonce" | "clientIp" | "services"> & {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Where pages and assets come from: a production build folder (client/, server/, page manifest), or Vite in development. */
  assets: { buildDir: string } | { vite: RequestHandler };
  /** Express `trust proxy` (from TRUST_PROXY). */
  trustProxy: TrustProxySetting;
  /** Where an unexpected error is logged (the request's own line comes from `listen`). */
  logger?: Pick<Pino, "info" | "warn" | "error">;
  /** The process's metrics, served at /metrics with their token unless they have their own port (absent: no /metrics). */
  metrics?: SiteMetrics;
  /** Where the pages' Web Vitals beacons go (absent: POST /api/vitals is no address of the site). */
  vitals?: VitalsCollector;
  /** The shared remote's commit this build's content was published as (CONTENT_GIT_REMOTE), told by /healthz. */
  publishedCommit?: string | null;
  /** Publishing across instances: whether this instance is building a newer publish, told by /readyz. */
  contentSync?: ContentSyncState;
};

const YEAR = 60 * 60 * 24 * 365;

/**
 * The build with React Router's own Origin check widened to the configured origins: that check compares Origin with
 * the request's Host, so behind a proxy it would refuse a post from SITE_URL that the site's rule accepts; the rule
 * (origin-rule.ts), applied before React Router, is the one that decides.
 */
function withSiteOrigins(build: AppOptions["build"]): AppOptions["build"] {
  const hosts = configuredHosts(readSiteOrigins(environment()));
  if (!hosts.length) return build;
  const widen = (loaded: ServerBuild): ServerBuild => ({ ...loaded, allowedActionOrigins: hosts });
  return typeof build === "function" ? async () => widen(await build()) : widen(build);
}

/**
 * The key the app's loaders read the server's facts under, taken from the build (its entry exports it,
 * app/entry.server.tsx): a context key is known by identity, so it must be the build's own, never one the server imports.
 */
function factsKeyOf(build: ServerBuild): typeof requestFacts {
  const { requestFacts: key } = build.entry.module as { requestFacts?: typeof requestFacts };
  if (!key) throw new Error("The server build's entry (app/entry.server.tsx) exports no requestFacts");
  return key;
}

export function createApp({
  assets,
  build,
  trustProxy,
  logger,
  metrics,
  vitals,
  publishedCommit,
  contentSync,
  ...facts
}: AppOptions): express.Express {
  const { leads, downloads } = facts;
  // Made once per build the server loads, from the runtimes that outlive it: the app's loaders and actions reach the
  // server only through these (app/.server/request-context.ts).
  const services = createAppServices(facts);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(securityHeaders);
  app.use(staffResponseHeaders);
  // Requests are counted before the app (server/live-build.ts, server/dev.ts): static files and the lead API too.
  // With METRICS_PORT, /metrics is on that internal port only (server/site-services.ts) and 404 here.
  if (metrics?.token && !metrics.ownPort) app.get("/metrics", metricsRoute(metrics, metrics.token));
  app.use(originFormTarget);
  app.use(refuseUnservableRequests);
  app.all(fixedPaths.sendMail, sendMailRoute(leads));
  if (downloads) app.get(WHITEPAPER_FILE_ROUTE, whitepaperFileRoute(downloads));
  // Reads its own body, capped far below the public limit, and counts every refusal (server/vitals/vitals-route.ts).
  if (vitals) app.post(VITALS_PATH, vitalsRoute(vitals, build));
  app.use(refuseOversizedBodies);
  app.use(compression());
  app.use(redirectTrailingSlash);

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(publishedCommit ? { status: "ok", publishedCommit } : { status: "ok" });
  });
  app.get("/readyz", readiness(leads, logger, contentSync));

  if ("vite" in assets) app.use(assets.vite);
  else servePrerenderedBuild(app, assets.buildDir);
  app.use(refuseCrossSitePosts());
  app.use(withNonce);
  app.all(
    "/{*splat}",
    createRequestHandler({
      build: withSiteOrigins(build),
      getLoadContext: async (req, res) => {
        // The provider is the request handler's own React Router's (under Vite the build may load another copy of
        // the package, whose class the handler would refuse); the key is the build's.
        const context = new RouterContextProvider();
        context.set(factsKeyOf(typeof build === "function" ? await build() : build), {
          ...facts,
          services,
          cspNonce: res.locals.cspNonce as string,
          clientIp: req.ip,
        });
        return context;
      },
    }),
  );
  if (logger) app.use(logUnexpectedError(logger));
  return app;
}

/** Hashed assets cached for a year, pre-rendered pages from memory, and the rest of client/ (e.g. .data files). */
function servePrerenderedBuild(app: express.Express, buildDir: string) {
  const clientDir = path.join(buildDir, "client");
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: YEAR * 1000, index: false }));
  app.use("/assets", (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      maxAge: "1h",
      setHeaders(res, file) {
        if (file.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
      },
    }),
  );
  // A page the build did not pre-render has no share image of its own: its link preview shows the site's.
  app.get("/share/{*file}", (_req, res) => {
    res.sendFile(path.join(clientDir, "og-image.png"), { maxAge: "1h" });
  });
}

/**
 * Server-rendered answers (404s, form results) carry a fresh nonce instead of hashes. A content preview runs no
 * script at all: its page is shown without its scripts. The content editor has its own policy (server/editor-csp.ts).
 */
const withNonce: RequestHandler = (req, res, next) => {
  const nonce = createNonce();
  res.locals.cspNonce = nonce;
  const scripts = [`'nonce-${nonce}'`];
  const preview = isContentPreviewPath(req.path);
  // The editor shows the preview beside its form, in a frame of its own page.
  if (preview) res.setHeader("X-Frame-Options", "SAMEORIGIN");
  const policy = preview
    ? contentSecurityPolicy("none", { framedBySite: true })
    : isContentEditorPage(req.path)
      ? editorContentSecurityPolicy(scripts)
      : contentSecurityPolicy(scripts);
  res.setHeader("Content-Security-Policy", policy);
  res.setHeader("Cache-Control", "no-store");
  next();
};

/** Answers an error nothing else handled, logging it (with the request id, without personal data) unless it is the client's fault. */
function logUnexpectedError(logger: Pick<Pino, "error">): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const given = (error as { status?: unknown } | null)?.status;
    const status = typeof given === "number" && given >= 400 && given < 600 ? given : 500;
    if (status >= 500) {
      const { name, message, stack } = error instanceof Error ? error : { name: "Error", message: String(error), stack: "" };
      logger.error(
        {
          reqId: (req as { id?: string }).id,
          error: { name, message: withoutPersonalData(message), stack: withoutPersonalData(stack ?? "") },
        },
        "unexpected error",
      );
    }
    if (res.headersSent) return next(error);
    res
      .status(status)
      .type("text/plain")
      .send(status >= 500 ? "Internal Server Error" : "Bad Request");
  };
}
