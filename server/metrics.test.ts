import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createMetrics, metricsRoute, routeGroup } from "./metrics";

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function serve() {
  const metrics = createMetrics();
  const app = express();
  app.get("/metrics", metricsRoute(metrics, "s3cret-token"));
  app.use(metrics.countRequests);
  app.get("/api/thing", (_req, res) => void res.status(422).send("no"));
  app.get("/{*splat}", (_req, res) => void res.send("page"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("metrics", () => {
  it("groups paths without keeping them", () => {
    expect(routeGroup("/api/sendMail")).toBe("api");
    expect(routeGroup("/staff/leads/12")).toBe("staff");
    expect(routeGroup("/api/keystatic/tree")).toBe("staff");
    expect(routeGroup("/assets/entry-abc.js")).toBe("static");
    expect(routeGroup("/favicon.ico")).toBe("static");
    expect(routeGroup("/services/data-platforms")).toBe("pages");
  });

  it("counts requests by route group and status class, served only with the bearer token", async () => {
    const base = await serve();
    await fetch(`${base}/team/jane-doe?email=jane.doe%40example.com`);
    await fetch(`${base}/api/thing`);
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: "Bearer wrong" } })).status).toBe(401);
    const scrape = await fetch(`${base}/metrics`, { headers: { Authorization: "Bearer s3cret-token" } });
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toContain('http_requests_total{group="pages",status="2xx"} 1');
    expect(text).toContain('http_requests_total{group="api",status="4xx"} 1');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",group="pages",status="2xx"\}/);
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).not.toContain("jane");
    expect(text).not.toContain('group="pages",status="4xx"');
  });

  it("keeps a registry per server", async () => {
    const first = await serve();
    const second = await serve();
    await fetch(`${first}/x`);
    const text = await (await fetch(`${second}/metrics`, { headers: { Authorization: "Bearer s3cret-token" } })).text();
    expect(text).not.toContain('group="pages"');
  });
});
