import { readFileSync } from "node:fs";
import path from "node:path";
import { ContentYamlError } from "#app/.server/content/content-yaml.ts";
import type { ContentProblem } from "#app/.server/content/validate-site-content.ts";
import { describeProblems, problemsOfSave, type ProposedSave } from "./save-checks";
import { IMAGE_PATH } from "#content/schema/fragments.ts";
import { inContentStyle } from "./yaml-style";

/**
 * The outcome of checking a save: the save as it will be written (its YAML in the content's style), or why not, in
 * words: 422 naming the file and the line or field, 503 when the check itself could not finish (its time limit).
 */
export type SaveCheck = { ok: true; save: ProposedSave } | { ok: false; status: 422 | 503; message: string };

/** Checks a save against the content folder at `root`; the server runs it in a worker thread with a time limit. */
export type SaveChecker = (root: string, save: ProposedSave) => Promise<SaveCheck>;

/** The file as it is now, if it exists and may be read. */
function currentFile(root: string, file: string): Uint8Array | undefined {
  try {
    return readFileSync(path.join(root, file));
  } catch {
    return undefined;
  }
}

/**
 * The CPU-heavy half of a save, apart from the request: every saved file parsed (strictly: content-yaml.ts) and put in
 * the content's style, then the whole tree checked with the save applied, on a copy (save-checks.ts). Nothing under
 * `root` is written.
 */
export function checkSave(root: string, save: ProposedSave, validate: (root: string) => ContentProblem[]): SaveCheck {
  const additions: ProposedSave["additions"] = [];
  for (const file of save.additions) {
    // An image was checked as it arrived (image-upload.ts), and is written as it is.
    if (IMAGE_PATH.test(file.path)) {
      additions.push(file);
      continue;
    }
    try {
      additions.push({ path: file.path, contents: inContentStyle(file.path, file.contents, currentFile(root, file.path)) });
    } catch (error) {
      if (error instanceof ContentYamlError) return { ok: false, status: 422, message: `Not saved: ${error.message}` };
      throw error;
    }
  }
  const styled = { additions, deletions: save.deletions };
  const problems = problemsOfSave(root, styled, validate);
  if (problems.length)
    return { ok: false, status: 422, message: `Not saved: the content would break these rules.\n${describeProblems(problems)}` };
  return { ok: true, save: styled };
}
