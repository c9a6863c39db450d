import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Pino } from "#server/logging/logging.ts";
import { withoutPersonalData } from "#server/logging/personal-data.ts";
import type { SiteDb } from "#server/db/connection.ts";
import { recordAudit, type StaffUser } from "#server/staff/index.ts";
import { buildErrorInWords } from "./build-error";
import { buildFolders } from "./build-folders";
import { contentChanges, type ContentChange } from "./content-changes";
import { groupImages, imagesNamedIn } from "./entry-images";
import { entryStates } from "./entry-states";
import { fieldChanges, type FieldChange } from "./field-diff";
import { contentHistory } from "./git-history";
import { entryTitle } from "./entry-title";
import { commitSnapshot, isGitCheckout } from "./git-commit";
import { titleAtPublish } from "./history-title";
import { HISTORY_SIZE, publishLog, type PublishRecord } from "./publish-log";
import { publishSchedules } from "./publish-schedules";
import { readySnapshot } from "./ready-snapshot";
import { runBuild } from "./run-build";
import type { PublishAcrossInstances } from "./shared-publishing";

export type PublishPhase = "snapshot" | "checking" | "building" | "loading" | "recording";

export const PHASE_LABELS: Record<PublishPhase, string> = {
  snapshot: "Copying the saved content",
  checking: "Checking the content",
  building: "Building the site",
  loading: "Switching the site to the new build",
  recording: "Recording the publish",
};

export type RunningPublish = { id: string; actorEmail: string; startedAt: string; phase: PublishPhase; lastLine: string };

type PublisherOptions = {
  db: SiteDb;
  /** The checkout the build runs in (and commits to, when it is a git checkout). */
  projectDir: string;
  /** Where editors save (CONTENT_DRAFTS_DIR); the checkout's `content/` unless set. */
  draftsDir?: string;
  dataDir: string;
  /** The site being served: its build folder now, and the swap to another. */
  live: { dir(): string; swapTo(dir: string): Promise<void> };
  logger: Pick<Pino, "info" | "error">;
  /**
   * Checks a content tree before building, in words that name the file and the field (none: valid), so a broken tree
   * stops the publish at once; without it the build's own first step finds the same problems, only later.
   */
  checkContent?: (root: string) => Promise<string[]>;
  /** Whether a content file is an editor's entry (which waits as a draft until marked ready); other files always go. */
  isEntry?: (file: string) => boolean;
  /** With CONTENT_GIT_REMOTE: the site-wide lock, the shared remote's commit and the announcement to other instances. */
  acrossInstances?: PublishAcrossInstances;
  /** Whether a content file is an uploaded image: it goes with the entry that names it, never on its own. */
  isImage?: (file: string) => boolean;
  /** The entry whose image folder holds an image (content/schema/entry-paths.ts entryOfImage). */
  entryOfImage?: (image: string) => string | undefined;
};

/** A file saved since the live build, as the publish page lists it. */
export type PendingEntry = ContentChange & {
  title: string;
  /** "ready" for files that are no entry of the editor: they go with every publish. */
  state: "draft" | "ready";
  entry: boolean;
  savedBy: string | null;
  savedAt: string | null;
  /** The saved images the entry names: they go when it does. */
  images: ContentChange[];
  /** False for an entry listed only because an image it names was replaced: its own file is as live. */
  ownChange: boolean;
};

/** What waits on the publish page: the entries, and the saved images no saved entry names (no publish takes them). */
export type PendingContent = { entries: PendingEntry[]; unnamedImages: ContentChange[] };

/** A past publish, each file with its title and its change in fields. */
export type PublishWithFields = Omit<PublishRecord, "changes"> & {
  /** `image`: an uploaded image, which went with its entry (no fields, no restore of its own). */
  changes: (ContentChange & { title: string; fields: FieldChange[]; image: boolean })[];
};

/** Who publishes: a signed-in member, or the one who scheduled the publish. */
export type PublishActor = { accountId: string | null; email: string };

/** Why a publish did not start. */
export type NotStarted = { started: false; reason: "busy" | "nothing-ready" };

