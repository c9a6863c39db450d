import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page, Response } from "@playwright/test";
import { staffPaths } from "#shared/staff-paths.ts";
import type { SiteDb } from "#server/db/connection.ts";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { watchPage } from "./support/page-watch";
import { e2eDatabase, signInAs } from "./support/staff-data";

// The content editor (docs/content-editing.md) as editors use it. The server saves into a copy of content/
// (playwright.config.ts, CONTENT_DRAFTS_DIR); each test edits its own entry, so tests never share a file.

let db: SiteDb;
test.beforeAll(() => {
  db = e2eDatabase();
});
test.afterAll(() => db.destroy());

const draftsDir = () => {
  const dir = process.env.E2E_CONTENT_DRAFTS_DIR;
  if (!dir) throw new Error("E2E_CONTENT_DRAFTS_DIR is unset: run the browser tests through playwright.config.ts");
  return dir;
};
const draft = (file: string) => readFileSync(path.join(draftsDir(), file), "utf8");
const entryPage = (collection: string, slug: string) => `${staffPaths.content}/collection/${collection}/item/${slug}`;
const isSave = (response: Response) => response.url().endsWith(`${staffPaths.contentApi}/update`) && response.request().method() === "POST";

/** The entry's own title (lists inside it have titles too). */
const titleField = (page: Page) => page.getByRole("textbox", { name: "Title" }).first();

/** Opens an entry in the editor and waits for its form. */
async function openEntry(page: Page, collection: string, slug: string) {
  const response = await page.goto(entryPage(collection, slug));
  expect(response?.status()).toBe(200);
  // Keystatic reads the whole tree, then the entry, before it draws the form.
  await expect(titleField(page)).toBeVisible({ timeout: 20_000 });
}

async function save(page: Page): Promise<Response> {
  const saved = page.waitForResponse(isSave);
  await page.getByRole("button", { name: "Save" }).click();
  return saved;
}

