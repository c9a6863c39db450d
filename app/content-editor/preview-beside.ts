import type { ContentSet } from "#content/schema/registry.ts";
import { staffPaths } from "#shared/staff-paths.ts";

/**
 * The public page an editor's view stands for: a collection entry's or a singleton's page (its `previewPath`), or
 * undefined for views with no page (lists, the dashboard, a set without a page, a new entry not yet saved).
 */
export function publicPathOfEditorView(pathname: string, sets: readonly ContentSet[]): string | undefined {
  const prefix = `${staffPaths.content}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const parts = pathname.slice(prefix.length).split("/").map(decodeURIComponent);
  const [kind, name, item, slug, ...rest] = parts;
  const set = sets.find((each) => each.name === name);
  if (!set?.previewPath || rest.length > 0) return undefined;
  if (kind === "singleton" && set.kind === "singleton" && item === undefined) return set.previewPath("");
  if (kind === "collection" && set.kind === "collection" && item === "item" && slug) return set.previewPath(slug);
  return undefined;
}

/** Whether a finished request was an editor's save (Keystatic's local storage posts each one to the staff API). */
export const isSaveRequest = (url: string): boolean => new URL(url, "http://site").pathname === `${staffPaths.contentApi}/update`;
