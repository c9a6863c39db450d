import { config, type Collection, type ComponentSchema, type Config, type Singleton } from "@keystatic/core";
import type { z } from "zod";
import { staffPaths } from "#shared/staff-paths.ts";
import { slug } from "#content/schema/fragments.ts";
import type { ContentSet } from "#content/schema/registry.ts";
import { imageDirectoryOf } from "#content/schema/entry-paths.ts";
import { fieldsFromZodObject, labelOf } from "./fields-from-zod";
import { markdownBodyField } from "./fields/markdown-body-field";
import { titleSlugField } from "./fields/slug-field";
import { referenceChoices } from "./references";
import { zodYamlField } from "./fields/zod-yaml-field";

/** The key Keystatic gives a Markdown entry's body (the text after its front matter). */
export const BODY_KEY = "body";

/** A collection's slug field: the registry's field the entry's title lives in. */
export const slugKeyOf = (set: ContentSet) => set.slugField ?? "title";

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

/** Where a set's uploaded images go in the content tree: images/<the set's folder or file>/ (an entry's under its slug). */

function entrySchema(set: ContentSet, slugs: Readonly<Record<string, readonly string[]>>): Schema {
  const context = { references: referenceChoices(set.name, slugs), imageDirectory: imageDirectoryOf(set) };
  const object = set.schema as z.ZodObject;
  const formFields = fieldsFromZodObject(object, context, [BODY_KEY]) ?? {
    data: zodYamlField(set.schema, { label: set.label, optional: false }),
  };
  if (set.kind === "collection") {
    const key = slugKeyOf(set);
    const titleSchema = object.shape?.[key] as z.ZodType | undefined;
    if (!titleSchema) throw new Error(`The ${set.name} collection has no "${key}" field for its entries' titles`);
    formFields[key] = titleSlugField(titleSchema, slug(), labelOf(key));
  }
  return {
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
            slugField: slugKeyOf(set),
            // The list shows each entry's title beside its file name (slug), not the slug alone.
            columns: [slugKeyOf(set)],
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
