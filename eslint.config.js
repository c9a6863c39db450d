import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "test-results-*/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/.server/**", "#app/.server/*", "**/*.server.ts", "**/*.server.tsx", "#server/*"],
              message: "Server-only code: import it from routes' loaders/actions or server/ only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      "app/routes/**",
      "app/.server/**",
      "server/**",
      "scripts/**",
      "tests/**",
      // Tests run in Node and read the content files as the server does.
      "**/*.test.ts",
      "**/*.test.tsx",
      "app/entry.server.tsx",
      "app/root.tsx",
      "react-router.config.ts",
    ],
    rules: { "no-restricted-imports": "off" },
  },
);
