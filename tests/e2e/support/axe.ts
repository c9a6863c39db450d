import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Resolves once every finite CSS transition and animation on the page has finished, so a check
 * sees the state an interaction leads to rather than a frame of the fade towards it.
 * Endless animations (the client marquee) are left running.
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (;;) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity && animation.playState === "running");
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}

/** axe-core violations (WCAG 2.2 A/AA) on the settled page, summarised so a failure message says what and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  await transitionsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
