import { createRequire } from "node:module";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
// The modules only the content editor loads in the browser: the content schemas and the editor's own.
const EDITOR_MODULE = /\/(content\/schema|app\/content-editor)\//;

/**
 * In the browser build, the content editor's modules get zod from its CommonJS files, a copy of their own. Sharing
 * zod's ES modules with the contact form would merge the editor's use of zod into the chunk public pages load
 * (Rollup keeps one copy of a module, with the exports every user needs): public pages would carry it.
 */
export function editorZod(): Plugin {
  return {
    name: "editor-zod",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      if (!importer || !EDITOR_MODULE.test(importer) || (source !== "zod" && source !== "zod/mini")) return null;
      return require.resolve(source);
    },
  };
}
