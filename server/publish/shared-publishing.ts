import path from "node:path";
import type { Pino } from "#server/logging/logging.ts";
import { withoutPersonalData } from "#server/logging/personal-data.ts";
import { contentRemote } from "./content-remote";
import { instanceSync } from "./instance-sync";
import { announcePublish, listenForPublishes } from "./publish-announcements";
import { publishLock, type ReleasePublishLock } from "./publish-lock";
import { writePublishedCommit } from "./published-commit";

type SharedPublishingOptions = {
  /** CONTENT_GIT_REMOTE: the git remote every instance pushes publishes to and fetches them from. */
  remote: string;
  /** PostgreSQL (DATABASE_URL): the lock and the announcements; without it (SQLite) one instance only pushes. */
  databaseUrl: string | undefined;
  projectDir: string;
  dataDir: string;
  /** The last published commit, as the database records it. */
  lastPublishedCommit: () => Promise<string | null>;
  live: { dir(): string; swapTo(dir: string): Promise<void> };
  logger: Pick<Pino, "info" | "error">;
};

/** What the publisher asks of publishing across instances (server/publish/publisher.ts). */
export type PublishAcrossInstances = {
  /** Takes the site-wide publish lock; null while a publish runs on any instance, or this one is building another's. */
  lock(): Promise<ReleasePublishLock | null>;
  /** Commits the build's content to the shared remote and pushes it, before the swap; the commit. */
  commit(args: { siteDir: string; author: string; message: string }): Promise<string>;
  /** After the swap and the record: tells the other instances to serve `commit`. */
  announce(commit: string, publishId: string): Promise<void>;
};

/**
 * Publishing across instances (CONTENT_GIT_REMOTE): each publish is a commit pushed to the shared remote; with
 * PostgreSQL, at most one runs at a time site-wide (an advisory lock), it is announced with NOTIFY, and every
 * instance LISTENs, fetching, building and swapping to the announced commit. `follow`, once the first build is live,
 * also brings this instance to the last published commit (an instance started after a publish).
 */
export function sharedPublishing({ remote, databaseUrl, projectDir, dataDir, lastPublishedCommit, live, logger }: SharedPublishingOptions) {
  const git = contentRemote(projectDir, remote);
  const sync = instanceSync({ projectDir, dataDir, remote: git, latest: lastPublishedCommit, live, logger });
  const lock = databaseUrl ? publishLock(databaseUrl) : undefined;
  const listener =
    databaseUrl &&
    listenForPublishes({
      databaseUrl,
      onAnnouncement: ({ commit, publishId }) => {
        logger.info({ commit, publish: publishId }, "Publish announced");
        sync.catchUp();
      },
      // Also after a reconnection: an announcement sent while the connection was down was lost.
      onListening: () => sync.catchUp(),
      onError: (error) => logger.error({ error: withoutPersonalData(String(error)) }, "Listening for publishes failed; reconnecting"),
    });

  const forPublisher: PublishAcrossInstances = {
    async lock() {
      if (sync.syncing()) return null;
      return lock ? lock.tryTake() : async () => undefined;
    },
    async commit({ siteDir, author, message }) {
      const commit = await git.publish({ snapshotDir: path.join(siteDir, "content"), author, message });
      writePublishedCommit(siteDir, commit);
      return commit;
    },
    async announce(commit, publishId) {
      if (databaseUrl) await announcePublish(databaseUrl, { commit, publishId });
    },
  };

  return {
    forPublisher,
    /** The shared remote's commit this instance serves, or null when its build is no published one. */
    liveCommit: () => sync.liveCommit(),
    /** The published commit this instance is building to catch up (told by /readyz), if any. */
    catchingUpTo: () => sync.syncing(),
    /** Starts following publishes (once a build is live). */
    follow() {
      if (listener) listener.start();
      else sync.catchUp();
    },
    async stop() {
      if (listener) await listener.stop();
      await sync.idle();
    },
  };
}

export type SharedPublishing = ReturnType<typeof sharedPublishing>;
