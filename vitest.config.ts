import { defineConfig } from "vitest/config";
import { inlineScripts } from "./scripts/inline-script";

export default defineConfig({
  plugins: [inlineScripts()],
  esbuild: { jsx: "automatic" },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup-vitest.ts"],
    restoreMocks: true,
  },
});
