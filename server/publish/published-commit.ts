import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Beside a published build's `client/` and `server/`: the shared remote's commit its content came from. */
const MARKER = "published-commit";

/** The commit a build's content was published as, or null for a build made otherwise (a deploy, a one-server publish). */
export function readPublishedCommit(siteDir: string): string | null {
  try {
    const commit = readFileSync(path.join(siteDir, MARKER), "utf8").trim();
    return /^[0-9a-f]{40}$/.test(commit) ? commit : null;
  } catch {
    return null;
  }
}

export function writePublishedCommit(siteDir: string, commit: string): void {
  writeFileSync(path.join(siteDir, MARKER), `${commit}\n`);
}