const newPublishId = () => `${new Date().toISOString().replace(/[-:.]/g, "")}-${randomBytes(3).toString("hex")}`;

/**
 * Publishing on a single server: one publish at a time, in the background. It snapshots the saved content,
 * builds the site from that snapshot in a child process while the live build keeps serving, then swaps the site
 * to the new build. A failure leaves the live build as it was and records the error in words. Each publish is
 * recorded in the database and the audit log and, in a git checkout, committed as the staff member.
 */
export function createPublisher({
  db,
  projectDir,
  draftsDir,
  dataDir,
  live,
  logger,
  checkContent,
  isEntry = () => true,
  acrossInstances,
  isImage = () => false,
  entryOfImage = () => undefined,
}: PublisherOptions) {
  const log = publishLog(db);
  const states = entryStates(db);
  const history = contentHistory(projectDir);
  const schedules = publishSchedules(db);
  const scheduledListeners: ((runAt: string) => void)[] = [];
  const folders = buildFolders(dataDir, projectDir);
  const workingContent = draftsDir ?? path.join(projectDir, "content");
  let running: RunningPublish | undefined;
  let finished: Promise<void> = Promise.resolve();

  const liveContent = () => path.join(live.dir(), "content");

  /**
   * Starts a publish of `changes` (from the content `writeSource` writes) in the background, unless one is running.
   * `entries`: the entries whose state it settles, when not only the changed files (an entry whose image alone changed).
   */
  async function begin(
    actor: PublishActor,
    ip: string | undefined,
    changes: ContentChange[],
    writeSource: (target: string) => void | Promise<void>,
    entries: readonly string[] = changes.map((change) => change.file),
  ): Promise<{ started: true; id: string } | NotStarted> {
    if (running) return { started: false, reason: "busy" };
    // Taken before `running` is set, so a second publish here meanwhile asks the database too (and hears "busy").
    const release = acrossInstances ? await acrossInstances.lock() : undefined;
    if (release === null || running) {
      await release?.();
      return { started: false, reason: "busy" };
    }
    const run: RunningPublish = {
      id: newPublishId(),
      actorEmail: actor.email,
      startedAt: new Date().toISOString(),
      phase: "snapshot",
      lastLine: "",
    };
    running = run;
    try {
      await log.start({ id: run.id, actorAccountId: actor.accountId, actorEmail: actor.email, startedAt: run.startedAt, changes });
      await recordAudit(db, {
        actor: auditActor(actor),
        action: "content.publish-start",
        subject: run.id,
        detail: `${changes.length} file(s) changed`,
        ip,
      });
      finished = publish(run, actor, ip, changes, writeSource, entries)
        .catch((error: unknown) =>
          logger.error({ publish: run.id, error: withoutPersonalData(String(error)) }, "Publish: recording failed"),
        )
        .finally(async () => {
          await release?.();
          running = undefined;
        });
    } catch (error) {
      await release?.();
      running = undefined;
      throw error;
    }
    return { started: true, id: run.id };
  }

  const fieldCache = new Map<string, FieldChange[]>();
  /** A published file's change in fields: its text before the publish's commit against its text at it (immutable, so kept). */
  async function fieldsChanged(commit: string, file: string): Promise<FieldChange[]> {
    const key = `${commit}:${file}`;
    const known = fieldCache.get(key);
    if (known) return known;
    const parent = await history.parentOf(commit);
    const before = parent ? await history.fileAt(parent, file) : null;
    const changes = fieldChanges(file, before, await history.fileAt(commit, file));
    fieldCache.set(key, changes);
    return changes;
  }

  const titleCache = new Map<string, string>();
  /** A published entry's title as its publish had it (history-title.ts): kept per commit, which never changes. */
  async function publishedTitle(commit: string | null, file: string): Promise<string> {
    const key = `${commit}:${file}`;
    const known = titleCache.get(key);
    if (known) return known;
    const title = await titleAtPublish(history, commit, file, [liveContent(), workingContent]);
    if (commit) titleCache.set(key, title);
    return title;
  }

  async function historyWithFields(): Promise<PublishWithFields[]> {
    const records = await log.history();
    const gitCheckout = await isGitCheckout(projectDir);
    return Promise.all(
      records.map(async (record) => ({
        ...record,
        changes: await Promise.all(
          record.changes.map(async (change) => ({
            ...change,
            title:
              isImage(change.file) || !gitCheckout
                ? entryTitle(change.file, [liveContent(), workingContent])
                : await publishedTitle(record.commit, change.file),
            image: isImage(change.file),
            fields: record.commit && gitCheckout && !isImage(change.file) ? await fieldsChanged(record.commit, change.file) : [],
          })),
        ),
      })),
    );
  }

  /** A published record that can be restored from: published, with its commit. */
  async function restorable(publishId: string) {
    const record = (await log.history(HISTORY_SIZE)).find((candidate) => candidate.id === publishId);
    return record?.status === "published" && record.commit ? { ...record, commit: record.commit } : undefined;
  }

  /**
   * "Restore the version before this publish" for one entry: saves that version (or removes the entry, if the publish
   * added it) as a ready draft by `actor`, audited. An ordinary publish then takes it live.
   */
  async function restoreEntry(publishId: string, file: string, actor: StaffUser, ip: string | undefined): Promise<string | undefined> {
    const record = await restorable(publishId);
    if (!record) return "That publish cannot be restored from: it did not go live with a commit.";
    if (!record.changes.some((change) => change.file === file) || !isEntry(file) || isImage(file))
      return "That publish did not change that entry.";
    const parent = await history.parentOf(record.commit);
    const before = parent ? await history.fileAt(parent, file) : null;
    const target = path.join(workingContent, file);
    if (before === null) rmSync(target, { force: true });
    else {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, before);
    }
    const now = new Date().toISOString();
    await states.saved([file], actor.email, now);
    await states.mark(file, "ready", actor.email, now);
    await recordAudit(db, {
      actor,
      action: "content.restore-entry",
      subject: `content/${file}`,
      detail: `the version before publish ${publishId} (commit ${record.commit.slice(0, 12)})`,
      ip,
    });
    return undefined;
  }

  /** "Restore the whole site to this publish": a new publish of the content as that publish's commit has it, audited. */
  async function restoreSite(
    publishId: string,
    actor: StaffUser,
    ip: string | undefined,
  ): Promise<{ started: true; id: string } | NotStarted | { started: false; reason: "not-restorable" }> {
    const record = await restorable(publishId);
    if (!record) return { started: false, reason: "not-restorable" };
    if (running) return { started: false, reason: "busy" };
    const extracted = mkdtempSync(path.join(os.tmpdir(), "publish-restore-"));
    const removeExtracted = () => rmSync(extracted, { recursive: true, force: true });
    try {
      await history.extractContent(record.commit, extracted);
      const changes = contentChanges(liveContent(), extracted);
      if (!changes.length) return { started: false, reason: "nothing-ready" };
      const outcome = await begin(actor, ip, changes, (target) => cpSync(extracted, target, { recursive: true }));
      if (outcome.started)
        await recordAudit(db, {
          actor,
          action: "content.restore-site",
          subject: outcome.id,
          detail: `the content of publish ${publishId} (commit ${record.commit.slice(0, 12)})`,
          ip,
        });
      return outcome;
    } finally {
      // The publish copied it before begin() answered (its first step runs synchronously).
      removeExtracted();
    }
  }

  const textOf = (root: string, file: string) => {
    try {
      return readFileSync(path.join(root, file), "utf8");
    } catch {
      return null;
    }
  };

  async function pendingContent(): Promise<PendingContent> {
    const known = await states.all();
    const { entries, unnamed } = groupImages(contentChanges(liveContent(), workingContent), {
      isImage,
      namedBy: (entry) =>
        new Set([...imagesNamedIn(entry, textOf(workingContent, entry)), ...imagesNamedIn(entry, textOf(liveContent(), entry))]),
      ownerOf: entryOfImage,
    });
    return {
      entries: entries.map((change) => {
        const entry = isEntry(change.file);
        const record = known.get(change.file);
        return {
          ...change,
          title: entryTitle(change.file, [workingContent, liveContent()]),
          entry,
          state: entry ? (record?.state ?? "draft") : "ready",
          savedBy: record?.savedBy ?? null,
          savedAt: record?.savedAt ?? null,
        };
      }),
      unnamedImages: unnamed,
    };
  }

  const pendingEntries = async () => (await pendingContent()).entries;

  async function publish(
    run: RunningPublish,
    actor: PublishActor,
    ip: string | undefined,
    changes: ContentChange[],
    writeSource: (target: string) => void | Promise<void>,
    entries: readonly string[],
  ) {
    const audit = (action: string, detail?: string) => recordAudit(db, { actor: auditActor(actor), action, subject: run.id, detail, ip });
    const dirs = folders.create(run.id);
    try {
      await writeSource(dirs.source);
      if (checkContent) {
        run.phase = "checking";
        const problems = await checkContent(dirs.source).catch((error: unknown) => {
          throw new PublishError(error instanceof Error ? error.message : String(error));
        });
        if (problems.length)
          throw new PublishError(`The content has problems to fix first:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
      }
      run.phase = "building";
      const build = await runBuild({ projectDir, buildDir: dirs.site, contentRoot: dirs.source }, (line) => (run.lastLine = line));
      if (!build.ok) throw new PublishError(`The build failed:\n${buildErrorInWords(build.output, projectDir)}`);
      logger.info({ publish: run.id, ms: build.ms, ...build.phases }, "Publish: build finished");
      // Pushed before the swap: a publish the other instances cannot fetch does not go live here either.
      const sharedCommit =
        acrossInstances &&
        (await acrossInstances
          .commit({ siteDir: dirs.site, author: actor.email, message: publishMessage(changes) })
          .catch((error: unknown) => {
            throw new PublishError(
              `The content could not be pushed to the shared git remote: ${error instanceof Error ? error.message : String(error)}`,
            );
          }));
      run.phase = "loading";
      const loading = Date.now();
      await live.swapTo(dirs.site);
      folders.markLive(dirs.site);
      logger.info({ publish: run.id, ms: Date.now() - loading }, "Publish: the site now serves the new build");
      run.phase = "recording";
      const commit = sharedCommit
        ? sharedCommit
        : (await isGitCheckout(projectDir))
          ? await commitSnapshot({
              projectDir,
              snapshotDir: path.join(dirs.site, "content"),
              author: actor.email,
              message: publishMessage(changes),
            }).catch((error: unknown) => {
              logger.error(
                { publish: run.id, error: withoutPersonalData(String(error)) },
                "Publish: the git commit failed; the site is live",
              );
              return null;
            })
          : null;
      await log.finish(run.id, { status: "published", commit });
      if (sharedCommit)
        await acrossInstances
          ?.announce(sharedCommit, run.id)
          .catch((error: unknown) =>
            logger.error(
              { publish: run.id, error: withoutPersonalData(String(error)) },
              "Publish: announcing it to the other instances failed",
            ),
          );
      await states.published([...new Set([...changes.map((change) => change.file), ...entries])]);
      await audit("content.publish", `${changes.length} file(s) changed${commit ? `, commit ${commit.slice(0, 12)}` : ""}`);
      folders.prune(dirs.site);
    } catch (error) {
      const message =
        error instanceof PublishError
          ? error.message
          : `The new build could not be switched to: ${error instanceof Error ? error.message : String(error)}`;
      logger.error({ publish: run.id, error: withoutPersonalData(message) }, "Publish failed; the live build keeps serving");
      await log.finish(run.id, { status: "failed", error: message });
      await audit("content.publish-failed", message);
      folders.remove(run.id);
    }
  }

  return {
    /** The files saved since the live build: what the next publish would change. */
    pendingChanges: (): ContentChange[] => contentChanges(liveContent(), workingContent),
    /** The same as entries, with each one's title, state, last save and the images it names. */
    pendingEntries,
    /** The entries, and the saved images no saved entry names. */
    pendingContent,
    /** An editor marks a saved entry ready for the next publish, or back to draft. */
    async mark(file: string, state: "draft" | "ready", actor: StaffUser, ip: string | undefined) {
      await states.mark(file, state, actor.email, new Date().toISOString());
      await recordAudit(db, { actor, action: `content.entry-${state}`, subject: `content/${file}`, ip });
    },
    /** The editor saved these files (paths under content/): they are drafts again, saved by `email`. */
    saved: (files: readonly string[], email: string) => states.saved(files, email, new Date().toISOString()),
    /** Schedules a publish of the entries ready at `runAt` (in place of one waiting), audited. */
    async schedule(runAt: string, actor: StaffUser, ip: string | undefined) {
      const id = await schedules.schedule(runAt, actor, new Date().toISOString());
      await recordAudit(db, { actor, action: "content.publish-schedule", subject: id, detail: `for ${runAt}`, ip });
      for (const listener of scheduledListeners) listener(runAt);
    },
    /** Cancels the waiting schedule, audited; answers whether one was waiting. */
    async cancelSchedule(actor: StaffUser, ip: string | undefined): Promise<boolean> {
      const cancelled = await schedules.cancel();
      if (cancelled) await recordAudit(db, { actor, action: "content.publish-unschedule", ip });
      return cancelled;
    },
    scheduled: () => schedules.waiting(),
    lastSkippedSchedule: () => schedules.lastSkipped(),
    /** Tells the scheduler of this instance about a new schedule, so it runs on time rather than at its next look. */
    onScheduled: (listener: (runAt: string) => void) => void scheduledListeners.push(listener),
    running: (): RunningPublish | undefined => (running ? { ...running } : undefined),
    history: () => log.history(),
    /** Settles when the publish running now (if any) has finished. */
    idle: () => finished,
    /** At start: a publish left running by a stopped server is marked interrupted. */
    recover: () => log.interruptRunning(),
    /** Starts a publish of the ready entries in the background, unless one is running or nothing is ready. */
    async start(actor: PublishActor, ip: string | undefined): Promise<{ started: true; id: string } | NotStarted> {
      if (running) return { started: false, reason: "busy" };
      const { entries, unnamedImages } = await pendingContent();
      const filesOf = (entry: PendingEntry): ContentChange[] => [
        ...(entry.ownChange ? [{ file: entry.file, change: entry.change }] : []),
        ...entry.images,
      ];
      const ready = entries.filter((entry) => entry.state === "ready");
      if (!ready.length) return { started: false, reason: "nothing-ready" };
      // An image named by a ready entry and by a draft goes: the ready one needs it.
      const going = new Map(ready.flatMap(filesOf).map((change) => [change.file, change]));
      const changes = [...going.values()].sort((a, b) => a.file.localeCompare(b.file));
      const drafts = [...entries.filter((entry) => entry.state === "draft").flatMap(filesOf), ...unnamedImages].filter(
        (change) => !going.has(change.file),
      );
      return begin(actor, ip, changes, (target) => readySnapshot({ saved: workingContent, live: liveContent(), target, drafts }), [
        ...changes.map((change) => change.file),
        ...ready.map((entry) => entry.file),
      ]);
    },
    /** The history, each published file with its change in fields (from git). */
    historyWithFields,
    restoreEntry,
    restoreSite,
  };
}

const auditActor = ({ accountId, email }: PublishActor) => (accountId === null ? { accountId, email } : { accountId, email });

/** A failure the editor is told about as it is. */
class PublishError extends Error {}

/** The commit message: what the publish changed. */
function publishMessage(changes: ContentChange[]): string {
  const lines = changes.map((change) => `- ${change.change}: content/${change.file}`);
  return `Publish content: ${changes.length} file(s) changed\n\n${lines.join("\n") || "- nothing changed since the live build"}\n`;
}

export type Publisher = ReturnType<typeof createPublisher>;