test.describe("an editor", () => {
  test.skip(({ isMobile }) => isMobile, "one project writes the content copy; the phone project checks the page's layout");

  test("changes a service's title and saves it: the file changes, and nothing else in it", async ({ page, context, baseURL }) => {
    await signInAs(db, context, baseURL!, "editor", "title-editor@lumenor.example");
    const before = draft("services/data-governance.yaml");
    await openEntry(page, "services", "data-governance");
    await titleField(page).fill("Data governance and stewardship");
    expect((await save(page)).status()).toBe(200);
    const after = draft("services/data-governance.yaml");
    expect(after).toContain("title: Data governance and stewardship\n");
    expect(after.replace(/^title: .*$/m, "")).toBe(before.replace(/^title: .*$/m, ""));
    const audited = await db
      .selectFrom("staff_audit")
      .select(["actor_email", "subject"])
      .where("action", "=", "content.save")
      .where("actor_email", "=", "title-editor@lumenor.example")
      .execute();
    expect(audited).toEqual([{ actor_email: "title-editor@lumenor.example", subject: "services/data-governance.yaml" }]);
  });

  test("edits a page's paragraphs in one text area, an empty line between them, and the file keeps a list", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(db, context, baseURL!, "editor", "paragraphs-editor@lumenor.example");
    const response = await page.goto(`${staffPaths.content}/singleton/workLifePage`);
    expect(response?.status()).toBe(200);
    const paragraphs = page.getByRole("textbox", { name: "Paragraphs" }).first();
    await expect(paragraphs).toBeVisible({ timeout: 20_000 });
    const text = await paragraphs.inputValue();
    expect(text.split("\n\n")).toHaveLength(3);
    await paragraphs.fill(`${text}\n\nWe publish the survey's results to everyone who took it.`);
    expect((await save(page)).status()).toBe(200);
    const saved = draft("pages/work-life.yaml");
    expect(saved).toContain("    - We publish the survey's results to everyone who took it.\n");
    expect(saved).toContain("    - So we keep teams small,");
  });

  test("opens the saved page beside the form, and sees it read again after a save", async ({ page, context, baseURL }) => {
    await signInAs(db, context, baseURL!, "editor", "preview-beside-editor@lumenor.example");
    await openEntry(page, "services", "cloud-data-strategy");
    await page.getByRole("button", { name: "Preview beside the form" }).click();
    await expect(page.getByRole("button", { name: "Preview beside the form" })).toHaveAttribute("aria-pressed", "true");
    // Saved content is untrusted: the frame runs no script of its own.
    await expect(page.locator("iframe")).toHaveAttribute("sandbox", "allow-same-origin");
    const preview = page.frameLocator('iframe[title="Preview of /services/cloud-data-strategy"]');
    await expect(preview.getByText("Preview: not published.")).toBeVisible({ timeout: 20_000 });
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Cloud Data Strategy");
    await titleField(page).fill("Cloud data strategy and roadmaps");
    expect((await save(page)).status()).toBe(200);
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Cloud data strategy and roadmaps", { timeout: 20_000 });
    // A list has no page of its own: the button and the frame leave.
    await page.getByRole("link", { name: "Services" }).first().click();
    await expect(page.getByRole("button", { name: "Preview beside the form" })).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("opening the editor forgets what Keystatic kept in this browser, whatever its databases are called", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(db, context, baseURL!, "editor", "forget-kept-editor@lumenor.example");
    await openEntry(page, "services", "managed-data-service");
    // A later Keystatic that kept its drafts under another name.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open("keystatic-drafts-renamed");
          request.onsuccess = () => (request.result.close(), resolve());
          request.onerror = () => reject(request.error ?? new Error("not opened"));
        }),
    );
    const names = () => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
    expect(await names()).toContain("keystatic-drafts-renamed");
    await openEntry(page, "services", "managed-data-service");
    expect(await names()).not.toContain("keystatic-drafts-renamed");
  });

  test("cannot save an empty required field: the schema's message is beside it and nothing is written", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(db, context, baseURL!, "editor", "empty-editor@lumenor.example");
    const before = draft("services/data-quality.yaml");
    await openEntry(page, "services", "data-quality");
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/update")) saves.push(request.url());
    });
    await titleField(page).fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Too small: expected string to have >=1 characters").first()).toBeVisible();
    expect(saves).toEqual([]);
    expect(draft("services/data-quality.yaml")).toBe(before);
  });

  test("sees an unknown industry and a value outside a list refused beside their fields, and nothing is written", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(db, context, baseURL!, "editor", "refused-editor@lumenor.example");
    const file = "services/master-data-management.yaml";
    const original = draft(file);
    const broken = original
      .replace(/^family: .*$/m, "family: quantum-computing")
      .replace(/^industries:\n(?:\s+- .*\n)+/m, "industries:\n  - deep-sea-fishing\n");
    writeFileSync(path.join(draftsDir(), file), broken);
    // The other specs share the drafts folder: the broken file (a hand edit the editor must flag) goes back afterwards.
    try {
      await openEntry(page, "services", "master-data-management");
      // Flagged as the entry opens, beside each field.
      const industries = page.getByRole("group", { name: /^Industries/ });
      await expect(industries.getByRole("checkbox", { name: "deep-sea-fishing (no such entry)" })).toBeChecked();
      await expect(page.getByText('"deep-sea-fishing" is not an entry: choose from the list')).toBeVisible();
      await expect(page.getByRole("button", { name: /quantum-computing \(not allowed\)/ })).toBeVisible();
      await expect(page.getByText(/Invalid option: expected one of/).first()).toBeVisible();
      // And a save with them is refused in the browser: no request leaves, the file stays as it was.
      const saves: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/update")) saves.push(request.url());
      });
      await titleField(page).fill("Master data management, renamed");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText(/Invalid option: expected one of/).first()).toBeVisible();
      expect(saves).toEqual([]);
      expect(draft(file)).toBe(broken);
    } finally {
      writeFileSync(path.join(draftsDir(), file), original);
    }
  });

  test("sees a link to a page that does not exist refused by the server with the rule's words, and nothing is written", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(db, context, baseURL!, "editor", "link-editor@lumenor.example");
    const before = draft("pages/home.yaml");
    const response = await page.goto(`${staffPaths.content}/singleton/homePage`);
    expect(response?.status()).toBe(200);
    const href = page.getByRole("textbox", { name: "Href" }).first();
    await expect(href).toHaveValue("/contact-us", { timeout: 20_000 });
    await href.fill("/no-such-page");
    const refused = await save(page);
    expect(refused.status()).toBe(422);
    await expect(page.getByText(/Not saved: the content would break these rules/)).toBeVisible();
    await expect(page.getByText(/pages\/home\.yaml › banner\.primary\.href: .*\/no-such-page/)).toBeVisible();
    expect(draft("pages/home.yaml")).toBe(before);
  });

  test("two editors change one entry: the second save is refused, says why and where the other version is", async ({
    browser,
    baseURL,
  }) => {
    const contexts = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })]);
    const [first, second] = await Promise.all(contexts.map((context) => context.newPage()));
    await signInAs(db, contexts[0]!, baseURL!, "editor", "first-editor@lumenor.example");
    await signInAs(db, contexts[1]!, baseURL!, "editor", "second-editor@lumenor.example");
    await openEntry(first!, "services", "data-analytics");
    await openEntry(second!, "services", "data-analytics");

    await titleField(first!).fill("Data analytics, first editor");
    expect((await save(first!)).status()).toBe(200);
    await titleField(second!).fill("Data analytics, second editor");
    expect((await save(second!)).status()).toBe(409);
    await expect(second!.getByText(/another editor saved services\/data-analytics\.yaml after you opened it/)).toBeVisible();
    await expect(second!.getByText(staffPaths.contentPreview("/services/data-analytics"))).toBeVisible();
    expect(draft("services/data-analytics.yaml")).toContain("title: Data analytics, first editor\n");

    // Reloading shows the other editor's version, and a save from it goes through.
    await openEntry(second!, "services", "data-analytics");
    await expect(titleField(second!)).toHaveValue("Data analytics, first editor");
    await titleField(second!).fill("Data analytics, both editors");
    expect((await save(second!)).status()).toBe(200);
    expect(draft("services/data-analytics.yaml")).toContain("title: Data analytics, both editors\n");
    await Promise.all(contexts.map((context) => context.close()));
  });
});

