// Publishing across instances (CONTENT_GIT_REMOTE with PostgreSQL): instances run from throwaway checkouts of their
// own, on one throwaway PostgreSQL, one bare git remote and one shared drafts folder. Five real builds run here, at
// most two at once (a publish, and the builds of the instances that follow it), so this file takes several minutes.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import { publishSchedules } from "#server/publish/publish-schedules.ts";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { siteCheckout } from "#tests/integration/support/site-checkout.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { freePort, waitFor } from "#tests/integration/support/smtp-relay.ts";

const root = path.resolve(import.meta.dirname, "../..");
const PUBLISH = "/staff/content/publish";
const FIRST = { file: "blogs/ai-governance-model-risk.md", page: "/resources/blogs/ai-governance-model-risk", word: "Acrossinstances" };
const SCHEDULED = { file: "blogs/data-masking.md", page: "/resources/blogs/data-masking", word: "Scheduledonce" };
/** The bound: a publish on one instance is served by the others this soon after it went live there. */
const FOLLOW_MS = 120_000;
/** Only guards a hang: a build on two busy cores takes minutes. */
const BUILD_HANG_MS = 600_000;

type Site = Awaited<ReturnType<typeof startSite>>;
const temporary: string[] = [];
const checkouts: ReturnType<typeof siteCheckout>[] = [];
const sites: Site[] = [];
let database: Awaited<ReturnType<typeof siteDatabase>>;
let db: SiteDb;
let remote: string;
let drafts: string;
let editor: Awaited<ReturnType<typeof createStaffSession>>;

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};

/** An instance in a checkout of its own (its own working copy and data folder), sharing the rest. */
async function startInstance(): Promise<Site> {
  const checkout = siteCheckout();
  checkouts.push(checkout);
  const port = await freePort();
  const site = await startSite(
    {
      ...database.env,
      DATA_DIR: tempDir("publish-instance-data-"),
      SITE_URL: `http://127.0.0.1:${port}`,
      CONTENT_GIT_REMOTE: remote,
      CONTENT_DRAFTS_DIR: drafts,
      HOME: process.env.HOME ?? "/tmp",
    },
    port,
    { cwd: checkout.dir },
  );
  sites.push(site);
  return site;
}

