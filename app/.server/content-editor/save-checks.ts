import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ContentProblem } from "#app/.server/content/validate-site-content.ts";
import { blobSha } from "./blob-sha";
import type { FileVersions } from "./file-versions";

/** A save as Keystatic posts it: files to write (decoded) and files to delete, relative to the content folder. */
export type ProposedSave = { additions: { path: string; contents: Uint8Array }[]; deletions: { path: string }[] };

export type SaveRefusal = { status: 409 | 422; message: string };

/** The file's version on disk now: its sha, or null when it does not exist. */
function versionOnDisk(root: string, file: string): string | null {
  try {
    return blobSha(readFileSync(path.join(root, file)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * The files of a save that another editor changed since this session saw them (or created, for a file the session
 * never saw): saving them would silently overwrite that change.
 */
export function changedSinceSeen(root: string, save: ProposedSave, versions: FileVersions, sessionId: string): string[] {
  const files = [...save.additions.map((file) => file.path), ...save.deletions.map((file) => file.path)];
  return files.filter((file) => {
    const seen = versionOnDisk(root, file);
    const expected = versions.seenVersion(sessionId, file);
    return expected === undefined ? seen !== null : expected !== seen;
  });
}

/** "title", "engagement[1].deliverables[0]" */
export function fieldPath(parts: readonly (string | number)[]): string {
  return parts.map((part, index) => (typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`)).join("");
}

/** One line per problem: the file, the field, and the schema's words. */
export function describeProblems(problems: readonly ContentProblem[]): string {
  return problems
    .map(
      (problem) =>
        `${problem.file}${problem.path.length ? ` › ${fieldPath(problem.path)}` : problem.line ? `, line ${problem.line}` : ""}: ${problem.message}`,
    )
    .join("\n");
}

const problemKey = (problem: ContentProblem) => JSON.stringify([problem.file, problem.path, problem.message]);

/**
 * What the save would break: the problems the whole content tree would have with it applied (checked on a temporary
 * copy, so nothing under `root` changes whatever the answer), less those the tree already had elsewhere (a file
 * broken by hand must not block every other save); a problem in a file the save writes always counts.
 */
export function problemsOfSave(root: string, save: ProposedSave, validate: (root: string) => ContentProblem[]): ContentProblem[] {
  const after = problemsAfter(root, save, validate);
  if (!after.length) return [];
  const saved = new Set(save.additions.map((file) => file.path));
  const before = new Set(validate(root).map(problemKey));
  return after.filter((problem) => saved.has(problem.file) || !before.has(problemKey(problem)));
}

function problemsAfter(root: string, save: ProposedSave, validate: (root: string) => ContentProblem[]): ContentProblem[] {
  const copy = mkdtempSync(path.join(tmpdir(), "content-save-"));
  try {
    cpSync(root, copy, { recursive: true });
    for (const file of save.additions) {
      mkdirSync(path.dirname(path.join(copy, file.path)), { recursive: true });
      writeFileSync(path.join(copy, file.path), file.contents);
    }
    for (const file of save.deletions) rmSync(path.join(copy, file.path), { force: true });
    return validate(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
