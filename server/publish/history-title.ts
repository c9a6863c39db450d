import { entryTitle, titleIn } from "./entry-title";
import type { contentHistory } from "./git-history";

type History = Pick<ReturnType<typeof contentHistory>, "fileAt" | "parentOf">;

/**
 * A published file's title as that publish had it: from its text at the publish's commit or, for a file the publish
 * removed, at the commit before. Without a commit (or a title there), from today's files (`today`), else its path.
 */
export async function titleAtPublish(history: History, commit: string | null, file: string, today: readonly string[]): Promise<string> {
  if (commit) {
    const atCommit = await history.fileAt(commit, file);
    const parent = atCommit === null ? await history.parentOf(commit) : null;
    const text = atCommit ?? (parent ? await history.fileAt(parent, file) : null);
    const title = text === null ? undefined : titleIn(file, text);
    if (title) return title;
  }
  return entryTitle(file, today);
}
