import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { contentRegistry, type ContentSet } from "#content/schema/registry.ts";
import type { ContentProblem } from "./save-checks";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function filesOf(root: string, set: ContentSet): string[] {
  if (set.kind === "singleton") return [set.path];
  const extension = set.format === "markdown" ? ".md" : ".yaml";
  try {
    return readdirSync(path.join(root, set.path))
      .filter((name) => name.endsWith(extension))
      .map((name) => `${set.path}${name}`);
  } catch {
    return [];
  }
}

/**
 * Every file of every content set under `root` checked by its set's schema: the file, the field and the schema's
 * words for each problem. (The cross-entry checks, references and internal links, are the site loaders'.)
 */
export function schemaProblems(root: string, sets: readonly ContentSet[] = contentRegistry): ContentProblem[] {
  return sets.flatMap((set) =>
    filesOf(root, set).flatMap((file): ContentProblem[] => {
      let data: unknown;
      try {
        const text = readFileSync(path.join(root, file), "utf8");
        data = load(set.format === "markdown" ? (FRONT_MATTER.exec(text)?.[1] ?? "") : text);
      } catch (error) {
        return [{ file, path: [], message: (error as Error).message.split("\n")[0]! }];
      }
      const result = set.schema.safeParse(data);
      return result.success
        ? []
        : result.error.issues.map((issue) => ({ file, path: issue.path as (string | number)[], message: issue.message }));
    }),
  );
}
