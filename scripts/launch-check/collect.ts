// Reads every unconfirmed claim and every placeholder out of content/, from the source, with its file and line.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import ts from "typescript";
import { unconfirmedClaimSchema, unconfirmedFrontMatter, type Confirmer } from "#content/schema/unconfirmed.ts";

/** One thing to confirm or replace before launch. `quotes` are the words that find it on the built pages. */
export type LaunchItem = {
  kind: "claim" | "placeholder" | "sample";
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
/** The file that lists the placeholders, relative to the content directory. */
const placeholdersFile = "site.ts";
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
      return /\.(ts|md)$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
    });
}

/** Every claim and placeholder under `contentDir`; `repoDir` is what file names are relative to. */
export function collectLaunchItems(contentDir: string, repoDir = path.dirname(contentDir)): LaunchItem[] {
  return contentFiles(contentDir).flatMap((full) => {
    const file = path.relative(repoDir, full).split(path.sep).join("/");
    const text = readFileSync(full, "utf8");
    if (full.endsWith(".md")) return markdownClaims(text, file);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const claims = [...moduleClaims(source, file), ...samples(source, file)];
    return path.relative(contentDir, full) === placeholdersFile ? [...claims, ...placeholders(source, file)] : claims;
  });
}

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

function fail(file: string, line: number, message: string): never {
  throw new LaunchCheckError(`${file}:${line}: ${message}`);
}

/** A literal object of strings, as the marker's first argument must be written. */
function literalObject(node: ts.Node, source: ts.SourceFile, file: string): Record<string, string> {
  if (!ts.isObjectLiteralExpression(node))
    fail(file, lineOf(source, node), `${markerName}() takes an object literal as its first argument`);
  const entries = node.properties.map((property) => {
    if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
      return fail(file, lineOf(source, property), `${markerName}(): write each field as \`name: "text"\``);
    }
    if (!ts.isStringLiteralLike(property.initializer))
      fail(file, lineOf(source, property), `${markerName}(): ${property.name.text} must be a string literal`);
    return [property.name.text, property.initializer.text] as const;
  });
  return Object.fromEntries(entries);
}

function parsedClaim(fields: unknown, file: string, line: number) {
  const result = unconfirmedClaimSchema.safeParse(fields);
  if (result.success) return result.data;
  fail(
    file,
    line,
    `unconfirmed claim: ${result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ")}`,
  );
}

/** The `unconfirmed(claim, value)` calls of a content module. */
function moduleClaims(source: ts.SourceFile, file: string): LaunchItem[] {
  const items: LaunchItem[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === markerName) {
      const line = lineOf(source, node);
      const [first, value] = node.arguments;
      if (!first || !value || node.arguments.length !== 2) fail(file, line, `${markerName}() takes a claim and the value it marks`);
      const claim = parsedClaim(literalObject(first, source, file), file, line);
      const quote = claim.quote ?? (ts.isStringLiteralLike(value) ? value.text : undefined);
      if (!quote) fail(file, line, `${markerName}(): a marked value that is not one string needs a quote`);
      const valueText = ts.isStringLiteralLike(value) ? value.text : value.getText(source);
      if (!valueText.includes(quote)) fail(file, line, `${markerName}(): the quote "${quote}" is not in the value it marks`);
      items.push({
        kind: "claim",
        by: claim.by,
        file,
        line,
        claim: claim.claim,
        quotes: [quote],
        spec: claim.spec,
        compareWith: claim.compareWith,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return items;
}

/** Entries flagged `sample: true`, which their page labels as samples: the text that names them is their title or quote. */
function samples(source: ts.SourceFile, file: string): LaunchItem[] {
  const items: LaunchItem[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node) && propertyNamed(node, "sample")?.initializer.kind === ts.SyntaxKind.TrueKeyword) {
      const named = propertyNamed(node, "title") ?? propertyNamed(node, "quote");
      if (!named || !ts.isStringLiteralLike(named.initializer))
        fail(file, lineOf(source, node), "a sample entry needs a title or quote to be found by");
      items.push({
        kind: "sample",
        by: sampleOwner,
        file,
        line: lineOf(source, node),
        claim: sampleClaim,
        quotes: [named.initializer.text],
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return items;
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
  const parsed = matter(text);
  const raw = (parsed.data as Record<string, unknown>)[markerName];
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

function propertyNamed(object: ts.ObjectLiteralExpression, name: string): ts.PropertyAssignment | undefined {
  return object.properties.find(
    (property): property is ts.PropertyAssignment => ts.isPropertyAssignment(property) && property.name.getText() === name,
  );
}

/** Strings worth looking for on a page: the literal leaves of a value, less real-world names. */
function searchableLeaves(node: ts.Node): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isPropertyAssignment(node)) return unsearchedKeys.has(node.name.getText()) ? [] : searchableLeaves(node.initializer);
  const leaves: string[] = [];
  ts.forEachChild(node, (child) => void leaves.push(...searchableLeaves(child)));
  return leaves;
}

/** The site facts named in `placeholders` (dotted paths into the object literal that holds that list). */
function placeholders(source: ts.SourceFile, file: string): LaunchItem[] {
  let site: ts.ObjectLiteralExpression | undefined;
  const find = (node: ts.Node) => {
    if (!site && ts.isObjectLiteralExpression(node) && propertyNamed(node, "placeholders")) site = node;
    else ts.forEachChild(node, find);
  };
  find(source);
  const list = site && propertyNamed(site, "placeholders")?.initializer;
  if (!site || !list || !ts.isArrayLiteralExpression(list)) return [];
  const root = site;
  return list.elements.map((element) => {
    if (!ts.isStringLiteralLike(element)) return fail(file, lineOf(source, element), "placeholders: each entry is a dotted path in quotes");
    let property: ts.PropertyAssignment | undefined;
    let object: ts.Node = root;
    for (const key of element.text.split(".")) {
      property = ts.isObjectLiteralExpression(object) ? propertyNamed(object, key) : undefined;
      if (!property) fail(file, lineOf(source, element), `placeholders: "${element.text}" names no fact in this file`);
      object = property.initializer;
    }
    const fact = property as ts.PropertyAssignment;
    return {
      kind: "placeholder",
      by: "company",
      file,
      line: lineOf(source, fact),
      claim: `placeholder: ${element.text}`,
      quotes: searchableLeaves(fact.initializer),
    };
  });
}
