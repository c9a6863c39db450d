import { expect, test } from "#tests/e2e/support/fixtures.ts";

test.describe("Webinars and brochures", () => {
  test("the webinar list splits upcoming from past, and a past session's page carries its summary", async ({ page }) => {
    await page.goto("/resources/webinars");
    const past = page.getByRole("region", { name: "Past sessions, summarised" });
    // The speakers are on the card from 640 px; a phone's compact row leaves them to the session's page.
    await expect(past.getByRole("listitem").filter({ hasText: "Speakers" }).first()).toBeAttached();
    await past.getByRole("link", { name: /Read the summary\s*: Data governance that stands up to an audit/ }).click();

    await expect(page).toHaveURL(/\/resources\/webinars\/data-governance-that-stands-up-to-an-audit$/);
    await expect(page.getByRole("heading", { name: "Session summary" })).toBeVisible();
    await expect(page.getByText("Practice lead, Data Governance")).toBeVisible();
    await page.getByRole("link", { name: "Talk to an expert" }).last().click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test("sample sessions say so: a notice above each list, a badge on every card and on each session's page, and no Event data", async ({
    page,
  }) => {
    await page.goto("/resources/webinars");
    for (const name of ["Upcoming sessions", "Past sessions, summarised"]) {
      const region = page.getByRole("region", { name });
      await expect(region.getByText(/^Example sessions showing the format/)).toBeVisible();
      const cards = region.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) await expect(card.getByText("Example", { exact: true })).toBeVisible();
    }
    for (const path of [
      "/resources/webinars/data-governance-that-stands-up-to-an-audit",
      "/resources/webinars/modernising-a-core-system-one-capability-at-a-time",
    ]) {
      await page.goto(path);
      await expect(page.getByText(/^Example sessions showing the format/)).toBeVisible();
      await expect(page.getByText("Example", { exact: true })).toBeVisible();
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")["@type"]));
      expect(types).toContain("BreadcrumbList");
      expect(types).not.toContain("Event");
    }
  });

  test("one brochure card per practice, each with a PDF download link", async ({ page }) => {
    await page.goto("/resources/digital-brochures");
    const downloads = page.getByRole("link", { name: /^Download PDF/ });
    await expect(downloads).toHaveCount(7);
    await expect(downloads.first()).toHaveAttribute("href", "/downloads/brochures/data-services.pdf");
    await expect(downloads.first()).toHaveAttribute("download", "");
  });
});
