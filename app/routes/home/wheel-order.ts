import type { BannerTab } from "#content/schema/home.ts";
import { FULLSCREEN_TRIGGER_VIEWPORT_RATIO, WHEEL_SCROLL_BUFFER, WHEEL_SCROLL_THRESHOLD } from "#app/lib/motion-constants.ts";

export type TabId = BannerTab["id"];

/** The order the selection rotates in: right banners, then centre, then left in reverse. */
export function rotationOrder(tabs: readonly BannerTab[]): TabId[] {
  const ids = (group: BannerTab["group"]) => tabs.filter((tab) => tab.group === group).map((tab) => tab.id);
  return [...ids("right"), ...ids("centre"), ...ids("left").reverse()];
}

export function nextInRotation(order: readonly TabId[], current: TabId | null): TabId {
  const index = current ? order.indexOf(current) : -1;
  return order[(index + 1) % order.length] ?? order[0] ?? "settings";
}

/** The tab strip in reading order (left, centre, right): arrow keys walk it. */
export function stripOrder(tabs: readonly BannerTab[]): BannerTab[] {
  const rank = { left: 0, centre: 1, right: 2 } as const;
  return [...tabs].sort((a, b) => rank[a.group] - rank[b.group]);
}

/**
 * The scroll position past which the banner returns to full-screen: 60 % of the viewport height,
 * never less than the threshold, plus a buffer so it does not flicker at the line.
 */
export function fullScreenScrollLine(viewportHeight: number): number {
  return Math.max(WHEEL_SCROLL_THRESHOLD, viewportHeight * FULLSCREEN_TRIGGER_VIEWPORT_RATIO) + WHEEL_SCROLL_BUFFER;
}
