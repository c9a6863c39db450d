import { config, type Collection, type ComponentSchema, type Config, type Singleton } from "@keystatic/core";
import type { z } from "zod";
import { staffPaths } from "#app/lib/staff-paths.ts";
import { slug } from "#content/schema/fragments.ts";
import type { ContentSet } from "./content-set";
import { fieldsFromZodObject } from "./fields-from-zod";
import { markdownBodyField } from "./fields/markdown-body-field";
import { slugField } from "./fields/slug-field";
import { referenceChoices } from "./references";
import { zodYamlField } from "./fields/zod-yaml-field";

/** Keys the editor adds to a collection entry: its slug (the file name) and, in Markdown, its body. */
export const SLUG_KEY = "slug";
export const BODY_KEY = "body";

/**
 * Where Keystatic keeps the content. Local (the default): files under the server's content folder, through the
 * staff API. GitHub (several instances or a CDN, docs/content-editing.md): commits to the repository named at build
 * time, under its content/ folder.
 */
function storage() {
  const repo = import.meta.env.VITE_KEYSTATIC_GITHUB_REPO as string | undefined;
  if (!repo) return { kind: "local" } as const;
  const [owner = "", name = ""] = repo.split("/");
  return { kind: "github", repo: { owner, name }, pathPrefix: "content" } as const;
}

type Schema = Record<string, ComponentSchema>;

function entrySchema(set: ContentSet, slugs: Readonly<Record<string, readonly string[]>>): Schema {
  const context = { references: referenceChoices(set.name, slugs) };
  const leaveOut = set.kind === "collection" ? [SLUG_KEY, BODY_KEY] : [BODY_KEY];
  const formFields = fieldsFromZodObject(set.schema as z.ZodObject, context, leaveOut) ?? {
    data: zodYamlField(set.schema, { label: set.label, optional: false }),
  };
  return {
    ...(set.kind === "collection" ? { [SLUG_KEY]: slugField(slug(), "Slug") } : {}),
    ...formFields,
    ...(set.format === "markdown" ? { [BODY_KEY]: markdownBodyField("Body") } : {}),
  };
}

const previewUrl = (set: ContentSet, entrySlug: string) =>
  set.previewPath ? staffPaths.contentPreview(set.previewPath(entrySlug)) : undefined;

/**
 * Keystatic's configuration, made from the content registry: a collection or singleton per content set, its fields
 * from the set's zod schema. `slugs` (each collection's entries, by name) fills the reference fields' choices; the
 * server's API handler, which never draws a field, passes none.
 */
export function editorConfig(sets: readonly ContentSet[], slugs: Readonly<Record<string, readonly string[]>> = {}): Config {
  const format = (set: ContentSet) => (set.format === "markdown" ? { contentField: BODY_KEY } : { data: "yaml" as const });
  // Keystatic's collection() and singleton() only type their argument; the fields here are known at run time.
  return config<Record<string, Collection<Schema, string>>, Record<string, Singleton<Schema>>>({
    storage: storage(),
    ui: { brand: { name: "Lumenor content" } },
    collections: Object.fromEntries(
      sets
        .filter((set) => set.kind === "collection")
        .map((set) => [
          set.name,
          {
            label: set.label,
            path: `${set.path.replace(/\/$/, "")}/*`,
            slugField: SLUG_KEY,
            format: format(set),
            entryLayout: set.format === "markdown" ? "content" : "form",
            previewUrl: previewUrl(set, "{slug}"),
            schema: entrySchema(set, slugs),
          } satisfies Collection<Schema, string>,
        ]),
    ),
    singletons: Object.fromEntries(
      sets
        .filter((set) => set.kind === "singleton")
        .map((set) => [
          set.name,
          {
            label: set.label,
            path: set.path.replace(/\.(yaml|md)$/, ""),
            format: format(set),
            previewUrl: set.previewPath ? staffPaths.contentPreview(set.previewPath("")) : undefined,
            schema: entrySchema(set, slugs),
          } satisfies Singleton<Schema>,
        ]),
    ),
  });
}
