import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

// Testing Library cleans up between tests only when Vitest globals are on; do it explicitly.
afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
});
