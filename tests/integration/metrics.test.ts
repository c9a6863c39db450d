// An operator scrapes /metrics from the built server: a page view, an accepted lead, a spam one, refused ones by
// reason, a Web Vitals beacon stored and one refused, and the mail that went out are each counted; without the token the answer is 401, and a server without METRICS_TOKEN has none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validLead } from "#tests/fixtures/leads.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { freePort, startRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";

const TOKEN = "operators-scrape-token-1234";

/** One series' value in a scrape, NaN when the series is absent. */
const value = (text: string, series: string) =>
  Number(
    text
      .split("\n")
      .find((line) => line.startsWith(`${series} `))
      ?.split(" ")[1] ?? NaN,
  );

describe("/metrics on the built server", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let database: Awaited<ReturnType<typeof siteDatabase>>;
  let origin: string;

  beforeAll(async () => {
    database = await siteDatabase("sqlite");
    relay = await startRelay();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    site = await startSite({ ...database.env, SMTP_URL: relay.url, SITE_URL: origin, METRICS_TOKEN: TOKEN }, port);
  });
  afterAll(async () => {
    await site?.stop();
    await relay?.close();
    await database?.remove();
  });

  const scrape = async () => {
    const answer = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    return answer.text();
  };

  it("counts a page, an accepted lead, a refused lead and the mail that went out, without personal data", async () => {
    expect((await fetch(`${origin}/services`)).status).toBe(200);
    const post = (body: object) =>
      fetch(`${origin}/api/sendMail`, {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post({ ...validLead, organisation: "Metrics Mutual", elapsed: "5000" })).status).toBe(200);
    expect((await post({ ...validLead, email: "not an address", elapsed: "5000" })).status).toBe(400);
    // The hidden field only robots fill in: stored as spam (not mailed), answered as any lead.
    expect((await post({ ...validLead, organisation: "Quick Bot Ltd", website: "http://spam.example", elapsed: "5000" })).status).toBe(200);
    const crossSite = await fetch(`${origin}/api/sendMail`, {
      method: "POST",
      headers: { origin: "https://elsewhere.example", "content-type": "application/json" },
      body: JSON.stringify({ ...validLead, elapsed: "5000" }),
    });
    expect(crossSite.status).toBe(403);
    const beacon = (body: string) =>
      fetch(`${origin}/api/vitals`, { method: "POST", headers: { origin, "content-type": "text/plain" }, body });
    expect((await beacon(JSON.stringify({ p: "/services", w: 390, m: { LCP: 1800 } }))).status).toBe(204);
    expect((await beacon("{not json")).status).toBe(400);
    await waitFor(() => relay.mails.length >= 1, 60_000, "the lead's notification");

    await waitFor(async () => value(await scrape(), 'site_mails_total{kind="lead",outcome="sent"}') === 1, 60_000, "the mail counted");
    const text = await scrape();
    expect(value(text, 'http_requests_total{group="pages",status="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'http_requests_total{group="api",status="2xx"}')).toBe(3);
    expect(value(text, 'http_requests_total{group="api",status="4xx"}')).toBe(3);
    expect(value(text, 'site_leads_total{outcome="accepted",reason="none"}')).toBe(1);
    expect(value(text, 'site_leads_total{outcome="spam",reason="none"}')).toBe(1);
    expect(value(text, 'site_leads_total{outcome="refused",reason="invalid"}')).toBe(1);
    expect(value(text, 'site_leads_total{outcome="refused",reason="origin"}')).toBe(1);
    expect(value(text, 'site_vitals_beacons_total{outcome="stored"}')).toBe(1);
    expect(value(text, 'site_vitals_beacons_total{outcome="refused_malformed"}')).toBe(1);
    expect(value(text, 'site_outbox_notifications{state="pending"}')).toBe(0);
    expect(value(text, "site_outbox_oldest_waiting_seconds")).toBe(0);
    expect(text).toContain("process_resident_memory_bytes");
    // SQLite has one connection and no pool: the engine is named, the pool's series are left out.
    expect(value(text, 'site_database_engine{engine="sqlite"}')).toBe(1);
    expect(text).not.toContain("site_database_pool_");
    expect(text).not.toContain("Metrics Mutual");
    expect(text).not.toContain("Quick Bot");
    expect(text).not.toContain(validLead.email);
  }, 120_000);

  it("answers 401 without the bearer token, and 401 with a wrong one", async () => {
    expect((await fetch(`${origin}/metrics`)).status).toBe(401);
    expect((await fetch(`${origin}/metrics`, { headers: { authorization: "Bearer wrong-token-0000000000" } })).status).toBe(401);
  });
});

describe("/metrics on PostgreSQL", () => {
  it("shows the database pool: connections open and idle, queries waiting, and the pool's ceiling", async () => {
    const database = await siteDatabase("postgres");
    const port = await freePort();
    const site = await startSite({ ...database.env, SITE_URL: `http://127.0.0.1:${port}`, METRICS_TOKEN: TOKEN }, port);
    try {
      // /readyz writes to the database: the pool has opened a connection by then.
      expect((await fetch(`${site.base}/readyz`)).status).toBe(200);
      const answer = await fetch(`${site.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      const text = await answer.text();
      expect(answer.status).toBe(200);
      expect(value(text, 'site_database_engine{engine="postgres"}')).toBe(1);
      expect(value(text, "site_database_pool_max_connections")).toBe(10);
      const open = value(text, "site_database_pool_connections");
      expect(open).toBeGreaterThanOrEqual(1);
      expect(open).toBeLessThanOrEqual(10);
      expect(value(text, "site_database_pool_idle_connections")).toBeLessThanOrEqual(open);
      expect(value(text, "site_database_pool_waiting_queries")).toBe(0);
    } finally {
      await site.stop();
      await database.remove();
    }
  }, 120_000);
});

describe("/metrics without METRICS_TOKEN", () => {
  it("is not there at all", async () => {
    const database = await siteDatabase("sqlite");
    const port = await freePort();
    const site = await startSite({ ...database.env, SITE_URL: `http://127.0.0.1:${port}` }, port);
    try {
      expect((await fetch(`${site.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await site.stop();
      await database.remove();
    }
  }, 120_000);
});

describe("/metrics on METRICS_PORT", () => {
  it("is served on the internal port only, without a token, and the public port answers 404", async () => {
    const database = await siteDatabase("sqlite");
    const [port, metricsPort] = [await freePort(), await freePort()];
    const site = await startSite({ ...database.env, SITE_URL: `http://127.0.0.1:${port}`, METRICS_PORT: String(metricsPort) }, port);
    try {
      expect((await fetch(`${site.base}/services`)).status).toBe(200);
      expect((await fetch(`${site.base}/metrics`)).status).toBe(404);
      // METRICS_HOST is 127.0.0.1 unless set: the scraper on the same host (or its sidecar) reaches it there.
      const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toMatch(/^http_requests_total\{group="pages",status="2xx"\} [1-9]/m);
      const other = await fetch(`http://127.0.0.1:${metricsPort}/services`);
      expect(other.status).toBe(404);
      expect(await other.text()).toBe("Only GET /metrics is served here.");
    } finally {
      await site.stop();
      await database.remove();
    }
  }, 120_000);
});
