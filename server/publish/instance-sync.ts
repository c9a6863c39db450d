import { mkdirSync } from "node:fs";
import type { Pino } from "#server/logging/logging.ts";
import { withoutPersonalData } from "#server/logging/personal-data.ts";
import { buildErrorInWords } from "./build-error";
import { buildFolders } from "./build-folders";
import type { ContentRemote } from "./content-remote";
import { contentHistory } from "./git-history";
import { readPublishedCommit, writePublishedCommit } from "./published-commit";
import { runBuild } from "./run-build";

type SyncOptions = {
  projectDir: string;
  dataDir: string;
  remote: Pick<ContentRemote, "fetch">;
  /** The commit the site should serve: the last published one, as the database has it. */
  latest: () => Promise<string | null>;
  live: { dir(): string; swapTo(dir: string): Promise<void> };
  logger: Pick<Pino, "info" | "error">;
};

const folderId = (commit: string) => `${new Date().toISOString().replace(/[-:.]/g, "")}-${commit.slice(0, 12)}`;

/**
 * Brings this instance to a commit another instance published: fetches it from the shared remote, builds its content
 * with this checkout's code (the same build a publish runs) while the live build keeps serving, then swaps. The commit
 * is always the last published one as the database has it (an announcement only says when to look), read again
 * before the swap, so a slow build never replaces a newer publish. One sync runs at a time; a request meanwhile makes
 * it look again when done.
 */
export function instanceSync({ projectDir, dataDir, remote, latest, live, logger }: SyncOptions) {
  const folders = buildFolders(dataDir, projectDir);
  const history = contentHistory(projectDir);
  let again = false;
  let running: Promise<void> | undefined;
  let current: string | undefined;

  const liveCommit = () => readPublishedCommit(live.dir());

  async function build(commit: string) {
    const id = folderId(commit);
    const dirs = folders.create(id);
    try {
      await remote.fetch(commit);
      mkdirSync(dirs.source);
      await history.extractContent(commit, dirs.source);
      logger.info({ commit }, "Publish elsewhere: building its commit here");
      const result = await runBuild({ projectDir, buildDir: dirs.site, contentRoot: dirs.source }, () => undefined);
      if (!result.ok) throw new Error(`The build failed:\n${buildErrorInWords(result.output, projectDir)}`);
      writePublishedCommit(dirs.site, commit);
      if ((await latest()) !== commit) {
        logger.info({ commit }, "Publish elsewhere: a newer publish came during the build; building that one instead");
        again = true;
        folders.remove(id);
        return;
      }
      await live.swapTo(dirs.site);
      folders.markLive(dirs.site);
      folders.prune(dirs.site);
      logger.info({ commit, ms: result.ms }, "Publish elsewhere: this instance now serves its commit");
    } catch (error) {
      folders.remove(id);
      throw error;
    }
  }

  async function drain() {
    while (again) {
      again = false;
      const commit = await latest().catch((error: unknown) => {
        logger.error({ error: withoutPersonalData(String(error)) }, "Publish elsewhere: the last publish could not be read");
        return null;
      });
      if (!commit || commit === liveCommit()) continue;
      current = commit;
      // A failure is not retried until another announcement or a restart asks again.
      await build(commit).catch((error: unknown) =>
        logger.error({ commit, error: withoutPersonalData(String(error)) }, "Publish elsewhere: this instance keeps its build"),
      );
      current = undefined;
    }
  }

  return {
    /** The shared remote's commit the live build serves, or null when it is no published one. */
    liveCommit,
    /** The commit being built now, if any. */
    syncing: (): string | undefined => current,
    /** Serve the last published commit (in the background): nothing when it is live already. */
    catchUp() {
      again = true;
      running ??= drain().finally(() => (running = undefined));
    },
    /** Settles when no sync runs. */
    idle: async () => {
      while (running) await running;
    },
  };
}

export type InstanceSync = ReturnType<typeof instanceSync>;
