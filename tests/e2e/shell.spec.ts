import { expect, test } from "#tests/e2e/support/fixtures.ts";

test.describe("site shell", () => {
  test("Accepting the cookie notice sets the consent cookie and it stays hidden on the next page", async ({ page, context }) => {
    await page.goto("/privacy-policy");
    await page.getByRole("button", { name: "Accept" }).click();
    const cookie = (await context.cookies()).find((c) => c.name === "consent-v1");
    expect(cookie?.value).toBe("user");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000);
    await page.goto("/");
    await expect(page.locator("[data-cookie-notice]")).toBeHidden();
  });

  test("the cookie notice links to the cookie policy section of the privacy page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Cookie Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy#cookie-policy$/);
    await expect(page.locator("#cookie-policy")).toBeInViewport();
  });

  test("the header is transparent at the top and solid once scrolled", async ({ page }) => {
    await page.goto("/privacy-policy");
    const header = page.locator("body > header");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 800);
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("the header and the phone menu list Partnership between Key Industries and Resources", async ({ page, isMobile }) => {
    const order = ["About Us", "Data Services", "Key Industries", "Partnership", "Resources", "Careers (opens in a new tab)"];
    const entryNames = (nav: ReturnType<typeof page.getByRole>) =>
      nav.locator(":scope > ul > li > :is(a, button)").evaluateAll((entries) => entries.map((entry) => entry.textContent!.trim()));
    await page.goto("/partnership");
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Site menu" });
      await expect(menu).toBeVisible();
      expect(await entryNames(menu.getByRole("navigation", { name: "Mobile" }))).toEqual(order);
      return;
    }
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav).toBeVisible();
      expect(await entryNames(nav)).toEqual(order);
    }
  });

  test("keyboard: the phone menu opens with Enter, takes focus, and gives it back on Escape", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the phone menu is hidden on wide screens");
    await page.goto("/partnership");
    const open = page.getByRole("button", { name: "Open menu" });
    await open.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("button", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute("aria-expanded", "false");
  });

  test("Our Clients scrolls to the clients section on the home page, 250 px below the top, from any page", async ({ page, isMobile }) => {
    // A page without scripts: its menus work without React, and the link loads the home page.
    await page.goto("/privacy-policy");
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Site menu" });
      // A disclosure: a button in the React menu, a <details> summary in the popover one.
      await menu.getByText("About Us", { exact: true }).click();
      await menu.getByRole("link", { name: "Our Clients" }).click();
    } else {
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About Us" }).click();
      await page.getByRole("link", { name: /Our Clients/ }).click();
    }
    await expect(page).toHaveURL(/\/#ourClients$/);
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const top = document.getElementById("ourClients")?.getBoundingClientRect().top;
            return top === undefined ? null : Math.round(top);
          }),
        { timeout: 5000 },
      )
      .toBe(250);
  });

  test("following a link to another page starts at its top", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.getByRole("button", { name: "Accept" }).click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("keyboard: a skip link leads to the main content", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("menus still reveal their links on focus, and links are plain links", async ({ page, isMobile }) => {
    test.skip(isMobile, "the desktop menus are hidden at phone width; the footer carries every link there");
    await page.goto("/privacy-policy");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Key Industries" }).focus();
    await expect(nav.getByRole("link", { name: "Insurance" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Insurance" })).toHaveAttribute(
      "href",
      "/key-industries/insurance",
    );
  });
});
