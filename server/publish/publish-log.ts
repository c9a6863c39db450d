import type { SiteDb } from "#server/db/connection.ts";
import type { ContentChange } from "./content-changes";
import type { PublishStatus } from "#server/db/tables/publish.ts";

export type PublishRecord = {
  id: string;
  actorEmail: string;
  startedAt: string;
  finishedAt: string | null;
  status: PublishStatus;
  changes: ContentChange[];
  commit: string | null;
  error: string | null;
};

export const HISTORY_SIZE = 20;

/** The publishes table (migration 008-content-publish). */
export function publishLog(db: SiteDb) {
  return {
    async start(row: { id: string; actorAccountId: string | null; actorEmail: string; startedAt: string; changes: ContentChange[] }) {
      await db
        .insertInto("content_publishes")
        .values({
          id: row.id,
          actor_account_id: row.actorAccountId,
          actor_email: row.actorEmail,
          started_at: row.startedAt,
          finished_at: null,
          status: "running",
          changes: JSON.stringify(row.changes),
          commit_sha: null,
          error: null,
        })
        .execute();
    },
    async finish(id: string, outcome: { status: Exclude<PublishStatus, "running">; commit?: string | null; error?: string | null }) {
      await db
        .updateTable("content_publishes")
        .set({
          status: outcome.status,
          finished_at: new Date().toISOString(),
          commit_sha: outcome.commit ?? null,
          error: outcome.error ?? null,
        })
        .where("id", "=", id)
        .execute();
    },
    /** Publishes a stopped server left running: they ended with it. */
    async interruptRunning() {
      await db
        .updateTable("content_publishes")
        .set({ status: "interrupted", finished_at: new Date().toISOString(), error: "The server stopped during this publish." })
        .where("status", "=", "running")
        .execute();
    },
    /** The commit of the last publish that went live with one, or null. */
    async lastPublishedCommit(): Promise<string | null> {
      const row = await db
        .selectFrom("content_publishes")
        .select("commit_sha")
        .where("status", "=", "published")
        .where("commit_sha", "is not", null)
        .orderBy("finished_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      return row?.commit_sha ?? null;
    },
    /** The newest publishes first. */
    async history(limit = HISTORY_SIZE): Promise<PublishRecord[]> {
      const rows = await db
        .selectFrom("content_publishes")
        .selectAll()
        .orderBy("started_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        actorEmail: row.actor_email,
        startedAt: row.started_at,
        finishedAt: row.finished_at,
        status: row.status,
        changes: JSON.parse(row.changes) as ContentChange[],
        commit: row.commit_sha,
        error: row.error,
      }));
    },
  };
}
