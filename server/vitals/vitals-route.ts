import type { RequestHandler, Response } from "express";
import type { ServerBuild } from "react-router";
import { environment } from "#server/env.ts";
import type { SiteDb } from "#server/db/connection.ts";
import { clientAddress, clientNetwork } from "#server/leads/client-network.ts";
import { createRateLimiter } from "#server/leads/rate-limit.ts";
import { readCappedBody } from "#shared/capped-body.ts";
import type { VitalsConfig } from "#server/config.ts";
import type { BeaconOutcome } from "#server/metrics.ts";
import { ownOrigins, postOrigin, readSiteOrigins, refusedAsPublicPost } from "#shared/origin-rule.ts";
import { parseBeacon, VITALS_BODY_LIMIT } from "./beacon";
import { deviceClass } from "#shared/vitals-histogram.ts";
import { pageTemplates } from "./page-templates";
import { vitalsRepository } from "./vitals-repository";

export const VITALS_PATH = "/api/vitals";

/**
 * What outlives a build's swap: the store, the per-client limit, the sampling rate and the count of outcomes. Made once
 * per process (server/site-services.ts).
 */
export function createVitalsCollector({
  db,
  config,
  count = () => {},
  random = Math.random,
}: {
  db: SiteDb;
  config: VitalsConfig;
  count?: (outcome: BeaconOutcome) => void;
  random?: () => number;
}) {
  return {
    limiter: createRateLimiter({ limit: config.ratePerMinute, windowMs: 60_000 }),
    repository: vitalsRepository(db),
    sampled: () => config.sampleRate >= 1 || random() < config.sampleRate,
    count,
  };
}

export type VitalsCollector = ReturnType<typeof createVitalsCollector>;

const ACCEPTED_TYPES = /^(?:text\/plain|application\/json)\s*(?:;|$)/i;

/**
 * POST /api/vitals: one page view's Web Vitals (app/lib/vitals/), answered 204 once stored (or left out by the
 * sampling). Nothing about the visitor is kept: no cookie is read or set, and the address only feeds the in-memory
 * rate limit. Any refusal is a 4xx in words and stores nothing.
 */
export function vitalsRoute(collector: VitalsCollector, build: ServerBuild | (() => Promise<ServerBuild>)): RequestHandler {
  const origins = readSiteOrigins(environment());
  // Development hands a fresh build after each edit: its route table is read again then.
  const templates = new WeakMap<ServerBuild, ReturnType<typeof pageTemplates>>();
  const templateOf = async (path: string) => {
    const loaded = typeof build === "function" ? await build() : build;
    let find = templates.get(loaded);
    if (!find) templates.set(loaded, (find = pageTemplates(loaded.routes)));
    return find(path);
  };
  return async (req, res, next) => {
    const refuse = (status: number, outcome: BeaconOutcome, words: string) => {
      collector.count(outcome);
      answer(res, status, words);
    };
    try {
      res.setHeader("Cache-Control", "no-store");
      const rate = collector.limiter.hit(clientNetwork(clientAddress(req.ip)));
      if (!rate.ok) {
        res.setHeader("Retry-After", String(rate.retryAfterSec));
        return refuse(429, "refused_rate", "Too many beacons from this address: try again in a minute.");
      }
      const headers = { get: (name: string) => req.get(name) };
      if (refusedAsPublicPost(postOrigin(headers, ownOrigins(origins, `${req.protocol}://${req.host}`))))
        return refuse(403, "refused_origin", "Beacons from other sites are refused.");
      if (!ACCEPTED_TYPES.test(req.get("content-type") ?? ""))
        return refuse(415, "refused_type", "Send the beacon as text/plain or application/json.");
      const body = await readCappedBody({ headers, body: req }, { limit: VITALS_BODY_LIMIT, linger: true });
      if (!body.ok)
        return refuse(
          body.status,
          body.status === 413 ? "refused_size" : "refused_malformed",
          `${body.error}: a beacon is at most ${VITALS_BODY_LIMIT / 1024} KB of JSON.`,
        );
      let text: string;
      try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(body.bytes);
      } catch {
        return refuse(400, "refused_malformed", "The body is not UTF-8 text.");
      }
      const parsed = parseBeacon(text);
      if (!parsed.ok) return refuse(400, "refused_malformed", parsed.error);
      const { path, viewportWidth, metrics } = parsed.beacon;
      const routeId = await templateOf(path);
      if (!routeId) return refuse(422, "refused_page", "No public page of this site is at that address.");
      if (!collector.sampled()) {
        collector.count("sampled_out");
        return void res.status(204).end();
      }
      await collector.repository.record({ routeId, device: deviceClass(viewportWidth), metrics });
      collector.count("stored");
      res.status(204).end();
    } catch (error) {
      collector.count("failed");
      next(error);
    }
  };
}

const answer = (res: Response, status: number, words: string) => void res.status(status).type("text/plain").send(words);
