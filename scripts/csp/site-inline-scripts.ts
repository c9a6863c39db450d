import { inlineScripts, sha256Source } from "#server/csp.ts";
import { inlineScriptSource } from "../inline-script";
import { reactRouterScripts } from "./react-router-scripts";
import { reactScripts } from "./react-scripts";
import { isJsonLiteral, type SiteScript } from "./site-script";

/**
 * A head script as app/root.tsx writes it: the module's function, called with the web font's address. A page with
 * scripts carries app/lib/head-script.ts; a page without (app/rendering/page-scripts.ts), its variant
 * app/lib/static-page-head-script.ts.
 */
function headScript(file: string): SiteScript {
  const call = `(${inlineScriptSource(file)})(`;
  return {
    name: `the head script (${file}, inlined by app/root.tsx)`,
    is: (script) => script.startsWith(call) && script.endsWith(")") && isJsonLiteral(script.slice(call.length, -1), "string"),
  };
}

/**
 * Every kind of inline script the site writes: its own head script (either variant), React Router's and React's.
 * Each is recognised by its exact text, or its exact code around data that must be a JSON literal (site-script.ts);
 * nothing else is.
 */
export async function siteScripts(): Promise<SiteScript[]> {
  return [
    headScript("app/lib/head-script.ts"),
    headScript("app/lib/static-page-head-script.ts"),
    ...reactRouterScripts(),
    ...(await reactScripts()),
  ];
}

/** A page's inline scripts that are none of the site's own: the page, and each one's first 80 characters. */
export function foreignScripts(page: string, html: string, known: readonly SiteScript[]): string[] {
  return inlineScripts(html)
    .filter((script) => !known.some((kind) => kind.is(script)))
    .map((script) => `${page}: an inline script the site does not write: ${JSON.stringify(script.slice(0, 80))}`);
}

/**
 * The hashes for a page's CSP: those of its inline scripts, every one of them the site's own. Anything else (a script
 * that came in with content) throws, naming the page and the script, so it never gets into a CSP.
 */
export function siteScriptHashes(page: string, html: string, known: readonly SiteScript[]): string[] {
  const foreign = foreignScripts(page, html, known);
  if (foreign.length) throw new Error(foreign.join("\n"));
  return [...new Set(inlineScripts(html).map(sha256Source))];
}
