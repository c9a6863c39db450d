import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { WAIT_FOR_FIRST_PAINT } from "../hydrate-after-paint";
import { isJsonLiteral, JSON_STRING, type SiteScript } from "./site-script";

// React Router's inline scripts, each as <Scripts>, <ScrollRestoration> and its stream transfer write them (the
// module script as scripts/hydrate-after-paint.ts rewrites it), its data a JSON literal where it carries some.

/** `text` as a regular expression that matches it and nothing else. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const STREAM =
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const CONTEXT = new RegExp(`^window\\.__reactRouterContext = (\\{[^\\n]*\\});${literal(STREAM)}$`);

const PAYLOAD_CHUNK = new RegExp(`^window\\.__reactRouterContext\\.streamController\\.enqueue\\((${JSON_STRING})\\);$`);
const PAYLOAD_END = "window.__reactRouterContext.streamController.close();";

const ROUTE_NAME = String.raw`route\d+(?:_\w+)?`;
const ASSET_IMPORT = String.raw`import\("\/assets\/[\w.-]+\.js"\)`;
const MERGED_ROUTE = String.raw`const route\d+ = \{\.\.\.route\d+_\w+(?:,\.\.\.route\d+_\w+)*\};`;
const ROUTE_MODULE = String.raw`"[^"\\\n]+":route\d+`;
const MODULE = new RegExp(
  [
    `^${literal(WAIT_FOR_FIRST_PAINT)}`,
    `const \\[${ROUTE_NAME}(?:,${ROUTE_NAME})*\\]=await Promise\\.all\\(\\[${ASSET_IMPORT}(?:,${ASSET_IMPORT})*\\]\\);`,
    // What is left of React Router's script once its static imports are taken out (their lines stay, empty).
    `;\\n(?:\\n|${MERGED_ROUTE}\\n)*`,
    `  window\\.__reactRouterManifest = (\\{[^\\n]*\\});\\n`,
    `  window\\.__reactRouterRouteModules = \\{${ROUTE_MODULE}(?:,${ROUTE_MODULE})*\\};\\n\\n`,
    `import\\("\\/assets\\/entry\\.client-[\\w-]+\\.js"\\);$`,
  ].join(""),
);

/** The function <ScrollRestoration> writes, as the installed react-router has it: `(storageKey, restoreKey) => {…}`. */
export function restoreScrollSource(): string {
  const dist = path.dirname(createRequire(import.meta.url).resolve("react-router"));
  for (const file of readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".js"))) {
    const found = /let restoreScroll = \(([\s\S]*?)\)\.toString\(\);/.exec(readFileSync(path.join(dist, file), "utf8"));
    if (found) return found[1]!;
  }
  throw new Error(`react-router (${dist}) no longer writes <ScrollRestoration> as scripts/csp/react-router-scripts.ts expects`);
}

export function reactRouterScripts(): SiteScript[] {
  const scroll = `(${restoreScrollSource()})(`;
  const SCROLL_ARGUMENTS = new RegExp(`^(${JSON_STRING}), (null|${JSON_STRING})\\)$`);
  return [
    {
      name: "React Router's context (<Scripts>)",
      is: (script) => isJsonLiteral(CONTEXT.exec(script)?.[1], "object"),
    },
    {
      name: "React Router's module script, waiting for the first paint (<Scripts>, scripts/hydrate-after-paint.ts)",
      is: (script) => isJsonLiteral(MODULE.exec(script)?.[1], "object"),
    },
    {
      name: "React Router's hydration data (a stream chunk)",
      is: (script) => isJsonLiteral(PAYLOAD_CHUNK.exec(script)?.[1], "string"),
    },
    { name: "the end of React Router's hydration data", is: (script) => script === PAYLOAD_END },
    {
      name: "React Router's scroll restoration (<ScrollRestoration>)",
      is: (script) => {
        if (!script.startsWith(scroll)) return false;
        const args = SCROLL_ARGUMENTS.exec(script.slice(scroll.length));
        return !!args && isJsonLiteral(args[1], "string") && (args[2] === "null" || isJsonLiteral(args[2], "string"));
      },
    },
  ];
}
