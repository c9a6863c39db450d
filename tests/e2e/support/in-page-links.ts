import { expect, type Locator, type Page } from "@playwright/test";

/** The attribute that names the one link being followed, set just before it is followed. */
const CURRENT = "data-in-page-link";

/**
 * The links of the page to a place on the same page (`#id` or `/this-page#id`; not `?page=2#results`, another
 * page), in document order, as their hrefs. The phone menu's panel is drawn only once wanted, so it is opened (and closed) first where it is shown.
 */
export async function inPageLinkHrefs(page: Page): Promise<string[]> {
  const phoneMenu = page.getByRole("button", { name: "Open menu" });
  if (await phoneMenu.isVisible()) {
    await phoneMenu.click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  }
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .filter(
        (link) => link.hash && link.origin === location.origin && link.pathname === location.pathname && link.search === location.search,
      )
      .map((link) => link.getAttribute("href")!),
  );
}

/**
 * The `index`th same-page link, made reachable the way a visitor reaches it: the menu that holds it opened (a
 * disclosure's `aria-controls`, a popover's `popovertarget`, a <details>, the phone menu), or null if nothing at
 * this width shows it (the desktop menus on a phone). Found afresh each time: a click may have drawn parts of the page again.
 */
export async function reachInPageLink(page: Page, index: number): Promise<Locator | null> {
  const revealed = await page.evaluate(
    ({ index, current }) => {
      document.querySelector(`[${current}]`)?.removeAttribute(current);
      const links = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].filter(
        (link) => link.hash && link.origin === location.origin && link.pathname === location.pathname && link.search === location.search,
      );
      const link = links[index];
      if (!link) return false;
      link.setAttribute(current, "");
      return true;
    },
    { index, current: CURRENT },
  );
  if (!revealed) return null;
  const link = page.locator(`[${CURRENT}]`);
  if (await link.isVisible()) return link;
  // Open what holds it, outermost first: the phone menu, then the group inside it.
  if (await link.locator("xpath=ancestor::*[@role='dialog']").count()) {
    const phoneMenu = page.getByRole("button", { name: "Open menu" });
    if (await phoneMenu.isVisible()) await phoneMenu.click();
  }
  const holders = await link.evaluate((element) => {
    const ids: string[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) if (node.id) ids.unshift(node.id);
    return ids;
  });
  for (const id of holders) {
    const control = page.locator(`[aria-controls="${id}"], [popovertarget="${id}"]`);
    if ((await control.count()) !== 1 || !(await control.isVisible())) continue;
    const expanded = await control.getAttribute("aria-expanded");
    if (expanded !== "true") await control.click();
  }
  // A closed <details> around it (the popover phone menu's groups): its summary opens it.
  for (const summary of await link.locator("xpath=ancestor::details[not(@open)]/summary").all())
    if (await summary.isVisible()) await summary.click();
  return (await link.isVisible()) ? link : null;
}

/** Follows a link as a visitor does: a click, or Enter where nothing can be clicked (the skip link, clipped until focused). */
export async function follow(link: Locator) {
  const clickable = await link.evaluate((element) => {
    // As little scrolling as a click needs: scrolling the home page wakes the sections it passes.
    element.scrollIntoView({ block: "nearest" });
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
  if (clickable) {
    await link.click();
  } else {
    await link.focus();
    await link.press("Enter");
  }
}

/**
 * Links that are controls once the page runs: the office map's labels (/global-footprint) select their office and
 * show its card; only without JavaScript do they lead to the office in the address list.
 */
export function isControlWithScripts(link: Locator): Promise<boolean> {
  return link.evaluate(
    (element) => element.matches('svg[role="group"] a[href^="#office-"]') && document.documentElement.hasAttribute("data-hydrated"),
  );
}

/** How many elements `main` holds: a section that falls back to a placeholder takes its elements with it. */
export function elementsOfMain(page: Page): Promise<number> {
  return page.locator("main").evaluate((main) => main.querySelectorAll("*").length);
}
