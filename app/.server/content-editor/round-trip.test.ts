// @vitest-environment jsdom
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fields, type ComponentSchema } from "@keystatic/core";
import { CORE_SCHEMA, dump, load } from "js-yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { contentRoot } from "#app/.server/content/content-root.ts";
import { renderMarkdown } from "#app/.server/content/markdown.ts";
import { contentRegistry, type ContentSet } from "#content/schema/registry.ts";
import { BODY_KEY, editorConfig, slugKeyOf } from "#app/content-editor/editor-config.ts";
import { keystaticInternals, type KeystaticInternals } from "./keystatic-internals";
import { inContentStyle } from "./yaml-style";

// The crucial check of the editor: for every content file, Keystatic's parse then serialize (what opening and saving
// an untouched entry does) gives back the same data, and an article's body renders to the same HTML.

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const config = editorConfig(contentRegistry, {});

function entriesOf(set: ContentSet): { file: string; slug?: string }[] {
  if (set.kind === "singleton") return [{ file: set.path }];
  const extension = set.format === "markdown" ? ".md" : ".yaml";
  return readdirSync(path.join(contentRoot, set.path))
    .filter((name) => name.endsWith(extension))
    .map((name) => ({ file: `${set.path}${name}`, slug: path.basename(name, extension) }));
}

function schemaOf(set: ContentSet): Record<string, ComponentSchema> {
  const entry = set.kind === "collection" ? config.collections?.[set.name] : config.singletons?.[set.name];
  if (!entry) throw new Error(`${set.name} is missing from the editor's config`);
  return entry.schema;
}

let keystatic: KeystaticInternals;
beforeAll(async () => {
  keystatic = await keystaticInternals();
});

/** Opens and saves one file as Keystatic does: its data, and its body for Markdown. */
function openAndSave(set: ContentSet, text: string, slug: string | undefined) {
  const front = set.format === "markdown" ? FRONT_MATTER.exec(text) : null;
  const loaded = load(front ? front[1]! : text) ?? {};
  const body = front ? text.slice(front[0].length) : "";
  const root = fields.object(schemaOf(set));
  const slugField = set.kind === "collection" ? slugKeyOf(set) : undefined;
  const state = keystatic.parseProps(
    root,
    loaded,
    [],
    [],
    (field, value, at) => {
      if (at.length === 1 && at[0] === slugField) return (field as { parse: (v: unknown, x: unknown) => unknown }).parse(value, { slug });
      if ((field as { formKind?: string }).formKind === "content")
        return (field as { parse: (v: unknown, x: unknown) => unknown }).parse(value, {
          content: encoder.encode(body),
          other: new Map(),
          external: new Map(),
          slug,
        });
      return (field as { parse: (v: unknown) => unknown }).parse(value);
    },
    false,
  );
  const saved = keystatic.serializeProps(state, root, slugField, slug, true);
  const savedBody = saved.extraFiles.find((file) => file.path === `${BODY_KEY}.md`);
  // As the server writes a save: in the content's style, which leaves out the empty groups Keystatic writes.
  const restyled = inContentStyle("entry.yaml", encoder.encode(dump(saved.value)), encoder.encode(front ? front[1]! : text));
  // Both read as the server reads the styled file: dates stay text.
  const original: unknown = load(front ? front[1]! : text, { schema: CORE_SCHEMA }) ?? {};
  return {
    before: original,
    after: load(decoder.decode(restyled), { schema: CORE_SCHEMA }),
    body,
    savedBody: savedBody ? decoder.decode(savedBody.contents) : "",
  };
}

describe.each(contentRegistry.map((set) => [set.name, set] as const))("%s: opened and saved untouched in the editor", (_name, set) => {
  const cases = entriesOf(set).map((entry) => [entry.file, entry] as const);
  const check = (file: string, slug: string | undefined) => {
    const { before, after, body, savedBody } = openAndSave(set, readFileSync(path.join(contentRoot, file), "utf8"), slug);
    // No field lost or re-typed (a list the schema defaults to [] may be written out as []).
    expect(after).toMatchObject(before as object);
    // And the site reads the same content from it.
    expect(set.schema.parse(after)).toEqual(set.schema.parse(before));
    if (set.format === "markdown") expect(renderMarkdown(savedBody).html).toBe(renderMarkdown(body).html);
  };
  it.each(cases)("%s keeps its data", (_file, { file, slug }) => check(file, slug));
});
