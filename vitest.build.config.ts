import { defineConfig } from "vitest/config";

// The build-output gate: what `npm run build` wrote, page by page, against the budgets and what each post-build
// step guarantees (README, "How a page loads"). Needs a build first; `npm test` runs it right after one.
export default defineConfig({
  test: {
    include: ["tests/build/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
