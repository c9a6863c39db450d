import type { Page } from "@playwright/test";
import { axeViolations } from "#tests/e2e/support/axe.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { reachSection } from "#tests/e2e/support/deferred-section.ts";
import { watchPage } from "#tests/e2e/support/page-watch.ts";

const selectedTab = (page: Page) =>
  page.locator('[role="tablist"][aria-label="Our practices and sister companies"] [aria-selected="true"]');

test.describe("home page", () => {
  test("opens full-screen, then selects the settings tab 4 s after load", async ({ page }) => {
    // The page's clock stands still from before the load until the test moves it (an installed clock runs on with
    // real time until it is paused), however long the load takes.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crafting custom solutions for leading businesses across the globe.");
    await expect(page.getByRole("tab", { name: "Mahaaya" })).toHaveAttribute("title", "Click Here");
    await expect(selectedTab(page)).toHaveCount(0);
    await page.clock.runFor(4100);
    await expect(selectedTab(page)).toHaveAttribute("data-tab-id", "settings");
    await expect(page.getByRole("tabpanel", { name: "Lumenor Cloud Ops" })).toBeVisible();
    await page.clock.runFor(7000);
    await expect(selectedTab(page)).toHaveAttribute("data-tab-id", "mahaaya");
  });

  test("banner tabs: focus selects, arrow keys move, the button links out safely", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("tab", { name: "Lumenor Consulting" }).focus();
    await expect(selectedTab(page)).toHaveAttribute("data-tab-id", "home");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "NUPMAT" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "AI Services" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    const link = page.getByRole("tabpanel").getByRole("link", { name: /Visit Mahaaya/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
  });

  test("catalogue tabs follow the ARIA tabs keyboard pattern", async ({ page }) => {
    await page.goto("/");
    const first = page.getByRole("tab", { name: "Data Services" });
    await reachSection(first);
    await first.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "AI Solution" })).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "AI Solution" }).getByRole("listitem")).toHaveCount(4);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tabpanel", { name: "Microsoft Consulting Practice" }).getByRole("listitem")).toHaveCount(10);
    await page.keyboard.press("Home");
    await expect(first).toHaveAttribute("aria-selected", "true");
  });

  test("a click on each catalogue tab shows that practice's cards", async ({ page }) => {
    await page.goto("/");
    const counts = {
      "AI Solution": 4,
      "Microsoft Consulting Practice": 10,
      "Salesforce Consulting Practice": 10,
      "Product Engineering": 6,
      "Startup Solution": 5,
      "Staffing Solution": 6,
      "Data Services": 6,
    };
    await reachSection(page.getByRole("tab", { name: "Data Services" }));
    for (const [name, count] of Object.entries(counts)) {
      const tab = page.getByRole("tab", { name });
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel", { name });
      await expect(panel.getByRole("listitem")).toHaveCount(count);
      await expect(panel).not.toHaveAttribute("aria-busy");
    }
  });

  test("catalogue: cards that cannot load leave a message and a link to the services page, and the next choice retries", async ({
    page,
  }) => {
    let failing = true;
    await page.route("**/catalogue-cards.json", (route) =>
      failing ? route.fulfill({ status: 503, body: "Unavailable" }) : route.fallback(),
    );
    await page.goto("/");
    await reachSection(page.getByRole("tab", { name: "AI Solution" }));
    await page.getByRole("tab", { name: "AI Solution" }).click();
    const panel = page.getByRole("tabpanel", { name: "AI Solution" });
    await expect(panel.getByRole("status")).toContainText("could not be loaded just now");
    await expect(panel.getByRole("link", { name: "See all our services" })).toHaveAttribute("href", "/services");
    failing = false;
    await page.getByRole("tab", { name: "Startup Solution" }).click();
    await expect(page.getByRole("tabpanel", { name: "Startup Solution" }).getByRole("listitem")).toHaveCount(5);
  });

  test("catalogue: after client-side navigation back to the home page, the tabs still fetch and show their cards", async ({ page }) => {
    // A page that runs React (the privacy policy ships no scripts: its links load pages).
    await page.goto("/partnership");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const home = page.getByRole("banner").getByRole("link", { name: /home$/ });
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await reachSection(page.getByRole("tab", { name: "Product Engineering" }));
    await page.getByRole("tab", { name: "Product Engineering" }).click();
    await expect(page.getByRole("tabpanel", { name: "Product Engineering" }).getByRole("listitem")).toHaveCount(6);
    // The same document: the router navigated, the page was not reloaded.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("services carousel: arrows, dots, keys and its pause control", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Services" });
    await reachSection(carousel);
    const prev = carousel.getByRole("button", { name: "Previous service" });
    await expect(prev).toBeDisabled();
    await carousel.getByRole("button", { name: "Pause services" }).click();
    await expect(carousel.getByRole("button", { name: "Play services" })).toBeVisible();
    await carousel.getByRole("button", { name: "Next service" }).click();
    await expect(carousel.getByRole("button", { name: "Show service 2 of 8" })).toHaveAttribute("aria-current", "true");
    await expect(prev).toBeEnabled();
    await carousel.getByRole("button", { name: "Show service 2 of 8" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(carousel.getByRole("button", { name: "Show service 3 of 8" })).toHaveAttribute("aria-current", "true");
    await expect(carousel.getByRole("group", { name: "3 of 8" }).getByRole("link")).toBeVisible();
  });

  test("sample testimonials say so beside the slider and on every card", async ({ page }) => {
    await page.goto("/");
    const slider = page.getByRole("region", { name: "Client testimonials" });
    await reachSection(slider);
    await expect(page.getByText(/^Examples of the format, not quotes from clients/)).toBeVisible();
    const cards = slider.locator("figure");
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) await expect(card.getByText("Example", { exact: true })).toHaveCount(1);
    await expect(slider.locator("figure", { hasText: "Example" }).filter({ visible: true }).first()).toBeVisible();
  });

  test("testimonials loop and the client strip keeps #ourClients with a pause control", async ({ page }) => {
    await page.goto("/");
    const slider = page.getByRole("region", { name: "Client testimonials" });
    await reachSection(slider);
    await slider.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(slider.getByRole("button", { name: "Show testimonial 4 of 4" })).toHaveAttribute("aria-current", "true");
    await expect(page.locator("#ourClients")).toHaveCount(1);
    const track = page.locator("[data-marquee-track]");
    await reachSection(page.getByRole("button", { name: "Pause client strip" }));
    await expect(track).toHaveCSS("animation-duration", "60s");
    await page.getByRole("button", { name: "Pause client strip" }).click();
    await expect(track).toHaveCSS("animation-play-state", "paused");
  });

  test("a section's code loads only when the visitor comes near it", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => scripts.push(request.url()));
    await page.goto("/");
    expect(scripts.filter((url) => url.includes("/services-wheel-section-"))).toEqual([]);
    await reachSection(page.getByRole("heading", { name: "Every practice, one conversation away" }));
    expect(scripts.filter((url) => url.includes("/services-wheel-section-"))).toHaveLength(1);
  });

  test("a section wakes on the server's own elements: the same nodes, hydrated in place", async ({ page }) => {
    await page.goto("/");
    const tab = page.getByRole("tab", { name: "Data Services" });
    const serverNode = await tab.elementHandle();
    await reachSection(tab);
    expect(await tab.evaluate((live, server) => live === server && live.isConnected, serverNode)).toBe(true);
  });

  test("a click made while a section's code loads is not lost", async ({ page }) => {
    await page.goto("/");
    const tab = page.getByRole("tab", { name: "Product Engineering" });
    await expect(tab.locator("xpath=ancestor::*[@data-deferred][1]")).toHaveAttribute("data-deferred", "");
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Product Engineering" }).getByRole("listitem")).toHaveCount(6);
  });

  test("keyboard: an arrow pressed as focus first enters a section whose code is loading is not lost", async ({ page }) => {
    // The section's code is held back until the key has been pressed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/catalogue-section-*.js", async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto("/");
    const first = page.getByRole("tab", { name: "Data Services" });
    await first.focus();
    await page.keyboard.press("ArrowRight");
    await expect(first.locator("xpath=ancestor::*[@data-deferred][1]")).toHaveAttribute("data-deferred", "");
    release();
    await expect(page.getByRole("tab", { name: "AI Solution" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "AI Solution" })).toHaveAttribute("aria-selected", "true");
  });

  test("under reduced motion nothing moves by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(12_000);
    await expect(selectedTab(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Play banner rotation" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Play highlights" })).toBeVisible();
    await expect(page.locator("[data-marquee-track]")).toHaveCSS("animation-name", "none");
  });

  test("no console errors or CSP violations, and axe finds nothing, in both banner states", async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto("/");
    // Paused, the banner changes only when told to: no timed tab change can start a fade mid-check.
    await page.getByRole("button", { name: "Pause banner rotation" }).click();
    const wheel = page.locator("[data-full-screen]");
    await page.getByRole("tab", { name: "Mahaaya" }).focus();
    await expect(page.getByRole("tabpanel", { name: "Mahaaya" })).toBeVisible();
    await expect(wheel).toHaveAttribute("data-full-screen", "false");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("tab", { name: "Mahaaya" }).blur();
    await expect(wheel).toHaveAttribute("data-full-screen", "true");
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});
