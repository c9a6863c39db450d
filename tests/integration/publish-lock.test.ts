// The PostgreSQL parts of publishing across instances, without builds: the site-wide advisory lock, and the
// announcements' listener, which must come back after its connection is cut.
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { announcePublish, listenForPublishes, PUBLISHED_CHANNEL, type PublishAnnouncement } from "#server/publish/publish-announcements.ts";
import { publishLock } from "#server/publish/publish-lock.ts";
import { testDatabase } from "#tests/fixtures/leads.ts";
import { waitFor } from "#tests/integration/support/smtp-relay.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function databaseUrl(): Promise<string> {
  const database = await testDatabase("postgres");
  cleanups.push(database.remove);
  return database.databaseUrl ?? "";
}

async function query(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

describe("the site-wide publish lock", () => {
  it("lets one publish hold it at a time, across instances, until it lets go", async () => {
    const url = await databaseUrl();
    // Two instances' locks: nothing shared but the database.
    const [onA, onB] = [publishLock(url), publishLock(url)];
    const [first, second] = await Promise.all([onA.tryTake(), onB.tryTake()]);
    const held = [first, second].filter((release) => release !== null);
    expect(held).toHaveLength(1);
    expect(await onA.tryTake()).toBeNull();
    expect(await onB.tryTake()).toBeNull();
    await held[0]?.();
    const again = await onB.tryTake();
    expect(again).not.toBeNull();
    await again?.();
  });
});

describe("listening for publishes", () => {
  it("hears each announcement, ignores other payloads, and listens again after its connection is cut", async () => {
    const url = await databaseUrl();
    const heard: PublishAnnouncement[] = [];
    const errors: Error[] = [];
    let listening = 0;
    const listener = listenForPublishes({
      databaseUrl: url,
      onAnnouncement: (announcement) => heard.push(announcement),
      onListening: () => (listening += 1),
      onError: (error) => errors.push(error),
      retryMs: 100,
    });
    listener.start();
    cleanups.push(() => listener.stop());
    await waitFor(() => listening === 1, 30_000, "the listener to connect");

    const first = { commit: "a".repeat(40), publishId: "first" };
    await query(url, "select pg_notify($1, $2)", [PUBLISHED_CHANNEL, "not an announcement"]);
    await announcePublish(url, first);
    await waitFor(() => heard.length === 1, 30_000, "the first announcement");
    expect(heard).toEqual([first]);

    // As a database restart or a network cut would: PostgreSQL ends the listener's session.
    const cut = await query(
      url,
      "select pg_terminate_backend(pid) as cut from pg_stat_activity where query ilike $1 and pid <> pg_backend_pid()",
      [`LISTEN ${PUBLISHED_CHANNEL}%`],
    );
    expect(cut.rows).toEqual([{ cut: true }]);
    await waitFor(() => listening === 2, 30_000, "the listener to connect again");
    expect(errors.length).toBeGreaterThan(0);

    const second = { commit: "b".repeat(40), publishId: "second" };
    await announcePublish(url, second);
    await waitFor(() => heard.length === 2, 30_000, "the announcement after the cut");
    expect(heard).toEqual([first, second]);
  });
});
