import { randomBytes } from "node:crypto";
import { cpSync } from "node:fs";
import path from "node:path";
import { describeProblem, type ContentProblem } from "#app/.server/content/validate-site-content.ts";
import type { Pino } from "#server/logging/logging.ts";
import { withoutPersonalData } from "#server/logging/personal-data.ts";
import type { SiteDb } from "#server/db/connection.ts";
import { recordAudit, type StaffUser } from "#server/staff/index.ts";
import { buildErrorInWords } from "./build-error";
import { buildFolders } from "./build-folders";
import { contentChanges, type ContentChange } from "./content-changes";
import { commitSnapshot, isGitCheckout } from "./git-commit";
import { publishLog } from "./publish-log";
import { runBuild } from "./run-build";

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
  /** Checks a content tree before building (validateSiteContent), for messages that name the file and the field. */
  checkContent?: (root: string) => ContentProblem[];
};

const newPublishId = () => `${new Date().toISOString().replace(/[-:.]/g, "")}-${randomBytes(3).toString("hex")}`;

/**
 * Publishing on a single server: one publish at a time, in the background. It snapshots the saved content,
 * builds the site from that snapshot in a child process while the live build keeps serving, then swaps the site
 * to the new build. A failure leaves the live build as it was and records the error in words. Each publish is
 * recorded in the database and the audit log and, in a git checkout, committed as the staff member.
 */
export function createPublisher({ db, projectDir, draftsDir, dataDir, live, logger, checkContent }: PublisherOptions) {
  const log = publishLog(db);
  const folders = buildFolders(dataDir, projectDir);
  const workingContent = draftsDir ?? path.join(projectDir, "content");
  let running: RunningPublish | undefined;
  let finished: Promise<void> = Promise.resolve();

  async function publish(run: RunningPublish, actor: StaffUser, ip: string | undefined, changes: ContentChange[]) {
    const audit = (action: string, detail?: string) => recordAudit(db, { actor, action, subject: run.id, detail, ip });
    const dirs = folders.create(run.id);
    try {
      cpSync(workingContent, dirs.source, { recursive: true });
      if (checkContent) {
        run.phase = "checking";
        const problems = await checkContent(dirs.source);
        if (problems.length)
          throw new PublishError(
            `The content has problems to fix first:\n${problems.map((problem) => `  - ${describeProblem(problem)}`).join("\n")}`,
          );
      }
      run.phase = "building";
      const build = await runBuild({ projectDir, buildDir: dirs.site, contentRoot: dirs.source }, (line) => (run.lastLine = line));
      if (!build.ok) throw new PublishError(`The build failed:\n${buildErrorInWords(build.output, projectDir)}`);
      logger.info({ publish: run.id, ms: build.ms, ...build.phases }, "Publish: build finished");
      run.phase = "loading";
      const loading = Date.now();
      await live.swapTo(dirs.site);
      folders.markLive(dirs.site);
      logger.info({ publish: run.id, ms: Date.now() - loading }, "Publish: the site now serves the new build");
      run.phase = "recording";
      const commit = (await isGitCheckout(projectDir))
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
    pendingChanges: (): ContentChange[] => contentChanges(path.join(live.dir(), "content"), workingContent),
    running: (): RunningPublish | undefined => (running ? { ...running } : undefined),
    history: () => log.history(),
    /** Settles when the publish running now (if any) has finished. */
    idle: () => finished,
    /** At start: a publish left running by a stopped server is marked interrupted. */
    recover: () => log.interruptRunning(),
    /** Starts a publish in the background, unless one is running. */
    async start(actor: StaffUser, ip: string | undefined): Promise<{ started: true; id: string } | { started: false }> {
      if (running) return { started: false };
      const run: RunningPublish = {
        id: newPublishId(),
        actorEmail: actor.email,
        startedAt: new Date().toISOString(),
        phase: "snapshot",
        lastLine: "",
      };
      running = run;
      try {
        const changes = contentChanges(path.join(live.dir(), "content"), workingContent);
        await log.start({ id: run.id, actorAccountId: actor.accountId, actorEmail: actor.email, startedAt: run.startedAt, changes });
        await recordAudit(db, { actor, action: "content.publish-start", subject: run.id, detail: `${changes.length} file(s) changed`, ip });
        finished = publish(run, actor, ip, changes)
          .catch((error: unknown) =>
            logger.error({ publish: run.id, error: withoutPersonalData(String(error)) }, "Publish: recording failed"),
          )
          .finally(() => (running = undefined));
      } catch (error) {
        running = undefined;
        throw error;
      }
      return { started: true, id: run.id };
    },
  };
}

/** A failure the editor is told about as it is. */
class PublishError extends Error {}

/** The commit message: what the publish changed. */
function publishMessage(changes: ContentChange[]): string {
  const lines = changes.map((change) => `- ${change.change}: content/${change.file}`);
  return `Publish content: ${changes.length} file(s) changed\n\n${lines.join("\n") || "- nothing changed since the live build"}\n`;
}

export type Publisher = ReturnType<typeof createPublisher>;
