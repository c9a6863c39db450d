// Publishing on a single server, against the built server run from a throwaway git checkout: the build swaps while
// a client keeps reading, a failed build keeps the old site, each publish is a commit by the staff member, and the
// staff area's refusals hold. Two real builds run here, so this file takes a few minutes on a busy machine.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import { chromiumPath } from "#tests/e2e/chromium-path.ts";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { siteCheckout } from "#tests/integration/support/site-checkout.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { freePort, waitFor } from "#tests/integration/support/smtp-relay.ts";

const PUBLISH = "/staff/content/publish";
const BLOG = "ai-governance-model-risk";
const BLOG_FILE = `content/blogs/${BLOG}.md`;
const PAGE = `/resources/blogs/${BLOG}`;
const NEW_WORD = "Quillfeather";
const LATER_FILE = "content/blogs/data-masking.md";
const LATER_PAGE = "/resources/blogs/data-masking";
const LATER_WORD = "Saveduringbuild";
const BUILD_TIMEOUT = 600_000;
const COVER = `content/images/blogs/${BLOG}/cover/src.png`;
const COVER_ALT = "A plain blue test card";
// An upload in another entry's folder that no saved entry names: no publish takes it.
const STRAY = "content/images/blogs/data-masking/cover/src.png";
const IMAGE_WORD = "Picturebook";

let checkout: ReturnType<typeof siteCheckout>;
let database: Awaited<ReturnType<typeof siteDatabase>>;
let site: Awaited<ReturnType<typeof startSite>>;
let db: SiteDb;
let origin: string;
let editor: Awaited<ReturnType<typeof createStaffSession>>;

beforeAll(async () => {
  checkout = siteCheckout();
  database = await siteDatabase("sqlite");
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  site = await startSite({ ...database.env, SITE_URL: origin, HOME: process.env.HOME ?? "/tmp" }, port, { cwd: checkout.dir });
  db = openDatabase(database);
  editor = await createStaffSession(db, { email: "editor@example.com", role: "editor" });
});
afterAll(async () => {
  await db?.destroy();
  await site?.stop();
  await database?.remove();
  checkout?.remove();
});