test("the editor page runs under its own CSP without a violation, at this width too", async ({ page, context, baseURL }, testInfo) => {
  await signInAs(db, context, baseURL!, "editor", `csp-editor-${testInfo.project.name}@lumenor.example`);
  const problems = await watchPage(page);
  const response = await page.goto(entryPage("industries", "banking"));
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("style-src 'self' 'unsafe-inline'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  await expect(page.getByRole("textbox", { name: "Name" }).first()).toBeVisible({ timeout: 20_000 });
  await page.goto(`${staffPaths.content}/collection/services`);
  // The list names each entry by its title beside its file name, once Keystatic has read the entries.
  // (An entry no other test edits.)
  await expect(page.getByRole("row", { name: "business-intelligence" })).toContainText("Business Intelligence", { timeout: 20_000 });
  await expect(page.getByRole("columnheader", { name: "Title" })).toBeVisible();
  expect(problems.cspViolations).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // Public pages keep the site's policy.
  const home = await page.request.get("/");
  expect(home.headers()["content-security-policy"]).not.toContain("unsafe-inline");
});

test("the editor's screens have no axe violation at this width, and its toolbar names each button for what it does", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await signInAs(db, context, baseURL!, "editor", `axe-editor-${testInfo.project.name}@lumenor.example`);
  const screens: [string, () => Promise<void>][] = [
    ["", () => expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible({ timeout: 20_000 })],
    ["/collection/services", () => expect(page.getByRole("row", { name: "data-governance" })).toBeVisible({ timeout: 20_000 })],
    ["/collection/services/item/data-governance", () => expect(titleField(page)).toBeVisible({ timeout: 20_000 })],
    ["/singleton/company", () => expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 20_000 })],
    ["/collection/blogs/item/credit-union-data-strategy", () => expect(titleField(page)).toBeVisible({ timeout: 20_000 })],
  ];
  for (const [path, drawn] of screens) {
    await page.goto(`${staffPaths.content}${path}`);
    await drawn();
    expect(await axeViolations(page), path).toEqual([]);
  }
  // The article body's toolbar (the last screen): one Divider button, and the link button named Link.
  await expect(page.getByRole("button", { name: "Divider", exact: true })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Link", exact: true })).toHaveCount(1);
});

