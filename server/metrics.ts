import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import express, { type RequestHandler } from "express";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { isStaffPath } from "#shared/staff-paths.ts";
import { isPostgres, poolUse, type PoolUse } from "#server/db/connection.ts";
import type { LeadRuntime } from "#server/leads/runtime.ts";
import type { MetricsListener } from "./config";

/** Coarse groups only: a label never carries a raw path (which could hold personal data or explode cardinality). */
export type RouteGroup = "pages" | "api" | "staff" | "static";

export function routeGroup(path: string): RouteGroup {
  if (isStaffPath(path)) return "staff";
  if (path === "/api" || path.startsWith("/api/")) return "api";
  if (path.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(path)) return "static";
  return "pages";
}

export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** The lead pipeline as the metrics read it: its outbox's queue, each mail's outcome, and the database's publishes. */
type LeadsObserved = Pick<LeadRuntime, "outbox" | "onMail" | "onLead" | "db">;

/**
 * One registry per process (not prom-client's global one), so a test can start several servers. With the lead
 * pipeline, the notification queue's depth and oldest waiting age are read from the database at each scrape, and
 * every mail the outbox sends or fails is counted by kind.
 */
export function createMetrics({ leads }: { leads?: LeadsObserved } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  if (leads) observeLeads(registry, leads);
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by route group and status class.",
    labelNames: ["group", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from request to the response's end, by route group and status class.",
    labelNames: ["group", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  /** Times a request to its response's end; a plain Node listener's arguments, so it can sit before any framework. */
  const countRequest = (req: IncomingMessage, res: ServerResponse) => {
    const stop = duration.startTimer();
    res.once("finish", () => {
      const labels = { group: routeGroup(pathOf(req.url)), status: statusClass(res.statusCode) };
      requests.inc(labels);
      stop(labels);
    });
  };
  const countRequests: RequestHandler = (req, res, next) => {
    countRequest(req, res);
    next();
  };
  const beacons = new Counter({
    name: "site_vitals_beacons_total",
    help: "Web Vitals beacons (POST /api/vitals), by outcome: stored, sampled out (accepted, not stored), or refused and why.",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const countBeacon = (outcome: BeaconOutcome) => beacons.inc({ outcome });
  return { registry, countRequest, countRequests, countBeacon };
}

/** What became of a Web Vitals beacon: a bounded set, so the label can never grow with what clients send. */
export type BeaconOutcome =
  | "stored"
  | "sampled_out"
  | "refused_rate"
  | "refused_origin"
  | "refused_type"
  | "refused_size"
  | "refused_malformed"
  | "refused_page"
  | "failed";

/** A request's path without its query (which never reaches a label either). */
const pathOf = (url: string | undefined) => (url ?? "/").split("?")[0] ?? "/";

export type Metrics = ReturnType<typeof createMetrics>;

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /metrics, behind `Authorization: Bearer <token>` when a token is given; the token is compared in constant time
 * (hashes of equal length). Without a token (the metrics' own internal port), the address itself is the guard.
 */
export function metricsRoute(metrics: Metrics, token: string | undefined): RequestHandler {
  const expected = token === undefined ? undefined : digest(token);
  return async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const match = /^Bearer (.+)$/.exec(req.get("authorization") ?? "");
    if (expected && (!match || !timingSafeEqual(digest(match[1]!), expected))) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.status(401).type("text/plain").send("Metrics need the operator's bearer token.");
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}

function observeLeads(registry: Registry, leads: LeadsObserved) {
  // First: a scrape collects in registration order, so the pool is read before the gauges below queue their queries.
  observeDatabase(registry, leads.db);
  new Gauge({
    name: "site_outbox_notifications",
    help: "Lead notifications in the outbox, by state: waiting to be sent, held for a digest, dead-lettered.",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const counts = await leads.outbox.counts();
      for (const state of ["pending", "held", "dead"] as const) this.set({ state }, counts[state] ?? 0);
    },
  });
  new Gauge({
    name: "site_outbox_oldest_waiting_seconds",
    help: "How long the lead behind the oldest notification still waiting has waited (0 when none waits).",
    registers: [registry],
    async collect() {
      const oldest = await leads.outbox.oldestPendingSince();
      this.set(oldest ? Math.max(0, (Date.now() - Date.parse(oldest)) / 1000) : 0);
    },
  });
  const mails = new Counter({
    name: "site_mails_total",
    help: "Mails the outbox handed to the relay (or the mail folder), by kind (lead, digest, staff) and outcome.",
    labelNames: ["kind", "outcome"] as const,
    registers: [registry],
  });
  leads.onMail((kind, outcome) => mails.inc({ kind, outcome }));
  const leadPosts = new Counter({
    name: "site_leads_total",
    help: "Lead posts (contact API, contact and whitepaper forms) by outcome (accepted, duplicate, spam, refused) and refusal reason.",
    labelNames: ["outcome", "reason"] as const,
    registers: [registry],
  });
  leads.onLead((outcome, reason) => leadPosts.inc({ outcome, reason }));
  observePublishes(registry, leads.db);
}

/**
 * The database's engine, and on PostgreSQL its connection pool, read at each scrape. SQLite has one connection and
 * no pool, so the pool's series are left out there rather than stood in for by constants that would say nothing.
 */
function observeDatabase(registry: Registry, db: LeadsObserved["db"]) {
  new Gauge({
    name: "site_database_engine",
    help: "1 for the engine the site's database runs on (postgres or sqlite).",
    labelNames: ["engine"] as const,
    registers: [registry],
  }).set({ engine: isPostgres(db) ? "postgres" : "sqlite" }, 1);
  if (!poolUse(db)) return;
  const poolGauge = (name: string, help: string, read: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const use = poolUse(db);
        if (use) this.set(read(use));
      },
    });
  poolGauge("site_database_pool_connections", "PostgreSQL connections this instance holds open, in use or idle.", (use) => use.open);
  poolGauge("site_database_pool_idle_connections", "Open PostgreSQL connections no query is using.", (use) => use.idle);
  poolGauge(
    "site_database_pool_waiting_queries",
    "Queries waiting for a PostgreSQL connection because all the pool's are in use.",
    (use) => use.waiting,
  );
  poolGauge("site_database_pool_max_connections", "The most PostgreSQL connections this instance's pool opens.", (use) => use.max);
}

/** The content publishes recorded in the database (every instance's), by outcome, and how long the last one took. */
function observePublishes(registry: Registry, db: LeadsObserved["db"]) {
  new Gauge({
    name: "site_publishes",
    help: "Content publishes recorded, by outcome (published, failed, interrupted, running...).",
    labelNames: ["outcome"] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom("content_publishes")
        .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("status")
        .execute();
      this.reset();
      for (const row of rows) this.set({ outcome: row.status }, Number(row.n));
    },
  });
  new Gauge({
    name: "site_last_publish_duration_seconds",
    help: "How long the last finished publish took, start to finish (0 before any).",
    registers: [registry],
    async collect() {
      const last = await db
        .selectFrom("content_publishes")
        .select(["started_at", "finished_at"])
        .where("finished_at", "is not", null)
        .orderBy("finished_at", "desc")
        .limit(1)
        .executeTakeFirst();
      this.set(last?.finished_at ? Math.max(0, (Date.parse(last.finished_at) - Date.parse(last.started_at)) / 1000) : 0);
    },
  });
}

/**
 * The process's metrics and where they are served: on the public port behind the token, or on their own port
 * (`ownPort`), where the token is asked for too if one is set. Absent with neither METRICS_TOKEN nor METRICS_PORT.
 */
export type SiteMetrics = Metrics & { token: string | undefined; ownPort: MetricsListener | undefined };

/** The process's metrics when METRICS_TOKEN or METRICS_PORT is set (config.ts checks them), made once for every build it serves. */
export function siteMetrics(
  { token, ownPort }: { token: string | undefined; ownPort: MetricsListener | undefined },
  leads?: LeadsObserved,
): SiteMetrics | undefined {
  return token || ownPort ? { ...createMetrics({ leads }), token, ownPort } : undefined;
}

/** Serves GET /metrics alone on its own (internal) address; anything else there is 404. */
export async function listenForMetrics(metrics: SiteMetrics, { port, host }: MetricsListener): Promise<Server> {
  const app = express();
  app.disable("x-powered-by");
  app.get("/metrics", metricsRoute(metrics, metrics.token));
  app.use((_req, res) => void res.status(404).type("text/plain").send("Only GET /metrics is served here."));
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return server;
}