const get = (url: string, cookie?: string) => fetch(`${origin}${url}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
const postForm = (cookie: string | undefined, fields: Record<string, string>, from = origin) =>
  fetch(`${origin}${PUBLISH}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: from, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
const postPublish = (cookie: string | undefined, from = origin) => postForm(cookie, {}, from);
/** Marks a saved entry (its path under content/) ready for the next publish, or back to draft, as the page's button does. */
async function markReady(file: string, state: "ready" | "draft" = "ready") {
  const marked = await postForm(editor.cookie, { intent: "mark", file: file.replace(/^content\//, ""), state });
  expect(marked.status).toBe(302);
}

const publishes = () => db.selectFrom("content_publishes").selectAll().orderBy("started_at").execute();
const lastPublish = async () => (await publishes()).at(-1);
const finished = (what: string) =>
  waitFor(async () => (await lastPublish())?.status !== "running", BUILD_TIMEOUT, `the publish ${what} to finish`);

function writeImage(file: string, image: Buffer) {
  mkdirSync(path.dirname(path.join(checkout.dir, file)), { recursive: true });
  writeFileSync(path.join(checkout.dir, file), image);
}

function editFile(file: string, edit: (text: string) => string) {
  const full = path.join(checkout.dir, file);
  writeFileSync(full, edit(readFileSync(full, "utf8")));
}

describe("the site in a throwaway checkout", () => {
  it("starts on the copied build's own compressed files, compressing none of them again", () => {
    expect(site.output()).toMatch(/"atBuild":[1-9]\d*,"atStart":0,/);
  });
});

describe("publishing, hostile cases", () => {
  it("answers without a session, for the sales role and from a foreign origin as the staff area does, and starts nothing", async () => {
    const anonymous = await get(PUBLISH);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/staff/sign-in?${new URLSearchParams({ next: PUBLISH })}`);
    expect((await postPublish(undefined)).headers.get("location")).toMatch(/^\/staff\/sign-in\?/);

    const sales = await createStaffSession(db, { email: "sales@example.com", role: "sales" });
    expect((await get(PUBLISH, sales.cookie)).status).toBe(403);
    expect((await postPublish(sales.cookie)).status).toBe(403);

    const foreign = await postPublish(editor.cookie, "https://attacker.example");
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("cache-control")).toBe("no-store");
    expect(await publishes()).toEqual([]);
  });
});

describe("publishing, bad input", () => {
  it("answers a mark, a schedule or an intent it cannot use with a 4xx in words, and changes nothing", async () => {
    const refused = async (fields: Record<string, string>, status: number, words: string) => {
      const answer = await postForm(editor.cookie, fields);
      expect(answer.status).toBe(status);
      expect(await answer.text()).toContain(words);
    };
    await refused({ intent: "mark", file: "../package.json", state: "ready" }, 404, "no saved change waiting");
    await refused({ intent: "mark", file: `blogs/${BLOG}.md`, state: "published" }, 400, "Mark an entry ready or draft.");
    await refused({ intent: "schedule", at: "next tuesday" }, 400, "Give the date and time");
    await refused({ intent: "schedule", at: "2020-01-01T10:00" }, 400, "That time has passed");
    await refused({ intent: "unschedule" }, 409, "No publish is scheduled.");
    await refused({ intent: "launch" }, 400, "That is not something this page does.");
    expect(await db.selectFrom("content_entry_states").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("content_publish_schedules").selectAll().execute()).toEqual([]);
  });
});

describe("publishing a change", () => {
  it(
    "builds in the background and swaps to the new build without a restart while every request is answered",
    async () => {
      const before = await get(PAGE);
      expect(before.status).toBe(200);
      expect(await before.text()).not.toContain(NEW_WORD);
      editFile(BLOG_FILE, (text) =>
        text.replace("Most banks and insurers already govern models.", `Most banks and insurers already govern models. ${NEW_WORD}.`),
      );

      const page = await (await get(PUBLISH, editor.cookie)).text();
      expect(page).toContain(`content/blogs/${BLOG}.md`);
      // Listed by its title, as a draft: a publish now has nothing to take, and says so.
      expect(page).toContain("Governing AI in regulated firms");
      expect(page).toContain("Nothing is ready to publish: mark an entry ready first.");
      const nothingReady = await postPublish(editor.cookie);
      expect(nothingReady.status).toBe(409);
      expect(await nothingReady.text()).toContain("Nothing is ready to publish");
      expect(await publishes()).toEqual([]);
      await markReady(BLOG_FILE);

      // A reader in a loop for the whole publish: every answer must be a page, first the old one, then the new one.
      const seen: { status: number; fresh: boolean }[] = [];
      let reading = true;
      const reader = (async () => {
        while (reading) {
          const answer = await get(PAGE);
          seen.push({ status: answer.status, fresh: (await answer.text()).includes(NEW_WORD) });
        }
      })();

      const started = await postPublish(editor.cookie);
      expect(started.status).toBe(302);
      expect(started.headers.get("location")).toBe(PUBLISH);
      // Saved while the build runs: not part of this publish, neither live nor in its commit.
      editFile(LATER_FILE, (text) => text.replace(/\n\n(\w)/, `\n\n${LATER_WORD} $1`));
      const second = await postPublish(editor.cookie);
      expect(second.headers.get("location")).toBe(`${PUBLISH}?busy=1`);
      const running = await (await get(`${PUBLISH}?busy=1`, editor.cookie)).text();
      expect(running).toContain("Publishing");
      expect(running).toContain("yours did not start");

      // With JavaScript, the open page follows the publish to its end without being reloaded.
      const browser = await chromium.launch({ executablePath: chromiumPath() });
      const context = await browser.newContext();
      await context.addCookies([{ name: editor.name, value: editor.value, url: origin }]);
      const tab = await context.newPage();
      await tab.goto(`${origin}${PUBLISH}`);
      await tab.getByRole("status").getByText("Publishing", { exact: true }).waitFor();
      await tab.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await tab
        .getByRole("region", { name: "Publish history" })
        .locator("tbody tr")
        .first()
        .getByText("Published")
        .waitFor({ timeout: BUILD_TIMEOUT });
      expect(await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      // What is left is the draft saved during the build: nothing is ready, so Publish is off until it is marked.
      expect(await tab.getByRole("button", { name: "Publish", exact: true }).isDisabled()).toBe(true);
      await browser.close();

      await finished("of the change");
      await waitFor(() => seen.at(-1)?.fresh === true, 10_000, "the reader to see the new page");
      reading = false;
      await reader;

      const record = await lastPublish();
      expect(record).toMatchObject({ status: "published", actor_email: "editor@example.com", error: null });
      expect(JSON.parse(record?.changes ?? "[]")).toEqual([{ file: `blogs/${BLOG}.md`, change: "changed" }]);
      expect(seen.every((answer) => answer.status === 200)).toBe(true);
      const firstFresh = seen.findIndex((answer) => answer.fresh);
      expect(firstFresh).toBeGreaterThan(0);
      expect(seen.slice(firstFresh).every((answer) => answer.fresh)).toBe(true);
      expect(site.running()).toBe(true);
      expect(site.output()).not.toMatch(/Site ready on[\s\S]*Site ready on/);

      // The commit holds exactly the changed file, authored by the editor, and the checkout is left clean.
      expect(record?.commit_sha).toMatch(/^[0-9a-f]{40}$/);
      expect(checkout.git("rev-parse", "HEAD")).toBe(record?.commit_sha);
      expect(checkout.git("log", "-1", "--format=%an <%ae>")).toBe("editor@example.com <editor@example.com>");
      expect(checkout.git("show", "--format=", "--name-only", "HEAD")).toBe(BLOG_FILE);
      expect(checkout.git("show", `HEAD:${BLOG_FILE}`)).toContain(NEW_WORD);
      expect(checkout.git("status", "--porcelain", "--", "content")).toBe(`M ${LATER_FILE}`);
      expect(await (await get(LATER_PAGE)).text()).not.toContain(LATER_WORD);

      const audit = await db.selectFrom("staff_audit").select(["action", "subject"]).where("action", "like", "content.%").execute();
      expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(["content.publish-start", "content.publish"]));
      const history = await (await get(PUBLISH, editor.cookie)).text();
      expect(history).toContain("Published");
      expect(history).toContain(record?.commit_sha?.slice(0, 12));
      expect(history).toContain(`content/blogs/data-masking.md`);
      // The change as fields, from git: the body's edited sentence, before and after.
      expect(history).toMatch(/<del[^>]*>[^<]*Most banks and insurers already govern models\. Credit[^<]*<\/del>/);
      expect(history).toMatch(
        new RegExp(`<ins[^>]*>[^<]*Most banks and insurers already govern models\\. ${NEW_WORD}\\. Credit[^<]*</ins>`),
      );

      // Restoring the entry's version before that publish saves it as a ready entry, audited; nothing goes live until a publish.
      const restored = await postForm(editor.cookie, { intent: "restore-entry", publish: record?.id ?? "", file: `blogs/${BLOG}.md` });
      expect(restored.status).toBe(302);
      expect(readFileSync(path.join(checkout.dir, BLOG_FILE), "utf8").trimEnd()).toBe(checkout.git("show", `HEAD^:${BLOG_FILE}`));
      expect(
        await db.selectFrom("content_entry_states").select(["state", "saved_by_email"]).where("path", "=", `blogs/${BLOG}.md`).execute(),
      ).toEqual([{ state: "ready", saved_by_email: "editor@example.com" }]);
      const restoreAudit = await db
        .selectFrom("staff_audit")
        .select(["subject", "detail"])
        .where("action", "=", "content.restore-entry")
        .execute();
      expect(restoreAudit).toEqual([{ subject: BLOG_FILE, detail: expect.stringContaining(record?.commit_sha?.slice(0, 12) ?? "-") }]);
      expect(await (await get(PAGE)).text()).toContain(NEW_WORD);
      const unknown = await postForm(editor.cookie, { intent: "restore-entry", publish: "no-such-publish", file: `blogs/${BLOG}.md` });
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain("cannot be restored");
    },
    BUILD_TIMEOUT + 120_000,
  );

  it("refuses content with problems before building, naming the file and the field, and keeps the old site", async () => {
    editFile(BLOG_FILE, (text) => text.replace(/^title: .*$/m, 'title: ""'));
    await markReady(BLOG_FILE);
    expect((await postPublish(editor.cookie)).status).toBe(302);
    await finished("with a content problem");

    const record = await lastPublish();
    expect(record?.status).toBe("failed");
    expect(record?.commit_sha).toBeNull();
    expect(record?.error).toContain(`content/blogs/${BLOG}.md: title:`);

    const live = await get(PAGE);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain(NEW_WORD);
    const page = await (await get(PUBLISH, editor.cookie)).text();
    expect(page).toContain("did not go live");
    expect(page).toContain(`content/blogs/${BLOG}.md: title:`);
    // The failed publish committed nothing: the broken save is still only in the working tree.
    expect(checkout.git("status", "--porcelain", "--", "content").split("\n").sort()).toEqual(
      [`M ${BLOG_FILE}`, ` M ${LATER_FILE}`].sort(),
    );
    checkout.git("checkout", "--", BLOG_FILE);
  });

  it("keeps the old site serving when the build itself fails, and shows the build's own message", async () => {
    const source = "shared/paths.ts";
    const original = readFileSync(path.join(checkout.dir, source), "utf8");
    editFile(source, (text) => `${text}\nexport const broken = ;\n`);
    await markReady(LATER_FILE);
    try {
      expect((await postPublish(editor.cookie)).status).toBe(302);
      await finished("whose build fails");
    } finally {
      writeFileSync(path.join(checkout.dir, source), original);
    }
    const record = await lastPublish();
    expect(record?.status).toBe("failed");
    expect(record?.error).toMatch(/^The build failed:\n/);
    expect(record?.error).toContain("paths.ts");
    expect(record?.error).not.toMatch(/^\s+at /m);

    const live = await get(PAGE);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain(NEW_WORD);
    expect(site.running()).toBe(true);
    const audit = await db.selectFrom("staff_audit").select("action").where("action", "=", "content.publish-failed").execute();
    expect(audit).toHaveLength(2);
    expect(checkout.git("log", "-1", "--format=%an")).toBe("editor@example.com");
  });

  it("serves the last published build again after a restart", async () => {
    await site.stop();
    site = await startSite({ ...database.env, SITE_URL: origin, HOME: process.env.HOME ?? "/tmp" }, Number(new URL(origin).port), {
      cwd: checkout.dir,
    });
    const live = await get(PAGE);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain(NEW_WORD);
  });

  it(
    "an article marked ready alone takes the image it names with it; an image no ready entry names stays out",
    async () => {
      const picture = (background: string) =>
        sharp({ create: { width: 1600, height: 900, channels: 3, background } })
          .png()
          .toBuffer();
      writeImage(COVER, await picture("#1d4ed8"));
      writeImage(STRAY, await picture("#0f766e"));
      editFile(BLOG_FILE, (text) =>
        text
          .replace(/^(services: .*\n)/m, `$1cover:\n  src: ${COVER.replace(/^content\//, "")}\n  alt: "${COVER_ALT}"\n`)
          .replace("Most banks and insurers already govern models.", `Most banks and insurers already govern models. ${IMAGE_WORD}.`),
      );
      // The cover is listed under its article, not as an entry to mark; the stray image under no entry.
      const waiting = await (await get(PUBLISH, editor.cookie)).text();
      expect(waiting).toContain(`Changed: content/${BLOG_FILE.replace(/^content\//, "")}, with 1 image`);
      expect(waiting).toContain(`Added: ${COVER}`);
      expect(waiting).toMatch(new RegExp(`no publish takes them[\\s\\S]*Added: ${STRAY}`));
      expect(waiting).not.toContain(`Mark ready: ${COVER}`);
      const asEntry = await postForm(editor.cookie, { intent: "mark", file: COVER.replace(/^content\//, ""), state: "ready" });
      expect(asEntry.status).toBe(404);
      // The other saved entry (ready since the failed build) goes back to draft: only the article is ready.
      await markReady(LATER_FILE, "draft");
      await markReady(BLOG_FILE);
      expect((await postPublish(editor.cookie)).status).toBe(302);
      await finished("of the article with its cover");

      const record = await lastPublish();
      expect(record?.status, record?.error ?? "").toBe("published");
      expect(JSON.parse(record?.changes ?? "[]")).toEqual([
        { file: BLOG_FILE.replace(/^content\//, ""), change: "changed" },
        { file: COVER.replace(/^content\//, ""), change: "added" },
      ]);
      expect(checkout.git("show", "--format=", "--name-only", "HEAD").split("\n").sort()).toEqual([BLOG_FILE, COVER].sort());
      const html = await (await get(PAGE)).text();
      expect(html).toContain(IMAGE_WORD);
      const img = /<img [^>]*alt="A plain blue test card"[^>]*>/.exec(html)?.[0];
      expect(img).toMatch(/\swidth="1600"/);
      expect(img).toMatch(/\sheight="900"/);
      expect(await (await get(LATER_PAGE)).text()).not.toContain(LATER_WORD);
      // The draft and the stray image stay in the working tree only (the helper trims the first line's leading space).
      expect(
        checkout
          .git("status", "--porcelain", "--", "content")
          .split("\n")
          .map((line) => line.trim())
          .sort(),
      ).toEqual([`M ${LATER_FILE}`, "?? content/images/blogs/data-masking/"].sort());
    },
    BUILD_TIMEOUT + 60_000,
  );

  it(
    "publishes the whole site as an earlier publish had it: the old text is served again, and the restore is audited",
    async () => {
      const [first] = (await publishes()).filter((publish) => publish.status === "published");
      const restored = await postForm(editor.cookie, { intent: "restore-site", publish: first?.id ?? "" });
      expect(restored.status).toBe(302);
      await finished("of the site as it was");

      const record = await lastPublish();
      expect(record?.status, record?.error ?? "").toBe("published");
      const html = await (await get(PAGE)).text();
      expect(html).toContain(NEW_WORD);
      expect(html).not.toContain(IMAGE_WORD);
      expect(html).not.toContain(COVER_ALT);
      expect(checkout.git("show", `HEAD:${BLOG_FILE}`)).toBe(checkout.git("show", `${first?.commit_sha}:${BLOG_FILE}`));
      const audit = await db
        .selectFrom("staff_audit")
        .select(["actor_email", "subject", "detail"])
        .where("action", "=", "content.restore-site")
        .execute();
      expect(audit).toEqual([
        {
          actor_email: "editor@example.com",
          subject: record?.id,
          detail: `the content of publish ${first?.id} (commit ${first?.commit_sha?.slice(0, 12)})`,
        },
      ]);
    },
    BUILD_TIMEOUT + 60_000,
  );
});
