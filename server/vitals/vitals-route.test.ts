import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { testRuntime } from "#tests/fixtures/leads.ts";
import type { BeaconOutcome } from "#server/metrics.ts";
import { VITAL_BOUNDS } from "#shared/vitals-histogram.ts";
import { createVitalsCollector, vitalsRoute, VITALS_PATH } from "./vitals-route";

const page = () => null;
const routes = {
  root: { id: "root", path: "", module: { default: page } },
  "routes/home/route": { id: "routes/home/route", parentId: "root", index: true, module: { default: page } },
  "routes/service/route": { id: "routes/service/route", parentId: "root", path: "services/:slug", module: { default: page } },
  "routes/robots[.]txt": { id: "routes/robots[.]txt", parentId: "root", path: "robots.txt", module: { loader: page } },
  "routes/staff/layout": { id: "routes/staff/layout", parentId: "root", path: "staff", module: { default: page } },
  "routes/staff/leads/route": { id: "routes/staff/leads/route", parentId: "routes/staff/layout", path: "leads", module: { default: page } },
} as unknown as ServerBuild["routes"];

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function serve({ sampleRate = 1, ratePerMinute = 1000, random = Math.random } = {}) {
  const env = await testRuntime();
  cleanups.push(() => env.close());
  const outcomes: BeaconOutcome[] = [];
  const collector = createVitalsCollector({
    db: env.runtime.db,
    config: { sampleRate, ratePerMinute, retentionDays: 400 },
    count: (outcome) => outcomes.push(outcome),
    random,
  });
  const app = express();
  app.set("trust proxy", "loopback");
  app.post(VITALS_PATH, vitalsRoute(collector, { routes } as ServerBuild));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  cleanups.push(() => void server.close());
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const send = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${VITALS_PATH}`, { method: "POST", body, headers: { "Content-Type": "text/plain;charset=UTF-8", ...headers } });
  const rows = () => env.runtime.db.selectFrom("web_vitals").selectAll().orderBy("metric").execute();
  return { send, rows, outcomes };
}

const beacon = (p: string, m: Record<string, number> = { LCP: 1900, CLS: 0.03 }, w = 390) => JSON.stringify({ p, w, m });

describe("POST /api/vitals", () => {
  it("adds a view to its template's buckets by device class, keeping no path", async () => {
    const site = await serve();
    for (const path of ["/services/data-platforms", "/services/cloud"]) expect((await site.send(beacon(path))).status).toBe(204);
    expect(await site.rows()).toEqual([
      {
        day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        route_id: "routes/service/route",
        device: "phone",
        metric: "CLS",
        bucket: VITAL_BOUNDS.CLS.indexOf(0.05),
        views: 2,
      },
      {
        day: expect.any(String),
        route_id: "routes/service/route",
        device: "phone",
        metric: "LCP",
        bucket: VITAL_BOUNDS.LCP.indexOf(2000),
        views: 2,
      },
    ]);
    expect(site.outcomes).toEqual(["stored", "stored"]);
  });

  it.each([
    ["malformed JSON", () => "{", {}, 400, /^The body is not JSON/],
    [
      "an identifier smuggled in",
      () => JSON.stringify({ p: "/", w: 390, m: { LCP: 1 }, visitor: "abc" }),
      {},
      400,
      /^Not a Web Vitals beacon/,
    ],
    ["an oversized body", () => beacon(`/${"x".repeat(3000)}`), {}, 413, /a beacon is at most 2 KB/],
    ["a form's type", () => beacon("/"), { "Content-Type": "application/x-www-form-urlencoded" }, 415, /text\/plain or application\/json/],
    ["another site's post", () => beacon("/"), { Origin: "https://elsewhere.example" }, 403, /other sites are refused/],
    ["a resource route", () => beacon("/robots.txt"), {}, 422, /No public page/],
    ["a staff page", () => beacon("/staff/leads"), {}, 422, /No public page/],
  ])("refuses %s with a 4xx in words and stores nothing", async (_what, body, headers, status, words) => {
    const site = await serve();
    const response = await site.send(body(), headers);
    expect(response.status).toBe(status);
    expect(await response.text()).toMatch(words);
    expect(await site.rows()).toEqual([]);
    expect(site.outcomes).toHaveLength(1);
    expect(site.outcomes[0]).toMatch(/^refused_/);
  });

  it("limits beacons per client per minute", async () => {
    const site = await serve({ ratePerMinute: 2 });
    expect((await site.send(beacon("/"))).status).toBe(204);
    expect((await site.send(beacon("/"))).status).toBe(204);
    const refused = await site.send(beacon("/"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(site.outcomes).toEqual(["stored", "stored", "refused_rate"]);
  });

  it("stores only the sampled share of views, answering the rest as accepted", async () => {
    const draws = [0.05, 0.5];
    const site = await serve({ sampleRate: 0.1, random: () => draws.shift()! });
    expect((await site.send(beacon("/"))).status).toBe(204);
    expect((await site.send(beacon("/"))).status).toBe(204);
    expect((await site.rows()).map((row) => row.views)).toEqual([1, 1]);
    expect(site.outcomes).toEqual(["stored", "sampled_out"]);
  });
});
