import { staffPaths } from "#shared/staff-paths.ts";
import { contentSecurityPolicy } from "./csp";

/**
 * What the content editor's page needs beyond the site's policy, and nothing else (found by loading every kind of
 * editor view in Chromium; docs/content-editing.md says why each is needed). Keystatic's components style
 * themselves through emotion, which writes <style> elements at run time without a nonce.
 */
export const EDITOR_CSP_ADDITIONS: Readonly<Record<string, readonly string[]>> = {
  "style-src": ["'unsafe-inline'"],
};

/** The editor page's Content-Security-Policy: the site's, with EDITOR_CSP_ADDITIONS. */
export function editorContentSecurityPolicy(scriptSources: readonly string[]): string {
  return contentSecurityPolicy(scriptSources)
    .split("; ")
    .map((directive) => {
      const extra = EDITOR_CSP_ADDITIONS[directive.split(" ")[0]!];
      return extra ? `${directive} ${extra.join(" ")}` : directive;
    })
    .join("; ");
}

/** Whether a path is the editor's page (any of Keystatic's views), not its API or the publish and preview pages. */
export function isContentEditorPage(pathname: string): boolean {
  const page = pathname.replace(/\.data$/, "");
  return page === staffPaths.content || page.startsWith(`${staffPaths.content}/`);
}
