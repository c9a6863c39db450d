import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validLead } from "#tests/fixtures/leads.ts";
import { createDatabase, startPostgresCluster } from "#tests/integration/support/postgres-cluster.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { startRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";

const leadIdOf = (raw: string) => /^X-Lead-ID: (\S+)/m.exec(raw)?.[1];

// PostgreSQL's counterpart of disk-full.test.ts: the database goes away under a running site, on a cluster of its own.
describe("PostgreSQL going away under a running site", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-db-outage-"));
  let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const { url } = await createDatabase(cluster.url("postgres"));
    relay = await startRelay();
    site = await startSite({ DATA_DIR: dataDir, DATABASE_URL: url, SMTP_URL: relay.url });
  });
  afterAll(async () => {
    await site?.stop("SIGKILL");
    await relay?.close();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 503 with Retry-After and an unready /readyz, mails nothing for it, and recovers when it is back", async () => {
    const before = await site.post({ ...validLead, message: "Before the database went away" });
    expect(before.status).toBe(200);
    const { id: beforeId } = (await before.json()) as { id: string };

    await cluster.halt();
    const during = await site.post({ ...validLead, message: "While the database is away" });
    expect(during.status).toBe(503);
    expect(during.headers.get("retry-after")).toBeTruthy();
    expect(await during.json()).toMatchObject({ Status: false });
    expect((await fetch(`${site.base}/readyz`)).status).toBe(503);

    await cluster.resume();
    await waitFor(async () => (await fetch(`${site.base}/readyz`)).status === 200, 15_000, "/readyz to see the database again");
    const after = await site.post({ ...validLead, message: "After the database came back" });
    expect(after.status).toBe(200);
    const { id: afterId } = (await after.json()) as { id: string };
    await waitFor(() => relay.mails.length >= 2, 15_000, "both stored leads to be mailed");
    expect(relay.mails.map((mail) => leadIdOf(mail.raw)).sort()).toEqual([beforeId, afterId].sort());
  });
});
