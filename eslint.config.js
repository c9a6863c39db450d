import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      // The site database and publish builds (each with a copy of content/, schemas included).
      "data/",
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
      // Client code may name server code's types, never import its values. The import map's names are matched as a
      // regular expression: in the gitignore syntax of `group`, a pattern starting with "#" is a comment, so
      // "#server/*" and "#app/.server/*" there restricted nothing.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/.server/**", "**/*.server.ts", "**/*.server.tsx"],
              allowTypeImports: true,
              message: "Server-only code: import it from routes' loaders/actions or server/ only.",
            },
            {
              regex: "^#(server/|app/\\.server/)",
              allowTypeImports: true,
              message: "Server-only code: import it from routes' loaders/actions or server/ only.",
            },
            {
              regex: "^(\\.\\./)+server/",
              allowTypeImports: true,
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
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    // The app reaches the server only through React Router's context (docs/architecture.md, "Where a new thing goes"):
    // its loaders and actions call the services the server puts there (server/app-services.ts) and name server/'s
    // types, never import its values, so no server module runs twice (once per bundle). Pure code both need is in
    // shared/. Tests are not in either bundle.
    files: ["app/routes/**", "app/.server/**", "app/entry.server.tsx", "app/root.tsx"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^#server/",
              allowTypeImports: true,
              message: "The app imports server/ for types only: reach a service through the request context (server/app-services.ts).",
            },
            {
              regex: "^(\\.\\./)+server/",
              allowTypeImports: true,
              message: "The app imports server/ for types only: reach a service through the request context (server/app-services.ts).",
            },
            {
              regex: "^(#|(\\.\\./)+)(scripts|tests)/",
              message: "The app imports nothing from scripts/ or tests/: they sit above it.",
            },
          ],
        },
      ],
    },
  },
  {
    // The folders are layers, each importing only those below it: shared/ (pure code for every side), content/ (the
    // schemas), server/ (services), app/ (pages, reaching server/ for types and through React Router's context),
    // scripts/ and tests/ on top. An import upward would make a cycle between folders; these rules refuse it.
    files: ["shared/**/*.ts"],
    ignores: ["shared/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(#|(\\.\\./)+)(app|server|content|scripts|tests)/",
              message: "shared/ is the bottom layer: it imports nothing from the site's other folders.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["content/**/*.ts"],
    ignores: ["content/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(#|(\\.\\./)+)(app|server|scripts|tests)/",
              message: "content/ (the schemas) imports only shared/: the loaders that read it are app's and server's.",
            },
          ],
        },
      ],
    },
  },
  {
    // One-way server (docs/architecture.md, "Where things go"): server/ may name app/'s types, never import its values;
    // what both sides need is in shared/, and what the server needs of the content it reads with content/schema/ or
    // gets through the build. The content-check worker is exempt: it is
    // the worker threads' bundle (preview-worker.js, a module graph of its own), which runs the app's checks by design.
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts", "server/content-check/check-worker.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^#app/",
              allowTypeImports: true,
              message: "server/ imports nothing from app/ as a value: move a service into server/, pure shared code into shared/.",
            },
            {
              regex: "^(\\.\\./)+app/",
              allowTypeImports: true,
              message: "server/ imports nothing from app/ as a value: move a service into server/, pure shared code into shared/.",
            },
            {
              regex: "^(#|(\\.\\./)+)(scripts|tests)/",
              message: "server/ imports nothing from scripts/ or tests/: they sit above it.",
            },
          ],
        },
      ],
    },
  },
);
