// Reads every unconfirmed claim, placeholder and sample out of content/, with its file and line.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ContentYamlError, parseContentYaml, readFrontMatter } from "#app/.server/content/content-yaml.ts";
import { unconfirmedClaimsFileSchema, unconfirmedFrontMatter, type Confirmer, type LocatedClaim } from "#content/schema/unconfirmed.ts";
/** One thing to confirm or replace before launch. `quotes` are the words that find it on the built pages. */
export type LaunchItem = {
  kind: "claim" | "placeholder" | "sample" | "missing";
  by: Confirmer;
  /** Relative to the repository, with forward slashes. */
  file: string;
  line: number;
  claim: string;
  quotes: string[];
  spec?: string;
  compareWith?: string;
};

export class LaunchCheckError extends Error {
  override name = "LaunchCheckError";
}

const markerName = "unconfirmed";
/** The file that lists the claims of the YAML content, and the one that lists the placeholders (relative to content/). */
const claimsFile = "unconfirmed-claims.yaml";
const placeholdersFile = "site.yaml";
const sampleOwner: Confirmer = "marketing";
const sampleClaim = "sample content, labelled as a sample on its page: replace it with the real thing, or remove it";
/** Keys whose values are real-world names (a city, a country, a job title), not stand-ins: never searched for on pages. */
const unsearchedKeys = new Set(["city", "region", "country", "role", "preferredLanguages"]);

function contentFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return name === "schema" ? [] : contentFiles(full);
      return /\.(yaml|md)$/.test(name) ? [full] : [];
    });
}

/** Every claim, placeholder and sample under `contentDir`; `repoDir` is what file names are relative to. */
export function collectLaunchItems(contentDir: string, repoDir = path.dirname(contentDir)): LaunchItem[] {
  const fileName = (full: string) => path.relative(repoDir, full).split(path.sep).join("/");
  return contentFiles(contentDir).flatMap((full) => {
    const file = fileName(full);
    const text = readFileSync(full, "utf8");
    if (full.endsWith(".md")) return markdownClaims(text, file);
    const value = parseYaml(text, file);
    const relative = path.relative(contentDir, full).split(path.sep).join("/");
    if (relative === claimsFile) return locatedClaims(value, contentDir, fileName);
    const items = samples(value, text, file);
    return relative === placeholdersFile ? [...items, ...placeholders(value, text, file), ...factsToSupply(value, text, file)] : items;
  });
}

function fail(file: string, line: number, message: string): never {
  throw new LaunchCheckError(`${file}:${line}: ${message}`);
}

/** A content file's YAML, or its front matter, read as the site reads it; a refusal names the file and line. */
function parseContent<T>(read: () => T, file: string): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ContentYamlError) return fail(file, error.line ?? 1, error.reason);
    throw error;
  }
}

const parseYaml = (text: string, file: string): unknown => parseContent(() => parseContentYaml(text, file), file);

/** The line (1-based) of a path's last key: each key looked for below the one before it (list positions skipped). */
function lineOfPath(text: string, at: readonly (string | number)[]): number {
  const lines = text.split("\n");
  let from = 0;
  for (const key of at) {
    if (typeof key !== "string") continue;
    const found = lines.findIndex((line, index) => index >= from && new RegExp(`^[\\s-]*"?${key}"?:`).test(line));
    if (found === -1) break;
    from = found;
  }
  return from + 1;
}

/** The first line (1-based) that holds `words`, else the line of the field `at`. */
function lineOf(text: string, words: string, at: readonly (string | number)[] = []): number {
  const found = text.split("\n").findIndex((line) => line.includes(words));
  return found !== -1 ? found + 1 : lineOfPath(text, at);
}

/** The value at a path of keys and list positions, or undefined where the path leads nowhere. */
function valueAt(value: unknown, at: readonly (string | number)[]): unknown {
  return at.reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), value);
}

/** The string leaves of a value, joined: what a quote must be found in. */
function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object") return Object.values(value).map(textOf).join("\n");
  return value === undefined || value === null ? "" : String(value);
}

