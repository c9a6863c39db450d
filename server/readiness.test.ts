import type { AddressInfo } from "node:net";
import express from "express";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { testRuntime } from "#tests/fixtures/leads.ts";
import { readiness, type ContentSyncState } from "./readiness";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function readyz(overrides: Parameters<typeof testRuntime>[0] = {}, contentSync?: ContentSyncState) {
  const env = await testRuntime(overrides);
  const app = express();
  app.get("/readyz", readiness(env.runtime, undefined, contentSync));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  cleanups.push(async () => {
    server.close();
    await env.close();
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`;
  return {
    env,
    get: async () => {
      const response = await fetch(url);
      return {
        status: response.status,
        body: (await response.json()) as { status: string; reason?: string; queue: Record<string, number>; content?: string },
      };
    },
  };
}

/** A lead stored `ageSec` ago whose notification has not gone out. */
async function waitingLead(env: Awaited<ReturnType<typeof testRuntime>>, id: string, ageSec: number) {
  const created = new Date(Date.now() - ageSec * 1000).toISOString();
  await env.runtime.leads.insertAll([
    {
      id,
      created_at: created,
      full_name: "A",
      job_title: "B",
      organisation: "C",
      phone: "4085550142",
      email: "a@b.co",
      message: "m",
      source: "api",
      fingerprint: id,
      delivery_status: "pending",
      page: null,
      referrer: null,
      ip: null,
      network: null,
      user_agent: null,
      spam_reason: null,
      delivered_at: null,
    },
  ]);
}

describe("GET /readyz", () => {
  it("is ready while the database takes writes and nothing waits", async () => {
    const { get } = await readyz();
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "ok", queue: { pending: 0, oldestPendingSec: 0, maxAgeSec: 900 } });
  });

  it("stays ready while notifications wait less than OUTBOX_MAX_AGE_SECONDS, and answers 503 once the oldest waits longer", async () => {
    const { env, get } = await readyz({ outboxMaxAgeSec: 600 });
    await waitingLead(env, "recent", 60);
    expect((await get()).status).toBe(200);
    await waitingLead(env, "stuck", 601);
    const { status, body } = await get();
    expect(status).toBe(503);
    expect(body.reason).toBe("notifications-stuck");
    expect(body.queue).toMatchObject({ pending: 2 });
  });

  it("answers 503 while the database refuses writes, and 200 again once it takes them", async () => {
    const { env, get } = await readyz();
    await sql`pragma query_only = on`.execute(env.runtime.db);
    const { status, body } = await get();
    expect(status).toBe(503);
    expect(body.reason).toBe("database-unwritable");
    await sql`pragma query_only = off`.execute(env.runtime.db);
    expect((await get()).status).toBe(200);
  });

  it("says, with publishing across instances, whether the instance serves the last publish or is catching up to it, and stays ready", async () => {
    let building: string | undefined;
    const { get } = await readyz({}, { catchingUpTo: () => building });
    expect(await get()).toMatchObject({ status: 200, body: { status: "ok", content: "current" } });
    building = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";
    expect(await get()).toMatchObject({ status: 200, body: { status: "ok", content: "catching-up" } });
    building = undefined;
    expect((await get()).body.content).toBe("current");
  });

  it("says nothing of content on a single instance", async () => {
    const { get } = await readyz();
    expect((await get()).body.content).toBeUndefined();
  });
});
