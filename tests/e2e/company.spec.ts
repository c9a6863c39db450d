import type { Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

const slide = (page: Page, position: string) =>
  page.getByRole("region", { name: "Employee reviews" }).getByRole("group", { name: position });

test.describe("Our Worklife", () => {
  test("the review coverflow opens on the second review and moves by arrows and keys, 800 ms a step", async ({ page, isMobile }) => {
    await page.goto("/work-life");
    const reviews = page.getByRole("region", { name: "Employee reviews" });
    await reviews.scrollIntoViewIfNeeded();
    await expect(slide(page, "2 of 3")).toHaveAttribute("data-position", "current");
    await expect(slide(page, "2 of 3")).toBeInViewport({ ratio: 0.9 });
    await expect(slide(page, "2 of 3")).toHaveCSS("transition-duration", /0\.8s/);
    // Three in view from 1024 px, one below.
    if (isMobile) await expect(slide(page, "1 of 3")).not.toBeInViewport();
    else await expect(slide(page, "1 of 3")).toBeInViewport({ ratio: 0.5 });

    await page.getByRole("button", { name: "Next review" }).click();
    await expect(slide(page, "3 of 3")).toHaveAttribute("data-position", "current");
    await expect(page.getByRole("button", { name: "Next review" })).toBeDisabled();
    if (isMobile) await expect(slide(page, "2 of 3")).not.toBeInViewport();

    await page.getByRole("button", { name: "Previous review" }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(slide(page, "1 of 3")).toHaveAttribute("data-position", "current");
    await expect(slide(page, "1 of 3")).toBeInViewport({ ratio: 0.9 });
    await expect(page.getByRole("button", { name: "Show review 1 of 3" })).toHaveAttribute("aria-current", "true");
  });
});

test.describe("Our Differentiators", () => {
  const tab = (page: Page, name: string) => page.getByRole("tab", { name });

  test("item 2 is selected first; choosing a hexagon by click or arrow keys shows its text alone", async ({ page }) => {
    await page.goto("/key-differentiators");
    await expect(tab(page, "Planning & Operational Excellence")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Plans you can run a programme on" })).toBeVisible();
    await expect(page.getByRole("tabpanel")).toHaveCount(1); // the others are hidden from everyone
    await expect(page.getByRole("heading", { name: "Designed around your data, not a template" })).toBeHidden();

    await tab(page, "Agility & Scalability").click();
    await expect(page.getByRole("heading", { name: "Start small, then scale without starting again" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Plans you can run a programme on" })).toBeHidden();
    await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1);

    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Competitive Analysis")).toBeFocused();
    await expect(tab(page, "Competitive Analysis")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Know where you stand before you invest" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Customised Solutions")).toBeFocused();
    await expect(page.getByRole("heading", { name: "Designed around your data, not a template" })).toBeVisible();
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });
    test("all six texts are readable and the hexagons link to them", async ({ page }) => {
      await page.goto("/key-differentiators");
      await expect(page.getByRole("tab")).toHaveCount(0);
      for (const heading of [
        "Designed around your data, not a template",
        "Plans you can run a programme on",
        "Know where you stand before you invest",
      ]) {
        await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      }
      await page.getByRole("navigation", { name: "Our six differentiators" }).getByRole("link", { name: "Customer Empathy" }).click();
      await expect(page).toHaveURL(/#differentiator-panel-3$/);
      await expect(page.getByRole("heading", { name: "We learn your business before we change it" })).toBeInViewport();
    });
  });
});

test.describe("Our Teams", () => {
  test("presents the twelve leadership roles, each with what it does for a client, and no stand-in names", async ({ page }) => {
    await page.goto("/our-team");
    await expect(page.getByRole("img", { name: /group of colleagues/ })).toBeVisible();
    const roster = page.getByRole("region", { name: "The roles accountable for your work" });
    await expect(roster.getByRole("listitem")).toHaveCount(12);
    await expect(roster.getByRole("heading", { level: 3 })).toHaveCount(12);
    const security = roster
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Head of Information Security and Compliance" }) });
    await expect(security).toContainText("security questionnaires");
    await expect(page.getByText(/placeholder/i)).toHaveCount(0);
  });
});

test.describe("NUPMAT", () => {
  test("describes the platform, each audience and its team by role, as a SoftwareApplication", async ({ page }) => {
    await page.goto("/nupmat");
    for (const audience of ["Students", "Institutions", "Corporate recruiters", "Graduated candidates"]) {
      await expect(page.getByRole("heading", { level: 3, name: audience })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 3, name: "Product lead" })).toBeVisible();
    await expect(page.getByText(/placeholder/i)).toHaveCount(0);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string; featureList?: string[] },
    );
    const application = jsonLd.find((data) => data["@type"] === "SoftwareApplication");
    expect(application?.featureList).toContain("Placement-assessment score");
    await page.getByRole("link", { name: "Request a walkthrough" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});