test.describe("the editor and its API refuse", () => {
  test.skip(({ isMobile }) => isMobile, "the answers do not depend on the viewport");

  const api = (call: string) => `${staffPaths.contentApi}/${call}`;
  const file = "services/data-engineering.yaml";
  const saveOf = (contents: string) => ({
    additions: [{ path: file, contents: Buffer.from(contents).toString("base64url") }],
    deletions: [],
  });
  const update = saveOf("title: Taken\n");
  const pages = [staffPaths.content, `${staffPaths.content}/collection/services`];
  const reads = [api("tree"), api(`blob/0000000000000000000000000000000000000000/${file}`)];
  /** Posts the test's save with `headers` and checks the answer's status and that the file was not written. */
  const expectSaveRefused = async (request: APIRequestContext, headers: Record<string, string>, status: number) => {
    const before = draft(file);
    const post = await request.post(api("update"), { headers: { "no-cors": "1", ...headers }, data: update, maxRedirects: 0 });
    expect(post.status(), headers.origin).toBe(status);
    expect(draft(file)).toBe(before);
  };

  test("anyone without a session: the editor and its API send to sign-in, and nothing is written", async ({ request, baseURL }) => {
    for (const url of [...pages, ...reads]) {
      const answer = await request.get(url, { headers: { "no-cors": "1" }, maxRedirects: 0 });
      expect(answer.status(), url).toBe(302);
      expect(answer.headers().location, url).toBe(`${staffPaths.signIn}?${new URLSearchParams({ next: url })}`);
    }
    await expectSaveRefused(request, { origin: new URL(baseURL!).origin }, 302);
  });

  test("the sales role: 403 for the editor, its tree, its blobs and its saves", async ({ request, baseURL }) => {
    const sales = await createStaffSession(db, { email: "sales-content@lumenor.example", role: "sales" });
    for (const url of [...pages, ...reads]) {
      const answer = await request.get(url, { headers: { cookie: sales.cookie, "no-cors": "1" }, maxRedirects: 0 });
      expect(answer.status(), url).toBe(403);
    }
    await expectSaveRefused(request, { cookie: sales.cookie, origin: new URL(baseURL!).origin }, 403);
  });

  test("another site: an editor's save posted from a foreign origin is 403, and nothing is written", async ({ request, baseURL }) => {
    const editor = await createStaffSession(db, { email: "foreign-editor@lumenor.example", role: "editor" });
    const tree = await request.get(api("tree"), { headers: { cookie: editor.cookie, "no-cors": "1" } });
    expect(tree.status()).toBe(200);
    const before = draft(file);
    for (const origin of ["https://evil.example", "null"]) await expectSaveRefused(request, { cookie: editor.cookie, origin }, 403);
    const page = await request.post(staffPaths.content, {
      headers: { cookie: editor.cookie, origin: "https://evil.example" },
      form: {},
      maxRedirects: 0,
    });
    expect(page.status()).toBe(403);
    expect(draft(file)).toBe(before);
    // The same save from this site goes through: the refusals above were for the origin alone.
    const retitled = before.replace(/^title: .*$/m, "title: Data engineering, saved from this site");
    const own = await request.post(api("update"), {
      headers: { cookie: editor.cookie, "no-cors": "1", origin: new URL(baseURL!).origin },
      data: saveOf(retitled),
    });
    expect(own.status()).toBe(200);
    expect(draft(file)).toBe(retitled);
  });
});
