import "./zod-jitless";
import { Keystatic } from "@keystatic/core/ui";
import { useMemo, useState, type ReactNode } from "react";
import { contentRegistry } from "#content/schema/registry.ts";
import { editorConfig } from "./editor-config";
import { publicPathOfEditorView } from "./preview-beside";
import { PreviewPane } from "./preview-pane";
import { useEditorPath } from "./use-editor-path";
import { useSaveCount } from "./use-save-count";

export type EditorProps = {
  slugs: Record<string, string[]>;
  /** The staff bar above the editor, given the editor's own controls to show in it. */
  renderBar: (controls: ReactNode) => ReactNode;
};

/** Keystatic's UI with the site's content sets: loaded only by the editor page (app/routes/staff/content). */
export default function EditorUi({ slugs, renderBar }: EditorProps) {
  const config = useMemo(() => editorConfig(contentRegistry, slugs), [slugs]);
  const publicPath = publicPathOfEditorView(useEditorPath(), contentRegistry);
  const saves = useSaveCount();
  const [previewOpen, setPreviewOpen] = useState(false);
  const showPreview = previewOpen && publicPath !== undefined;
  const toggle = publicPath ? (
    <button
      type="button"
      aria-pressed={previewOpen}
      onClick={() => setPreviewOpen((open) => !open)}
      className="font-medium text-brand-700 underline max-[1439px]:hidden"
    >
      Preview beside the form
    </button>
  ) : null;
  return (
    <>
      {renderBar(toggle)}
      <div className={showPreview ? "grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" : undefined}>
        <div className="min-w-0">
          <Keystatic config={config} />
        </div>
        {showPreview ? <PreviewPane publicPath={publicPath} saves={saves} /> : null}
      </div>
    </>
  );
}

/**
 * Forgets what Keystatic kept in this browser: unsaved drafts, which it restores over the saved entry when the
 * editor comes back (a draft restored over another editor's newer save would overwrite it at the next save), and its
 * copies of files and trees, so every version the editor starts from is read from the server, which records it.
 * Every IndexedDB database of the site's origin goes (the public site keeps none), so a rename of Keystatic's own
 * databases cannot bring the hazard back; a browser that cannot list them deletes the names Keystatic uses today.
 */
export async function forgetKeptEntries(): Promise<void> {
  const listed = await indexedDB.databases?.().catch(() => undefined);
  const names = listed?.flatMap((database) => (database.name ? [database.name] : [])) ?? [
    "keystatic",
    "keystatic-blobs",
    "keystatic-trees",
  ];
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
