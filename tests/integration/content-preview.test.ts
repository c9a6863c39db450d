// The content preview against the built server: drafts in a temporary copy of content/ (never the repository's),
// rendered by the preview's worker while the live site keeps serving the published build.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffPaths } from "#shared/staff-paths.ts";
import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";

const ARTICLE = "/resources/blogs/data-breach-response";
const ARTICLE_FILE = "blogs/data-breach-response.md";
const SERVICE = "/services/data-governance";
const SERVICE_FILE = "services/data-governance.yaml";

let site: Awaited<ReturnType<typeof startSite>>;
let database: Awaited<ReturnType<typeof siteDatabase>>;
let db: SiteDb;
let drafts: string;
let editor: string;

beforeAll(async () => {
  drafts = path.join(mkdtempSync(path.join(tmpdir(), "preview-drafts-")), "content");
  cpSync(path.resolve("content"), drafts, { recursive: true });
  database = await siteDatabase("sqlite");
  site = await startSite({ ...database.env, CONTENT_DRAFTS_DIR: drafts });
  db = openDatabase(database);
  editor = (await createStaffSession(db, { email: "editor-preview@lumenor.example", role: "editor" })).cookie;
});
afterAll(async () => {
  await db?.destroy();
  await site?.stop();
  await database?.remove();
  if (drafts) rmSync(path.dirname(drafts), { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => fetch(`${site.base}${url}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
const preview = (publicPath: string, cookie = editor) => get(staffPaths.contentPreview(publicPath), cookie);
const heading = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

/** Rewrites one top-level field of a YAML draft or a Markdown draft's front matter (a whole line, as a save would). */
function setDraftField(file: string, field: string, value: string) {
  const full = path.join(drafts, file);
  const text = readFileSync(full, "utf8");
  const line = new RegExp(`^${field}:.*$`, "m");
  expect(text).toMatch(line);
  writeFileSync(full, text.replace(line, `${field}: ${JSON.stringify(value)}`));
}

describe("content preview", () => {
  it("shows a saved title on the page's own template while the live page keeps the published one", async () => {
    const published = heading(await (await get(ARTICLE)).text());
    expect(published).toBeTruthy();
    // A first preview warms the worker with the drafts as they are...
    expect(heading(await (await preview(ARTICLE)).text())).toBe(published);

    // ...and a save after it is seen at the next preview.
    setDraftField(ARTICLE_FILE, "title", "Breach response drill, as drafted");
    const answer = await preview(ARTICLE);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(heading(html)).toBe("Breach response drill, as drafted");
    expect(html).toContain('<main id="main"');
    expect(heading(await (await get(ARTICLE)).text())).toBe(published);
  });

  it("shows a service's saved title on its page and in the menus while the live site keeps the published one", async () => {
    setDraftField(SERVICE_FILE, "title", "Data Governance, drafted");
    const html = await (await preview(SERVICE)).text();
    expect(heading(html)).toBe("Data Governance, drafted");
    expect(html).toContain(
      `href="${SERVICE}" data-discover="true"><span class="block text-sm font-semibold text-ink-900">Data Governance, drafted<`,
    );
    const live = await (await get(SERVICE)).text();
    expect(heading(live)).toBe("Data Governance");
    expect(live).not.toContain("Data Governance, drafted");
  });

  it("previews a new entry once its file is saved; the live site does not have it", async () => {
    const template = readFileSync(path.join(drafts, ARTICLE_FILE), "utf8");
    writeFileSync(path.join(drafts, "blogs/lineage-before-migration.md"), template);
    setDraftField("blogs/lineage-before-migration.md", "title", "Lineage before the migration, not after");
    const answer = await preview("/resources/blogs/lineage-before-migration");
    expect(answer.status).toBe(200);
    expect(heading(await answer.text())).toBe("Lineage before the migration, not after");
    expect((await get("/resources/blogs/lineage-before-migration")).status).toBe(404);

    // A structured collection's new entry: a webinar (the service list is fixed at twelve by its schema).
    const webinar = readFileSync(path.join(drafts, "webinars/data-governance-that-stands-up-to-an-audit.yaml"), "utf8");
    writeFileSync(path.join(drafts, "webinars/stewardship-in-practice.yaml"), webinar.replace(/^order: .*$/m, "order: 999"));
    setDraftField("webinars/stewardship-in-practice.yaml", "title", "Stewardship in practice");
    const added = await preview("/resources/webinars/stewardship-in-practice");
    expect(added.status).toBe(200);
    expect(heading(await added.text())).toBe("Stewardship in practice");
    expect((await get("/resources/webinars/stewardship-in-practice")).status).toBe(404);
  });

  it("carries the banner, no script of any kind, and headers that allow no script, indexing or storing", async () => {
    const answer = await preview("/");
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/<body[^>]*><aside aria-label="Preview"[^>]*>.*Preview: not published/);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("modulepreload");
    expect(answer.headers.get("content-security-policy")).toContain("script-src 'none'");
    expect(answer.headers.get("content-security-policy")).not.toContain("nonce");
    expect(answer.headers.get("x-robots-tag")).toContain("noindex");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    // The editor shows it in a frame beside its form; no other site may frame it, and live pages no one may.
    expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(answer.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const live = await get("/");
    expect(live.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(live.headers.get("x-frame-options")).toBe("DENY");
  });

  it("answers a page that does not exist with the site's 404 inside the preview's frame", async () => {
    const answer = await preview("/services/no-such-service");
    expect(answer.status).toBe(404);
    const html = await answer.text();
    expect(html).toContain("Preview: not published");
    expect(html).not.toMatch(/<script/i);
    const staffPage = await preview(staffPaths.leads);
    expect(staffPage.status).toBe(404);
    expect(await staffPage.text()).not.toContain("Leads");
  });

  it("lists every invalid field of the drafts with its file, and previews again once they are corrected", async () => {
    const article = readFileSync(path.join(drafts, ARTICLE_FILE), "utf8");
    const service = readFileSync(path.join(drafts, SERVICE_FILE), "utf8");
    setDraftField(ARTICLE_FILE, "title", "");
    setDraftField(SERVICE_FILE, "family", "no-such-family");
    for (const page of [ARTICLE, SERVICE]) {
      const answer = await preview(page);
      expect(answer.status).toBe(422);
      const html = await answer.text();
      expect(html).toContain("The saved content cannot be previewed");
      expect(html).toMatch(new RegExp(`${ARTICLE_FILE}: title: `));
      expect(html).toMatch(new RegExp(`${SERVICE_FILE}: family: `));
      expect(html).not.toMatch(/<script/i);
    }

    writeFileSync(path.join(drafts, ARTICLE_FILE), article);
    const left = await (await preview(SERVICE)).text();
    expect(left).toContain(SERVICE_FILE);
    expect(left).not.toContain(ARTICLE_FILE);
    writeFileSync(path.join(drafts, SERVICE_FILE), service);
    expect((await preview(SERVICE)).status).toBe(200);
    expect((await preview(ARTICLE)).status).toBe(200);
  });

  it("answers as the staff area does: sign-in without a session, 403 for sales, the page for an admin", async () => {
    const anonymous = await preview("/services", "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(
      `${staffPaths.signIn}?${new URLSearchParams({ next: staffPaths.contentPreview("/services") })}`,
    );
    expect(anonymous.headers.get("cache-control")).toBe("no-store");

    const sales = await createStaffSession(db, { email: "sales-preview@lumenor.example", role: "sales" });
    const refused = await preview("/services", sales.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("Preview: not published");

    const admin = await createStaffSession(db, { email: "admin-preview@lumenor.example", role: "admin" });
    expect((await preview("/services", admin.cookie)).status).toBe(200);
  });

  it("shows an unpublished cover from the drafts' upload, with its size, to staff only", async () => {
    const cover = "images/blogs/data-breach-response/cover/src.png";
    const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    mkdirSync(path.join(drafts, path.dirname(cover)), { recursive: true });
    writeFileSync(path.join(drafts, cover), bytes);
    const text = readFileSync(path.join(drafts, ARTICLE_FILE), "utf8");
    writeFileSync(
      path.join(drafts, ARTICLE_FILE),
      text.replace(/^(services: .*\n)/m, `$1cover:\n  src: ${cover}\n  alt: "A plain blue test card"\n`),
    );
    const html = await (await preview(ARTICLE)).text();
    const img = /<img [^>]*alt="A plain blue test card"[^>]*>/.exec(html)?.[0];
    const address = staffPaths.contentPreviewImage(cover);
    expect(img).toContain(`src="${address}"`);
    expect(img).toMatch(/\swidth="1600"[\s\S]*\sheight="900"|\sheight="900"[\s\S]*\swidth="1600"/);

    const image = await get(address, editor);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await get(staffPaths.contentPreviewImage("images/blogs/data-breach-response/cover/none.png"), editor)).status).toBe(404);
    expect((await get(address)).status).toBe(302);
    const sales = await createStaffSession(db, { email: "sales-preview-image@lumenor.example", role: "sales" });
    expect((await get(address, sales.cookie)).status).toBe(403);
  });
});
