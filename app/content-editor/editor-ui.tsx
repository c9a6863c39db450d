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
