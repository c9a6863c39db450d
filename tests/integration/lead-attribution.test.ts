import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadInsights } from "#app/.server/lead-insights/lead-insights.ts";
import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import { leadWorkflow } from "#server/leads/lead-workflow.ts";
import { chromiumPath } from "#tests/e2e/chromium-path.ts";
import { prospect } from "#tests/e2e/contact-support.ts";
import { runScript } from "#tests/integration/support/run-command.ts";
import { startSite } from "#tests/integration/support/site-process.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "lead-attribution-"));
let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
let db: SiteDb;

beforeAll(async () => {
  site = await startSite({ DATA_DIR: dataDir });
  browser = await chromium.launch({ executablePath: chromiumPath() });
  db = openDatabase({ dataDir });
});
afterAll(async () => {
  await db?.destroy();
  await browser?.close();
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Fills and sends the contact form on the open contact page, then waits for its answer. */
async function sendContactForm(page: Page, organisation: string) {
  for (const [label, value] of Object.entries({ ...prospect, Organisation: organisation }))
    await page.getByRole("textbox", { name: label }).fill(value);
  await page.getByRole("button", { name: "Send" }).click();
  await page.getByRole("status").getByText("Message send Successfully!").waitFor();
}

const leadOf = (organisation: string) => db.selectFrom("leads").selectAll().where("organisation", "=", organisation).executeTakeFirst();

describe("a visit's first page, referring site and campaign, from the landing page to the purge", () => {
  it("are stored with the lead with and without JavaScript, counted by Insights under the campaign, and purged with the lead", async () => {
    // With JavaScript: the visit lands on a service page from a LinkedIn ad, then opens the contact page as a new page load.
    const withScript = await (await browser.newContext()).newPage();
    await withScript.goto(`${site.base}/services/data-governance?utm_source=linkedin&utm_medium=paid&utm_campaign=q4-governance`, {
      referer: "https://www.linkedin.com/feed/",
    });
    await withScript.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await withScript.goto(`${site.base}/contact-us?utm_campaign=not-the-first-page`);
    await withScript.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await sendContactForm(withScript, "Scripted Visit Ltd");

    // A visit landing on an article, a page without scripts: its head script keeps the first page all the same.
    const fromArticle = await (await browser.newContext()).newPage();
    await fromArticle.goto(`${site.base}/resources/blogs/data-masking?utm_source=search&utm_campaign=masking-guide`, {
      referer: "https://www.bing.com/",
    });
    expect(await fromArticle.locator("script[type=module]").count()).toBe(0);
    // Followed by the header's link, so the contact page has the article as its referrer.
    await fromArticle.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
    await fromArticle.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await sendContactForm(fromArticle, "Article Reader Ltd");

    // Without JavaScript: the form page itself is all that is known, with its own address's campaign.
    const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await noScript.goto(`${site.base}/contact-us?utm_source=newsletter&utm_campaign=spring-webinar`, { referer: "https://mail.example/" });
    await sendContactForm(noScript, "Plain Form Ltd");

    const scripted = await leadOf("Scripted Visit Ltd");
    expect(scripted).toMatchObject({
      page: "/contact-us",
      landing_page: "/services/data-governance",
      referrer_origin: "https://www.linkedin.com",
      utm_source: "linkedin",
      utm_medium: "paid",
      utm_campaign: "q4-governance",
    });
    expect(await leadOf("Article Reader Ltd")).toMatchObject({
      referrer: `${site.base}/resources/blogs/data-masking?utm_source=search&utm_campaign=masking-guide`,
      landing_page: "/resources/blogs/data-masking",
      referrer_origin: "https://www.bing.com",
      utm_source: "search",
      utm_campaign: "masking-guide",
    });
    expect(await leadOf("Plain Form Ltd")).toMatchObject({
      landing_page: "/contact-us",
      referrer_origin: null,
      utm_source: "newsletter",
      utm_campaign: "spring-webinar",
    });

    await leadWorkflow(db).setStatus(scripted!.id, "won");
    const { attribution } = await leadInsights(db, new Date());
    expect(attribution.campaign).toEqual([
      { value: "q4-governance", leads: 1, qualified: 0, won: 1 },
      { value: "masking-guide", leads: 1, qualified: 0, won: 0 },
      { value: "spring-webinar", leads: 1, qualified: 0, won: 0 },
    ]);
    expect(attribution.landing).toContainEqual({ value: "/services/data-governance", leads: 1, qualified: 0, won: 1 });

    const purge = await runScript("scripts/leads.ts", ["purge", "--before", new Date().toISOString()], { DATA_DIR: dataDir });
    expect(purge.stdout).toContain("Removed 3 lead(s)");
    const left = await db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll().as("n"))
      .where((eb) => eb.or([eb("landing_page", "is not", null), eb("utm_campaign", "is not", null), eb("referrer_origin", "is not", null)]))
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });
});
