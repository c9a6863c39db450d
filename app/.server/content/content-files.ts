import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { contentSets, type ContentOf, type ContentSetName } from "#content/schema/registry.ts";
import { contentRoot } from "./content-root";
import { ContentYamlError, parseContentYaml } from "./content-yaml";
import { ContentError, validateContent } from "./validate";

type YamlCollection = {
  [N in ContentSetName]: (typeof contentSets)[N] extends { kind: "collection"; format: "yaml" } ? N : never;
}[ContentSetName];
type YamlSingleton = { [N in ContentSetName]: (typeof contentSets)[N] extends { kind: "singleton" } ? N : never }[ContentSetName];

/** A YAML file's value, or a ContentError naming the file and the line where it does not parse. */
export function parseYamlFile(absolute: string, source: string): unknown {
  try {
    return parseContentYaml(readFileSync(absolute, "utf8"), source);
  } catch (error) {
    if (error instanceof ContentYamlError)
      throw new ContentError(`Invalid content in ${source}:\n  - ${error.line ? `line ${error.line}` : "(file)"}: ${error.reason}`);
    throw error;
  }
}

/** The file names of a collection's entries under `root`, by slug order. */
export function entryFilesOf(name: ContentSetName, root = contentRoot): string[] {
  const set = contentSets[name];
  const folder = path.join(root, set.path);
  const extension = set.format === "yaml" ? ".yaml" : ".md";
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith(extension))
    .sort();
}

/** The source name a message gives for a file of the content tree, e.g. "content/services/data-governance.yaml". */
export const sourceName = (file: string) => `content/${file}`;

/** A singleton's object, parsed by its schema; a failure names the file and every bad field. */
export function readSingleton<N extends YamlSingleton>(name: N, root = contentRoot): ContentOf<N> {
  const set = contentSets[name];
  const source = sourceName(set.path);
  return validateContent(set.schema, parseYamlFile(path.join(root, set.path), source), source) as ContentOf<N>;
}

/**
 * A YAML collection's entries, each parsed by its schema and given its slug (the file's name), in their `order`
 * (then by slug) where the set has one. `order` itself stays behind: it only places the entry.
 */
export function readCollection<N extends YamlCollection>(name: N, root = contentRoot): (Omit<ContentOf<N>, "order"> & { slug: string })[] {
  const set = contentSets[name];
  const entries = entryFilesOf(name, root).map((file) => {
    const relative = `${set.path}${file}`;
    const data = validateContent(
      set.schema,
      parseYamlFile(path.join(root, relative), sourceName(relative)),
      sourceName(relative),
    ) as ContentOf<N>;
    return { slug: path.basename(file, ".yaml"), data };
  });
  const orderOf = (data: object) => ("order" in data && typeof data.order === "number" ? data.order : 0);
  return entries
    .sort((a, b) => orderOf(a.data) - orderOf(b.data) || a.slug.localeCompare(b.slug))
    .map(({ slug, data }) => {
      const { order: _order, ...rest } = data as ContentOf<N> & { order?: number };
      return { slug, ...rest } as Omit<ContentOf<N>, "order"> & { slug: string };
    });
}
