import { CORE_SCHEMA, dump } from "js-yaml";
import { ContentYamlError, parseContentYaml } from "#app/.server/content/content-yaml.ts";

/**
 * How the content's YAML is written (the style of the files under content/): long lines never folded, double quotes
 * where quotes are needed, and dates left as written (the core schema reads `2026-04-08` as text and writes it back
 * so). Keystatic writes with js-yaml's defaults; its saves are rewritten in this style, so a save changes only the
 * lines the editor changed.
 */
const STYLE = { lineWidth: -1, quotingType: '"', schema: CORE_SCHEMA } as const;
const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n/;

type Yaml = unknown;
const isObject = (value: Yaml): value is Record<string, Yaml> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A group with nothing in it but empty groups: what Keystatic writes for a group of optional fields left empty (the
 * Search engines group, an optional image with no file: `cover: {}`, `searchEngines: { shareImage: {} }`).
 */
const isEmptyGroup = (value: Yaml): boolean => isObject(value) && Object.values(value).every(isEmptyGroup);
/** An empty list or an empty group: what Keystatic writes for a field left empty that the file may leave out. */
const isEmpty = (value: Yaml) => (Array.isArray(value) && value.length === 0) || isEmptyGroup(value);

/**
 * `value` with its keys in the order `previous` had them (Keystatic writes them in its schema's order), new keys
 * last; an empty list or group the file left out stays out (Keystatic writes every list and group, and the schemas
 * default them: lists to [], the Search engines group to {}), and a new empty group is left out of a new file too
 * (no schema requires a group of optional fields, and an optional image left empty must be absent, not `{}`).
 */
function inOrderOf(value: Yaml, previous: Yaml): Yaml {
  if (Array.isArray(value)) return value.map((item, index) => inOrderOf(item, Array.isArray(previous) ? previous[index] : undefined));
  if (!isObject(value)) return value;
  const before = isObject(previous) ? Object.keys(previous).filter((key) => key in value) : [];
  const added = Object.keys(value).filter(
    (key) => !before.includes(key) && !(isObject(previous) && isEmpty(value[key])) && !isEmptyGroup(value[key]),
  );
  const keys = [...before, ...added];
  return Object.fromEntries(keys.map((key) => [key, inOrderOf(value[key], isObject(previous) ? previous[key] : undefined)]));
}

/** The saved YAML's value (refused as the site refuses it: ContentYamlError); dates stay as written. */
const readYaml = (yaml: string, file: string) => parseContentYaml(yaml, file, { dates: "text" });

/** The file as it was, for its key order; a file broken by hand gives no order rather than refusing the save. */
function previousValue(yaml: string | undefined, file: string): Yaml {
  if (yaml === undefined) return undefined;
  try {
    return readYaml(yaml, file);
  } catch {
    return undefined;
  }
}

const restyle = (yaml: string, file: string, previous?: string) =>
  dump(inOrderOf(readYaml(yaml, file), previous === undefined ? undefined : previousValue(previous, file)), STYLE);
const frontMatterOf = (text: string) => FRONT_MATTER.exec(text);

/**
 * A saved file in the content's style: a YAML file whole, a Markdown file's front matter; with `previous` (the file
 * as it was), its keys keep their order. YAML the site would refuse (content-yaml.ts) throws a ContentYamlError.
 */
export function inContentStyle(file: string, contents: Uint8Array, previous?: Uint8Array): Uint8Array {
  const decoder = new TextDecoder();
  const text = decoder.decode(contents);
  const before = previous && decoder.decode(previous);
  if (file.endsWith(".yaml")) return new TextEncoder().encode(restyle(text, file, before));
  const front = frontMatterOf(text);
  if (!file.endsWith(".md") || !front) return contents;
  const frontBefore = before === undefined ? undefined : (frontMatterOf(before)?.[1] ?? "");
  let restyled: string;
  try {
    restyled = restyle(front[1] ?? "", file, frontBefore);
  } catch (error) {
    // The front matter starts on the file's second line, after its opening ---.
    if (error instanceof ContentYamlError && error.line) throw new ContentYamlError(error.source, error.reason, error.line + 1);
    throw error;
  }
  return new TextEncoder().encode(`---\n${restyled}---\n${text.slice(front[0].length)}`);
}
