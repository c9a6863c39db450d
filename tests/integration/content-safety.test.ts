// Content is data, never code (issue 32), against the built server run from a throwaway git checkout. An article body
// holding a script, a refresh to another site, a frame, an event handler, a javascript:, data: or vbscript: link, an
// object, a base, a form or an unknown Markdoc tag is refused when an editor saves it through the editor's API, naming
// the file and the line, and nothing is written. Placed in the content tree directly (as a git push would), it stops
// the publish before anything is built and the build itself when one runs: the live site keeps serving its build,
// and no page and no CSP holds any of it. One build (which fails once Vite has compiled) runs here.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffPaths } from "#shared/staff-paths.ts";
import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import { runBuild } from "#server/publish/run-build.ts";
import { inContentStyle } from "#app/.server/content-editor/yaml-style.ts";
import { hostileBodies } from "#tests/fixtures/hostile-bodies.ts";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { siteCheckout } from "#tests/integration/support/site-checkout.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { freePort, waitFor } from "#tests/integration/support/smtp-relay.ts";

const FILE = "blogs/data-masking.md";
const PAGE = "/resources/blogs/data-masking";
const API = staffPaths.contentApi;
const PUBLISH = staffPaths.contentPublish;
const BUILD_TIMEOUT = 600_000;

let checkout: ReturnType<typeof siteCheckout>;
let database: Awaited<ReturnType<typeof siteDatabase>>;
let site: Awaited<ReturnType<typeof startSite>>;
let db: SiteDb;
let origin: string;
let editor: Awaited<ReturnType<typeof createStaffSession>>;
let original: string;

beforeAll(async () => {
  checkout = siteCheckout();
  database = await siteDatabase("sqlite");
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  site = await startSite({ ...database.env, SITE_URL: origin, HOME: process.env.HOME ?? "/tmp" }, port, { cwd: checkout.dir });
  db = openDatabase(database);
  editor = await createStaffSession(db, { email: "editor@example.com", role: "editor" });
  original = readFileSync(contentFile(FILE), "utf8");
});
afterAll(async () => {
  await db?.destroy();
  await site?.stop();
  await database?.remove();
  checkout?.remove();
});

const contentFile = (file: string) => path.join(checkout.dir, "content", file);
const withBody = (text: string, body: string) => `${text}\n${body}`;
/** The line of `text` (from 1) on which the `line`th line of `body` (added last to it) is. */
const lineOf = (text: string, body: string, line: number) => text.split("\n").length - body.split("\n").length + line;
/** A save as the editor's API writes it: the front matter in the content's style (yaml-style.ts), the body as sent. */
const asSaved = (text: string) =>
  new TextDecoder().decode(inContentStyle(FILE, new TextEncoder().encode(text), new TextEncoder().encode(original)));

const get = (url: string, cookie?: string) =>
  fetch(`${origin}${url}`, { redirect: "manual", headers: cookie ? { cookie, "no-cors": "1" } : {} });
const save = (file: string, text: string) =>
  fetch(`${origin}${API}/update`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: editor.cookie, origin, "no-cors": "1", "content-type": "application/json" },
    body: JSON.stringify({ additions: [{ path: file, contents: Buffer.from(text).toString("base64url") }], deletions: [] }),
  });

/** What must never reach a page or a CSP: anything of the hostile bodies. */
const HOSTILE = /evil\.example|export\.csv|onerror=|alert\(1\)|vbscript:|data:text\/html/;

