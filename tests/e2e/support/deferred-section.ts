import { expect, type Locator } from "@playwright/test";

/**
 * Scrolls to an element of a section whose code loads when the visitor comes near it
 * (app/rendering/deferred-section.tsx) and waits until that section is live.
 */
export async function reachSection(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect(target.locator("xpath=ancestor-or-self::*[@data-deferred][1]")).toHaveAttribute("data-deferred", "live");
}
