import { expect, test } from "#tests/e2e/support/fixtures.ts";

test.describe("Employee Portal", () => {
  test("is public but kept from search engines: noindex, and not in sitemap.xml", async ({ page, request }) => {
    await page.goto("/employee-portal");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("employee-portal");
  });

  test("every policy has its own anchor, and the contents lead to the sections", async ({ page }) => {
    await page.goto("/employee-portal#sick-leave");
    await expect(page.locator("#sick-leave")).toBeInViewport();
    await expect(page.locator("#sick-leave")).toContainText(/sick/i);
    await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Policies" })).toHaveAttribute(
      "href",
      "#policies",
    );
  });

  test("the contents list every policy under Policies, and each entry leads to its policy", async ({ page }) => {
    await page.goto("/employee-portal");
    const policies = await page
      .locator("h2#policies ~ h3")
      .evaluateAll((headings) => headings.map((heading) => ({ id: heading.id, text: heading.textContent!.trim() })));
    expect(policies.map((policy) => policy.id)).toEqual(
      expect.arrayContaining(["hours-of-work", "holidays", "sick-leave", "dispute-resolution"]),
    );
    const contents = page.getByRole("navigation", { name: "On this page" });
    const policiesEntry = contents.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Policies", exact: true }) });
    const nested = policiesEntry.getByRole("list").getByRole("link");
    await expect(nested).toHaveText(policies.map((policy) => policy.text));
    expect(await nested.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      policies.map((policy) => `#${policy.id}`),
    );

    const last = policies.at(-1)!;
    await nested.last().click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expect(page.locator(`#${last.id}`)).toBeInViewport();
  });

  test("prints as a document: no header, footer, cookie notice or contents, dark text on white", async ({ page }) => {
    await page.goto("/employee-portal");
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > header")).toBeHidden();
    await expect(page.locator("body > footer")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "On this page" })).toBeHidden();
    await expect(page.locator(".surface-dark > svg").first()).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(0, 0, 0)");
    await expect(page.getByRole("heading", { name: /Sick leave/i })).toBeVisible();
  });
});
