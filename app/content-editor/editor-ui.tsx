import "./zod-jitless";
import { Keystatic } from "@keystatic/core/ui";
import { useMemo } from "react";
import { contentRegistry } from "#content/schema/registry.ts";
import { editorConfig } from "./editor-config";

export type EditorProps = { slugs: Record<string, string[]> };

/** Keystatic's UI with the site's content sets: loaded only by the editor page (app/routes/staff/content). */
export default function EditorUi({ slugs }: EditorProps) {
  const config = useMemo(() => editorConfig(contentRegistry, slugs), [slugs]);
  return <Keystatic config={config} />;
}

/**
 * Forgets what Keystatic kept in this browser: unsaved drafts, which it restores over the saved entry when the
 * editor comes back (a draft restored over another editor's newer save would overwrite it at the next save), and its
 * copies of files and trees, so every version the editor starts from is read from the server, which records it.
 */
export async function forgetKeptEntries(): Promise<void> {
  const names = ["keystatic", "keystatic-blobs", "keystatic-trees"];
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
}
