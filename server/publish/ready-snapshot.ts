import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import type { ContentChange } from "./content-changes";

/**
 * Writes into `target` the content a publish builds: the saved content (`saved`), with each draft entry as the live
 * build has it (`live`): a changed draft keeps its live version, an added one is left out and a removed one stays.
 */
export function readySnapshot({
  saved,
  live,
  target,
  drafts,
}: {
  saved: string;
  live: string;
  target: string;
  drafts: readonly ContentChange[];
}) {
  cpSync(saved, target, { recursive: true });
  for (const draft of drafts) {
    const file = path.join(target, draft.file);
    if (draft.change === "added") rmSync(file, { force: true });
    else cpSync(path.join(live, draft.file), file);
  }
}
