import { readdirSync } from "node:fs";
import path from "node:path";
import { contentRegistry, type ContentSet } from "#content/schema/registry.ts";
import { validateSiteContent } from "#app/.server/content/validate-site-content.ts";
import { editorConfig } from "#app/content-editor/editor-config.ts";
import { extensionOf, isEditablePath } from "#content/schema/entry-paths.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { editorApi } from "./editor-api";
import { fileVersions } from "./file-versions";

const sets = contentRegistry;

export { isEditablePath };

/** The preview of the public page that shows `file`'s entry, if it has one. */
export function previewOf(file: string, within: readonly ContentSet[] = sets): string | undefined {
  const set = within.find((candidate) => isEditablePath(file, [candidate]));
  if (!set?.previewPath) return undefined;
  return staffPaths.contentPreview(set.previewPath(set.kind === "collection" ? path.basename(file, extensionOf(set)) : ""));
}

/** Each collection's entries (their slugs), by set name: the choices of the editor's reference fields. */
export function collectionSlugs(root: string): Record<string, string[]> {
  return Object.fromEntries(
    sets
      .filter((set) => set.kind === "collection")
      .map((set) => {
        let names: string[] = [];
        try {
          names = readdirSync(path.join(root, set.path)).filter((name) => name.endsWith(extensionOf(set)));
        } catch {
          // A collection with no folder yet has no entries.
        }
        return [set.name, names.map((name) => path.basename(name, extensionOf(set))).sort()];
      }),
  );
}

let api: ReturnType<typeof editorApi> | undefined;

/**
 * The editor's API over the drafts folder (the server's, `AppServices["draftsDir"]`), made on first use (one per
 * build the server loads: it holds the sessions' file versions).
 */
export function contentEditorApi(draftsDir: string) {
  api ??= editorApi({
    config: editorConfig(sets),
    root: draftsDir,
    versions: fileVersions(),
    validate: (root) => validateSiteContent(root),
    isEditablePath: (file) => isEditablePath(file),
    previewOf: (file) => previewOf(file),
  });
  return api;
}
