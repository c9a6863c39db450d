import { vi } from "vitest";
import { cleanup } from "@testing-library/react";

/** jsdom has no matchMedia: answer `(prefers-reduced-motion: reduce)` with `reduced`, everything else false. */
export function stubMatchMedia(reduced = false) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduced && query.includes("reduce"),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

/** Embla needs these observers; jsdom lacks them. */
export function stubObservers() {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", Observer);
  vi.stubGlobal("ResizeObserver", Observer);
}

/**
 * After a test that rendered: unmount first, then take the stubs away. A test's own afterEach runs before the setup
 * file's cleanup, so unstubbing there left components mounted without matchMedia or the observers; on a slow
 * machine a carousel's lazily loaded code then started on a page without them (an unhandled error in CI).
 */
export function unmountThenUnstub() {
  cleanup();
  vi.unstubAllGlobals();
}
