import path from "node:path";
import { buildSync } from "esbuild";
import type { Plugin } from "vite";

/**
 * Browser code that a page carries inline (hashed into its CSP) is written as ordinary modules, linted and
 * type-checked with the rest, and turned into a minified function expression here: `import source from
 * "./x.ts?inline-script"` under Vite, `inlineScriptSource(file)` anywhere else. The module's default export
 * is the function; what it imports is bundled in.
 */
export const INLINE_SCRIPT_QUERY = "?inline-script";

// Every browser that runs the site's modules takes ES2020 (Vite's default build target is newer still).
const TARGET = "es2020";
const SINGLE_FUNCTION = /^function (\w+)(\([\s\S]*\})export\{\1 as default\};\n$/;
const DECLARATIONS = /^([\s\S]*)export\{(\w+) as default\};\n$/;

export function inlineScriptSource(file: string): string {
  return buildInlineScript(file).source;
}

/** The source, and the files it was built from (for Vite to watch). */
function buildInlineScript(file: string): { source: string; inputs: string[] } {
  const absolute = path.resolve(file);
  const result = buildSync({
    stdin: { contents: `export { default } from ${JSON.stringify(absolute)};`, resolveDir: path.dirname(absolute), loader: "ts" },
    bundle: true,
    write: false,
    format: "esm",
    minify: true,
    target: TARGET,
    legalComments: "none",
    metafile: true,
  });
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => input !== "<stdin>")
    .map((input) => path.resolve(input));
  const code = result.outputFiles[0]!.text;
  const single = SINGLE_FUNCTION.exec(code);
  if (single) return { source: `function${single[2]}`, inputs };
  const declarations = DECLARATIONS.exec(code);
  const source = declarations && `(()=>{${declarations[1]}return ${declarations[2]}})()`;
  // Evaluating the expression only defines the function (the modules inlined have no top-level effects).
  if (!source || typeof new Function(`return ${source}`)() !== "function") {
    throw new Error(`${file}: its default export must be a function to inline, got: ${code.slice(0, 120)}`);
  }
  return { source, inputs };
}

/** Vite plugin for `?inline-script` imports (vite.config.ts, vitest.config.ts). */
export function inlineScripts(): Plugin {
  return {
    name: "inline-script",
    enforce: "pre",
    async resolveId(id, importer) {
      if (!id.endsWith(INLINE_SCRIPT_QUERY)) return null;
      const resolved = await this.resolve(id.slice(0, -INLINE_SCRIPT_QUERY.length), importer, { skipSelf: true });
      return resolved && `${resolved.id}${INLINE_SCRIPT_QUERY}`;
    },
    load(id) {
      if (!id.endsWith(INLINE_SCRIPT_QUERY)) return null;
      const { source, inputs } = buildInlineScript(id.slice(0, -INLINE_SCRIPT_QUERY.length));
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(source)};`;
    },
  };
}
