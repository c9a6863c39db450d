import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
// Playwright's own test: the preview runs no script, so the suite's wait for hydration after each load does not apply.
import { expect, test, type Page } from "@playwright/test";
import { paths } from "#shared/paths.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { siteCheckout } from "#tests/integration/support/site-checkout.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { freePort } from "#tests/integration/support/smtp-relay.ts";
import { axeViolations } from "./support/axe";

// An editor's whole path, in a real browser: edit in the editor, preview, publish, and see the live site change.
// Publishing builds the site and commits to git, so this runs against a server of its own in a throwaway checkout
// of the repository (the repository's content/, build/ and history are never touched).

const PUBLISH_TIMEOUT = 480_000;
const SERVICE_TITLE = "Data governance and stewardship";
const ORIGINAL_SERVICE_TITLE = "Data Governance";
// Far enough ahead for the form to be sent before it, near enough for the test to see the publish it starts.
const SCHEDULE_AHEAD_MS = 20_000;
const POST = {
  slug: "choosing-a-first-data-product",
  title: "Choosing a first data product without a steering committee",
  description: "How to pick the first data product: one decision people argue about, one owner and one agreed definition.",
  heading: "Where to start",
  items: ["Name an owner", "Agree a definition"],
  linkText: "data governance service",
  // A word no other page uses, to find the post through the site search.
  word: "Quarrelsome",
};

let checkout: ReturnType<typeof siteCheckout>;
let database: Awaited<ReturnType<typeof siteDatabase>>;
let site: Awaited<ReturnType<typeof startSite>>;
let db: SiteDb;

