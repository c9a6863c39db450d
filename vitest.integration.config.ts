import { defineConfig } from "vitest/config";

// Integration tests: real SMTP peers, real server processes (they need `npm run build` first).
export default defineConfig({
  test: {
    include: ["tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 30_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
