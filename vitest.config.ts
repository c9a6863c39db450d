import path from "node:path";
import { defineConfig } from "vitest/config";
import { inlineScripts } from "./scripts/inline-script.ts";

export default defineConfig({
  plugins: [inlineScripts()],
  oxc: { jsx: { runtime: "automatic" } },
  // Keystatic's fields as its editor runs them (its Node build leaves their parse and serialize out).
  resolve: { alias: [{ find: /^@keystatic\/core$/, replacement: path.resolve("node_modules/@keystatic/core/dist/keystatic-core.js") }] },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "shared/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup-vitest.ts"],
    restoreMocks: true,
  },
});