/** content/unconfirmed-claims.yaml: each claim placed in the file and field it names, at the line its quote is on. */
function locatedClaims(value: unknown, contentDir: string, fileName: (full: string) => string): LaunchItem[] {
  const listFile = fileName(path.join(contentDir, claimsFile));
  const result = unconfirmedClaimsFileSchema.safeParse(value);
  if (!result.success)
    fail(listFile, 1, result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; "));
  return result.data.claims.map((claim: LocatedClaim, index) => {
    const where = `claims.${index} (${claim.file} ${claim.path.join(".")})`;
    const target = path.join(contentDir, claim.file);
    if (!existsSync(target)) fail(listFile, 1, `${where}: no such file`);
    const text = readFileSync(target, "utf8");
    const marked = valueAt(parseYaml(text, fileName(target)), claim.path);
    if (marked === undefined) fail(listFile, 1, `${where}: the file has no such field`);
    const quote = claim.quote ?? (typeof marked === "string" ? marked : undefined);
    if (!quote) fail(listFile, 1, `${where}: a marked field that is not one string needs a quote`);
    if (!textOf(marked).includes(quote)) fail(listFile, 1, `${where}: the quote "${quote}" is not in the field it marks`);
    return {
      kind: "claim" as const,
      by: claim.by,
      file: fileName(target),
      line: lineOf(text, quote, claim.path),
      claim: claim.claim,
      quotes: [quote],
      spec: claim.spec,
      compareWith: claim.compareWith,
    };
  });
}

/** Entries flagged `sample: true`, which their page labels as samples: the text that names them is their title or quote. */
function samples(value: unknown, text: string, file: string): LaunchItem[] {
  if (!value || typeof value !== "object") return [];
  const here: LaunchItem[] = [];
  const record = value as Record<string, unknown>;
  if (!Array.isArray(value) && record.sample === true) {
    const named = [record.title, record.quote].find((each): each is string => typeof each === "string");
    if (!named) fail(file, lineOf(text, "sample: true"), "a sample entry needs a title or quote to be found by");
    here.push({ kind: "sample", by: sampleOwner, file, line: lineOf(text, named), claim: sampleClaim, quotes: [named] });
  }
  return [...here, ...Object.values(value).flatMap((child) => samples(child, text, file))];
}

/** The lines of a Markdown file's `unconfirmed:` front matter block, which quote what they mark. */
function markerBlock(lines: readonly string[]): { from: number; to: number } {
  const from = lines.findIndex((line) => line.startsWith(`${markerName}:`));
  if (from === -1) return { from: -1, to: -1 };
  const next = lines.findIndex((line, at) => at > from && /^(\S|---$)/.test(line));
  return { from, to: next === -1 ? lines.length : next };
}

/** A Markdown file's `unconfirmed:` front matter; each claim's line is where its quote first appears outside it. */
function markdownClaims(text: string, file: string): LaunchItem[] {
  const parsed = parseContent(() => readFrontMatter(text, file), file);
  const raw = parsed.data[markerName];
  if (raw === undefined) return [];
  const result = unconfirmedFrontMatter().safeParse(raw);
  if (!result.success)
    fail(
      file,
      1,
      `front matter "${markerName}": ${result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
    );
  const lines = text.split("\n");
  const block = markerBlock(lines);
  return result.data.map((claim) => {
    const quote = claim.quote as string;
    const index = lines.findIndex((line, at) => (at < block.from || at >= block.to) && line.includes(quote));
    if (index === -1) fail(file, block.from + 1, `the quote "${quote}" of an unconfirmed claim is not in the text`);
    return {
      kind: "claim",
      by: claim.by,
      file,
      line: index + 1,
      claim: claim.claim,
      quotes: [quote],
      spec: claim.spec,
      compareWith: claim.compareWith,
    };
  });
}

/** Strings worth looking for on a page: the leaves of a value, less real-world names. */
function searchableLeaves(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(searchableLeaves);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => (unsearchedKeys.has(key) ? [] : searchableLeaves(child)));
  return [];
}

/** The site facts named in `placeholders` (dotted paths into content/site.yaml). */
function placeholders(value: unknown, text: string, file: string): LaunchItem[] {
  const list = (value as { placeholders?: unknown } | null)?.placeholders;
  if (!Array.isArray(list)) return [];
  return list.map((entry) => {
    if (typeof entry !== "string") return fail(file, lineOf(text, "placeholders:"), "placeholders: each entry is a dotted path");
    const keys = entry.split(".");
    const fact = valueAt(value, keys);
    if (fact === undefined) fail(file, lineOf(text, `- ${entry}`), `placeholders: "${entry}" names no fact in this file`);
    return {
      kind: "placeholder" as const,
      by: "company" as const,
      file,
      line: lineOfPath(text, keys),
      claim: `placeholder: ${entry}`,
      quotes: searchableLeaves(fact),
    };
  });
}

/** Keys beside an empty fact that say whose it is: a team role, an office's city. */
const ownerKeys = ["role", "city"];

/** The line (1-based) of `key:` nearest to the line holding `near`: the slot of one entry in a list of alike entries. */
function lineNear(text: string, key: string, near: string): number {
  const lines = text.split("\n");
  const at = lines.findIndex((line) => line.includes(near));
  const isKey = (line: string | undefined) => line !== undefined && new RegExp(`^[\\s-]*"?${key}"?:`).test(line);
  for (let distance = 0; at !== -1 && distance < lines.length; distance++) {
    if (isKey(lines[at - distance])) return at - distance + 1;
    if (isKey(lines[at + distance])) return at + distance + 1;
  }
  return 1;
}

/**
 * Facts the company has yet to supply: every empty string ("") in content/site.yaml (a name slot on the team
 * pages, an office's street), which the pages leave out until it is filled.
 */
function factsToSupply(value: unknown, text: string, file: string): LaunchItem[] {
  const found: LaunchItem[] = [];
  const visit = (node: unknown, at: readonly (string | number)[]) => {
    if (!node || typeof node !== "object") return;
    const entries: [string | number, unknown][] = Array.isArray(node) ? node.map((child, index) => [index, child]) : Object.entries(node);
    const owner = ownerKeys.map((key) => (node as Record<string, unknown>)[key]).find((each): each is string => typeof each === "string");
    for (const [key, child] of entries) {
      if (child === "" && typeof key === "string") {
        const where = [...at, key].join(".");
        found.push({
          kind: "missing",
          by: "company",
          file,
          line: owner ? lineNear(text, key, `: ${owner}`) : lineOfPath(text, [...at, key]),
          claim: `fact to supply: ${where}${owner ? ` (${owner})` : ""}`,
          quotes: [],
        });
      } else visit(child, [...at, key]);
    }
  };
  visit(value, []);
  return found;
}
