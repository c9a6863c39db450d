import { createHash, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** Coarse groups only: a label never carries a raw path (which could hold personal data or explode cardinality). */
export type RouteGroup = "pages" | "api" | "staff" | "static";

export function routeGroup(path: string): RouteGroup {
  if (path === "/api" || path.startsWith("/api/")) return "api";
  if (path === "/staff" || path.startsWith("/staff/")) return "staff";
  if (path.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(path)) return "static";
  return "pages";
}

export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** One registry per process (not prom-client's global one), so a test can start several servers. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
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
  const countRequests: RequestHandler = (req, res, next) => {
    const stop = duration.startTimer();
    res.once("finish", () => {
      const labels = { group: routeGroup(req.path), status: statusClass(res.statusCode) };
      requests.inc(labels);
      stop(labels);
    });
    next();
  };
  return { registry, countRequests };
}

export type Metrics = ReturnType<typeof createMetrics>;

const digest = (text: string) => createHash("sha256").update(text).digest();

/** GET /metrics behind `Authorization: Bearer <token>`; the token is compared in constant time (hashes of equal length). */
export function metricsRoute(metrics: Metrics, token: string): RequestHandler {
  const expected = digest(token);
  return async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const match = /^Bearer (.+)$/.exec(req.get("authorization") ?? "");
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.status(401).type("text/plain").send("Metrics need the operator's bearer token.");
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}