beforeAll(async () => {
  database = await siteDatabase("postgres");
  db = openDatabase(database);
  remote = path.join(tempDir("publish-remote-"), "content.git");
  execFileSync("git", ["init", "-q", "--bare", remote]);
  drafts = path.join(tempDir("publish-drafts-"), "content");
  cpSync(path.join(root, "content"), drafts, { recursive: true });
});
afterAll(async () => {
  // SIGTERM: an instance waits for a build it is running, so none is left behind.
  await Promise.all(sites.map((site) => site.stop()));
  await db?.destroy();
  await database?.remove();
  for (const checkout of checkouts) checkout.remove();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

const postForm = (site: Site, fields: Record<string, string>) =>
  fetch(`${site.base}${PUBLISH}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: site.base, "content-type": "application/x-www-form-urlencoded", cookie: editor.cookie },
    body: new URLSearchParams(fields).toString(),
  });
const pageText = async (site: Site, page: string) => (await fetch(`${site.base}${page}`)).text();
const publishedCommit = async (site: Site) =>
  ((await (await fetch(`${site.base}/healthz`)).json()) as { publishedCommit?: string }).publishedCommit;
const contentState = async (site: Site) => ((await (await fetch(`${site.base}/readyz`)).json()) as { content?: string }).content;
const publishes = () => db.selectFrom("content_publishes").selectAll().orderBy("started_at").execute();
const remoteTip = () => execFileSync("git", ["rev-parse", "published"], { cwd: remote, encoding: "utf8" }).trim();

/** Saves a word into a draft (in the shared drafts folder) and marks it ready through `site`'s publish page. */
async function readyChange(site: Site, { file, word }: { file: string; word: string }) {
  const full = path.join(drafts, file);
  writeFileSync(full, readFileSync(full, "utf8").replace(/\n\n(\w)/, `\n\n${word} $1`));
  expect((await postForm(site, { intent: "mark", file, state: "ready" })).status).toBe(302);
}

/** Waits for the publish `id` to finish, and answers its commit (failing with its error if it failed). */
async function finishedCommit(id: string): Promise<string> {
  await waitFor(
    async () => (await publishes()).find((row) => row.id === id)?.status !== "running",
    BUILD_HANG_MS,
    `publish ${id} to finish`,
  );
  const row = (await publishes()).find((candidate) => candidate.id === id);
  expect(row?.error ?? null).toBeNull();
  expect(row?.status).toBe("published");
  expect(row?.commit_sha).toMatch(/^[0-9a-f]{40}$/);
  return row?.commit_sha ?? "";
}

async function servedWithin(site: Site, { page, word }: { page: string; word: string }, ms: number) {
  await waitFor(async () => (await pageText(site, page)).includes(word), ms, `${site.base}${page} to show "${word}"`);
}

describe("publishing across instances on one PostgreSQL and one git remote", () => {
  let a: Site;
  let b: Site;

  it("runs one of two publishes started at once on A and B (the other hears busy), and the other instance serves it within 120 s", async () => {
    [a, b] = await Promise.all([startInstance(), startInstance()]);
    // After the first start, which made the tables.
    editor = await createStaffSession(db, { email: "editor@example.com", role: "editor" });
    expect(await publishedCommit(a)).toBeUndefined();
    await readyChange(a, FIRST);

    const answers = await Promise.all([postForm(a, {}), postForm(b, {})]);
    expect(answers.map((answer) => answer.status)).toEqual([302, 302]);
    const locations = answers.map((answer) => answer.headers.get("location"));
    expect([...locations].sort()).toEqual([PUBLISH, `${PUBLISH}?busy=1`]);
    const [winner, follower] = locations[0] === PUBLISH ? [a, b] : [b, a];
    // The busy instance says so in words on its page.
    expect(await (await fetch(`${follower.base}${PUBLISH}?busy=1`, { headers: { cookie: editor.cookie } })).text()).toContain(
      "Another publish was running, on this server or another server of the site, so yours did not start",
    );

    const running = await publishes();
    expect(running).toHaveLength(1);
    const commit = await finishedCommit(running[0]?.id ?? "");
    const published = Date.now();
    expect(await pageText(winner, FIRST.page)).toContain(FIRST.word);
    await servedWithin(follower, FIRST, FOLLOW_MS);
    expect(Date.now() - published).toBeLessThan(FOLLOW_MS);

    expect(remoteTip()).toBe(commit);
    expect(await publishedCommit(winner)).toBe(commit);
    expect(await publishedCommit(follower)).toBe(commit);
    expect(await publishes()).toHaveLength(1);
    // The publishing instance did not build the commit again.
    expect(winner.output()).not.toContain("Publish elsewhere: building its commit here");
  });

  it("runs a scheduled publish exactly once, and an instance started after it serves it", async () => {
    await readyChange(a, SCHEDULED);
    const scheduleId = await publishSchedules(db).schedule(
      new Date().toISOString(),
      { accountId: editor.accountId, email: "editor@example.com" },
      new Date().toISOString(),
    );
    await waitFor(
      async () =>
        (await db.selectFrom("content_publish_schedules").select("state").where("id", "=", scheduleId).executeTakeFirst())?.state ===
        "started",
      BUILD_HANG_MS,
      "the scheduled publish to start",
    );
    const schedule = await db.selectFrom("content_publish_schedules").selectAll().where("id", "=", scheduleId).executeTakeFirstOrThrow();
    const commit = await finishedCommit(schedule.publish_id ?? "");
    expect(await publishes()).toHaveLength(2);
    const starters = [a, b].filter((site) => site.output().includes("Scheduled publish started"));
    expect(starters).toHaveLength(1);

    // Started after the publish, from a checkout whose build is the deployed one: it catches up while serving that.
    const late = await startInstance();
    // It says so while it builds the publish (a full build: far longer than a probe's round trip).
    await waitFor(
      async () => (await contentState(late)) === "catching-up",
      BUILD_HANG_MS,
      "the late instance's /readyz to say it catches up",
    );
    await Promise.all([
      servedWithin(late, SCHEDULED, BUILD_HANG_MS),
      servedWithin(a, SCHEDULED, BUILD_HANG_MS),
      servedWithin(b, SCHEDULED, BUILD_HANG_MS),
    ]);
    expect(await pageText(late, FIRST.page)).toContain(FIRST.word);
    for (const site of [a, b, late]) expect(await publishedCommit(site)).toBe(commit);
    // The sync ends just after the swap: each instance then says it serves the last publish.
    for (const site of [a, b, late]) await waitFor(async () => (await contentState(site)) === "current", 10_000, "/readyz to say current");
    expect(remoteTip()).toBe(commit);
    expect(await publishes()).toHaveLength(2);
  });
});