describe("an article body saved through the editor's API", () => {
  it("is refused with 422 for each hostile body, naming the file and the line, and nothing is written", async () => {
    expect((await get(`${API}/tree`, editor.cookie)).status).toBe(200);
    const text = original;
    for (const { name, body, line } of hostileBodies) {
      const answer = await save(FILE, withBody(text, body));
      const words = await answer.text();
      expect(answer.status, name).toBe(422);
      expect(words, name).toContain(FILE);
      expect(words, name).toContain(`line ${lineOf(asSaved(withBody(text, body)), body, line)}: `);
      expect(readFileSync(contentFile(FILE), "utf8"), name).toBe(text);
    }
    // The same save without the hostile part goes through: the refusals were for the bodies alone.
    const fine = withBody(text, "A paragraph an editor added, with [a link](/contact-us).\n");
    expect((await save(FILE, fine)).status).toBe(200);
    expect(readFileSync(contentFile(FILE), "utf8")).toBe(asSaved(fine));
    writeFileSync(contentFile(FILE), text);
    const audit = await db.selectFrom("staff_audit").select("action").where("action", "=", "content.save").execute();
    expect(audit).toHaveLength(1);
  });
});

describe("an article body placed in the content tree directly", () => {
  const bodies = () => hostileBodies.map(({ body }) => body).join("\n");
  const hostile = () => withBody(original, bodies());
  const firstLine = () => lineOf(hostile(), bodies(), hostileBodies[0].line);

  it(
    "stops the publish before anything is built, naming the file and the line; the live site keeps its pages and CSPs",
    { timeout: BUILD_TIMEOUT },
    async () => {
      const before = await get(PAGE);
      const html = await before.text();
      const csp = before.headers.get("content-security-policy");
      expect(before.status).toBe(200);
      expect(csp).toMatch(/script-src 'self' 'sha256-/);

      writeFileSync(contentFile(FILE), hostile());
      checkout.git("-c", "user.name=Pusher", "-c", "user.email=pusher@example.com", "commit", "-qam", "A body from elsewhere");
      const post = (body: string) =>
        fetch(`${origin}${PUBLISH}`, {
          method: "POST",
          redirect: "manual",
          headers: { cookie: editor.cookie, origin, "content-type": "application/x-www-form-urlencoded" },
          body,
        });
      // An editor who trusts the file marks it ready: the publish's own check still stops it.
      expect((await post(new URLSearchParams({ intent: "mark", file: FILE, state: "ready" }).toString())).status).toBe(302);
      const started = await post("");
      expect(started.status).toBe(302);
      const last = async () => (await db.selectFrom("content_publishes").selectAll().orderBy("started_at").execute()).at(-1);
      await waitFor(async () => (await last())?.status !== "running", BUILD_TIMEOUT, "the publish to finish");
      const record = await last();
      expect(record?.status).toBe("failed");
      // Stopped by the check in the live build's worker, before a build was started (not by the build's own check).
      expect(record?.error).toMatch(/^The content has problems to fix first:/);
      expect(record?.error).toContain(`content/${FILE}: body: line ${firstLine()}: "<script>" is HTML`);
      expect(record?.error).toContain("{% evil %} is not part of an article");

      const after = await get(PAGE);
      const live = await after.text();
      expect(after.status).toBe(200);
      expect(live).not.toMatch(HOSTILE);
      expect(live).toBe(html);
      expect(after.headers.get("content-security-policy")).toBe(csp);
    },
  );

  it("stops the build itself at the same problems, before a page or a CSP is written", { timeout: BUILD_TIMEOUT }, async () => {
    const buildDir = mkdtempSync(path.join(tmpdir(), "hostile-build-"));
    try {
      const result = await runBuild({ projectDir: checkout.dir, buildDir, contentRoot: path.join(checkout.dir, "content") }, () => {});
      expect(result.ok).toBe(false);
      const output = result.ok ? "" : result.output;
      expect(output).toContain(`content/${FILE}: body: line ${firstLine()}: "<script>" is HTML`);
      expect(output).toMatch(/line \d+: the link to "javascript:alert\(1\)" is refused/);
      expect(existsSync(path.join(buildDir, "page-manifest.json"))).toBe(false);
      const pages = existsSync(path.join(buildDir, "client"))
        ? readdirSync(path.join(buildDir, "client"), { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".html"))
        : [];
      expect(pages).toEqual([]);
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