test.describe("an editor's change, from the editor to the live site", () => {
  test.describe.configure({ mode: "serial", timeout: PUBLISH_TIMEOUT + 120_000 });
  test.skip(({ isMobile }) => isMobile, "one server, one publish at a time: the desktop project walks the path");

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    checkout = siteCheckout();
    database = await siteDatabase("sqlite");
    const port = await freePort();
    site = await startSite({ ...database.env, SITE_URL: `http://127.0.0.1:${port}`, HOME: process.env.HOME ?? "/tmp" }, port, {
      cwd: checkout.dir,
    });
    db = openDatabase(database);
  });
  test.afterAll(async () => {
    await db?.destroy();
    await site?.stop();
    await database?.remove();
    checkout?.remove();
  });

  test.beforeEach(async ({ context }) => {
    const session = await createStaffSession(db, { email: "flow-editor@lumenor.example", role: "editor" });
    await context.addCookies([{ name: session.name, value: session.value, url: site.base }]);
  });

  test("a service title saved as draft stays out of a publish; marked ready and scheduled, it goes live at the time set", async ({
    page,
  }) => {
    const livePage = `${site.base}${paths.service("data-governance")}`;
    await saveServiceTitle(page, SERVICE_TITLE, { noindex: true });

    // The editor offers the entry's preview; the preview shows the saved title on the page's own template.
    const preview = staffPaths.contentPreview(paths.service("data-governance"));
    await expect(page.locator(`a[href="${preview}"]`).first()).toBeAttached();
    await page.goto(`${site.base}${preview}`);
    await expect(page.getByText("Preview: not published")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SERVICE_TITLE);

    await createPost(page);

    // Both wait as drafts, listed by title with who saved them; with nothing ready, Publish is off and says why.
    await openPublishPage(page);
    const service = entryRow(page, SERVICE_TITLE);
    await expect(service).toContainText("content/services/data-governance.yaml");
    await expect(service).toContainText("flow-editor@lumenor.example");
    await expect(service).toContainText("Draft");
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();
    await expect(page.getByText("Nothing is ready to publish: mark an entry ready first.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The post alone is marked ready and published: the service's draft title stays off the live site.
    await entryRow(page, POST.title)
      .getByRole("button", { name: `Mark ready: ${POST.title}` })
      .click();
    await expect(entryRow(page, POST.title)).toContainText("Ready");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await waitForPublishes(page, 1);
    await expect(entryRow(page, SERVICE_TITLE)).toContainText("Draft");
    await checkPostIsLive(page);
    await page.goto(livePage);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(SERVICE_TITLE);

    // Marked ready and scheduled a few seconds ahead: the server publishes it then, and the open page follows.
    await openPublishPage(page);
    await entryRow(page, SERVICE_TITLE)
      .getByRole("button", { name: `Mark ready: ${SERVICE_TITLE}` })
      .click();
    await expect(entryRow(page, SERVICE_TITLE)).toContainText("Ready");
    const at = new Date(Date.now() + SCHEDULE_AHEAD_MS).toISOString().slice(0, 19);
    await page.getByLabel("Publish the entries ready then, at (UTC)").fill(at);
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page.getByText(`scheduled for ${at.slice(0, 10)} ${at.slice(11, 16)} UTC`)).toBeVisible();
    await waitForPublishes(page, 2);
    await expect(page.getByText("Nothing has changed since the live build.")).toBeVisible();
    await page.goto(livePage);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SERVICE_TITLE);
    expect(checkout.git("log", "-1", "--format=%ae")).toBe("flow-editor@lumenor.example");
    // Its noindex went live with it: the page asks not to be listed, and the sitemap leaves it out.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect(await (await fetch(`${site.base}/sitemap.xml`)).text()).not.toContain(`${paths.service("data-governance")}<`);
  });

  test("restores the service's title from before the last publish, from the history, and publishes it", async ({ page }) => {
    await openPublishPage(page);
    const history = page.getByRole("region", { name: "Publish history" });
    // The last publish's change, as fields: the title before and after.
    const last = history.locator("tbody tr").first();
    await expect(last.locator("del").filter({ hasText: ORIGINAL_SERVICE_TITLE })).toBeVisible();
    await expect(last.locator("ins").filter({ hasText: SERVICE_TITLE })).toBeVisible();
    await last.getByRole("button", { name: `Restore the version before this publish: ${SERVICE_TITLE}` }).click();
    await expect(entryRow(page, ORIGINAL_SERVICE_TITLE)).toContainText("Ready");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await waitForPublishes(page, 3);
    await page.goto(`${site.base}${paths.service("data-governance")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ORIGINAL_SERVICE_TITLE);
    // The whole entry came back, its Search engines group too: listed again.
    expect(await (await fetch(`${site.base}/sitemap.xml`)).text()).toContain(`${paths.service("data-governance")}<`);
  });

  test("a publish whose build fails: the page says so with the build's words, and the live site keeps the last build", async ({ page }) => {
    const livePage = `${site.base}${paths.service("data-governance")}`;
    const unpublishedTitle = "Data governance that auditors can follow";
    await saveServiceTitle(page, unpublishedTitle);
    await openPublishPage(page);
    await entryRow(page, unpublishedTitle)
      .getByRole("button", { name: `Mark ready: ${unpublishedTitle}` })
      .click();
    await expect(entryRow(page, unpublishedTitle)).toContainText("Ready");

    // A build can fail for a reason no editor can see: here a source file of the checkout is broken.
    const source = path.join(checkout.dir, "shared/paths.ts");
    const original = readFileSync(source, "utf8");
    writeFileSync(source, `${original}\nexport const broken = ;\n`);
    try {
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      const failure = page.getByRole("alert").filter({ hasText: "did not go live" });
      await expect(failure).toBeVisible({ timeout: PUBLISH_TIMEOUT });
      await expect(failure).toContainText("The build failed");
      await expect(failure).toContainText("paths.ts");
    } finally {
      writeFileSync(source, original);
    }
    // The saved change is still waiting, and the live page still shows the last published title.
    await expect(page.getByText("Nothing has changed since the live build.")).toBeHidden();
    await expect(page.getByText("content/services/data-governance.yaml").first()).toBeVisible();
    await page.goto(livePage);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ORIGINAL_SERVICE_TITLE);
  });
});

/** Gives the data governance service a new title in the editor and saves it. */
async function saveServiceTitle(page: Page, newTitle: string, { noindex = false } = {}) {
  await page.goto(`${site.base}${staffPaths.content}/collection/services/item/data-governance`);
  const title = page.getByRole("textbox", { name: "Title" }).first();
  await expect(title).toBeVisible({ timeout: 30_000 });
  await title.fill(newTitle);
  // The entry's Search engines group: asking search engines not to list the page.
  if (noindex) await page.getByRole("checkbox", { name: "Noindex" }).check();
  const saved = page.waitForResponse((response) => response.url().endsWith(`${staffPaths.contentApi}/update`));
  await page.getByRole("button", { name: "Save" }).click();
  expect((await saved).status()).toBe(200);
}

/** Creates the blog post in the editor, with a heading, a list and a link in its body, and saves it. */
async function createPost(page: Page) {
  await page.goto(`${site.base}${staffPaths.content}/collection/blogs/create`);
  await expect(page.getByRole("textbox", { name: "Title" }).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole("textbox", { name: "Title" }).first().fill(POST.title);
  await page.getByRole("textbox", { name: "Slug" }).fill(POST.slug);
  await page.getByRole("textbox", { name: "Description", exact: true }).fill(POST.description);
  await page.getByLabel("Date").fill("2026-11-20");
  await page.getByRole("textbox", { name: "Author" }).fill("Principal consultant, Data Strategy");
  await page.getByRole("checkbox", { name: "banking", exact: true }).check();
  await page.getByRole("checkbox", { name: "data-governance", exact: true }).check();
  await writeBody(page);
  const created = page.waitForResponse((response) => response.url().endsWith(`${staffPaths.contentApi}/update`));
  await page.getByRole("button", { name: "Create" }).click();
  expect((await created).status()).toBe(200);
  const file = readFileSync(path.join(checkout.dir, `content/blogs/${POST.slug}.md`), "utf8");
  expect(file).toContain(`## ${POST.heading}`);
  expect(file).toContain(`[${POST.linkText}](${paths.service("data-governance")})`);
}

/** The published post: its page, the list, the feeds, the sitemap and the search all show it. */
async function checkPostIsLive(page: Page) {
  const postPath = paths.article("blogs", POST.slug);
  await page.goto(`${site.base}${postPath}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(POST.title);
  await expect(page.getByRole("heading", { level: 2, name: POST.heading })).toBeVisible();
  for (const item of POST.items) await expect(page.getByRole("listitem").filter({ hasText: item })).toBeVisible();
  await expect(page.getByRole("link", { name: POST.linkText })).toHaveAttribute("href", paths.service("data-governance"));

  await page.goto(`${site.base}${paths.resourceList("blogs")}`);
  await expect(page.getByRole("link", { name: POST.title }).first()).toBeVisible();
  for (const feed of [paths.resourcesFeed, paths.resourceListFeed("blogs")])
    expect(await (await fetch(`${site.base}${feed}`)).text()).toContain(postPath);
  expect(await (await fetch(`${site.base}/sitemap.xml`)).text()).toContain(postPath);
  await page.goto(`${site.base}${paths.search}?q=${POST.word}`);
  await expect(page.getByRole("link", { name: POST.title })).toBeVisible();
}

/** The post's body in the editor: a paragraph, a second-level heading, a bullet list, and a paragraph with a link. */
async function writeBody(page: Page) {
  await page.locator('[contenteditable="true"]').first().click();
  await page.keyboard.type(`${POST.word} meetings about one monthly figure are where to look first.`);
  await page.keyboard.press("Enter");
  await page.keyboard.type(POST.heading);
  await page.getByRole("button", { name: "Paragraph" }).click();
  await page.getByRole("option", { name: "Heading 2" }).click();
  await page.locator('[contenteditable="true"]').first().getByText(POST.heading).click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("List the candidates:");
  await page.keyboard.press("Enter");
  await page.getByRole("radio", { name: "Bullet list" }).click();
  for (const item of POST.items) {
    await page.keyboard.type(item);
    await page.keyboard.press("Enter");
  }
  await page.keyboard.press("Enter");
  await page.keyboard.type(`Then read about our ${POST.linkText}`);
  for (let n = 0; n < POST.linkText.length; n++) await page.keyboard.press("Shift+ArrowLeft");
  // Keystatic 0.6.9 names this button "Divider"; the build names it for what it does (scripts/keystatic-mends.ts).
  await page.getByRole("button", { name: "Link", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Link" }).fill(paths.service("data-governance"));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
}

async function openPublishPage(page: Page) {
  await page.goto(`${site.base}${staffPaths.contentPublish}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The publish page's row of a saved entry, found by its title. */
const entryRow = (page: Page, title: string) =>
  page
    .getByRole("region", { name: "Saved since the live build" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: title }) });

/** Waits, on the open publish page that follows it, for the history to hold `count` publishes, the newest published and recorded. */
async function waitForPublishes(page: Page, count: number) {
  const rows = page.getByRole("region", { name: "Publish history" }).locator("tbody tr");
  await expect(rows).toHaveCount(count, { timeout: PUBLISH_TIMEOUT });
  await expect(rows.first()).toContainText("Published", { timeout: PUBLISH_TIMEOUT });
  // The new build is live before the publish has committed the content and recorded its end: wait for that end
  // (the status line empties), so what the test reads next (git, the history) is the publish's final state.
  await expect(page.locator('[role="status"][aria-live="polite"]')).toBeEmpty({ timeout: PUBLISH_TIMEOUT });
  await expect(page.getByRole("alert")).toHaveCount(0);
}
