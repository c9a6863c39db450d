/** How a publish ended; "running" while its build runs, "interrupted" when the server stopped during it. */
export type PublishStatus = "running" | "published" | "failed" | "interrupted";

/** One publish of the content (migration 008-content-publish). */
export type ContentPublishTable = {
  id: string;
  actor_account_id: string | null;
  actor_email: string;
  started_at: string;
  finished_at: string | null;
  status: PublishStatus;
  /** JSON: the files changed against the live build's snapshot, `[{ file, change }]`. */
  changes: string;
  /** The git commit of the snapshot built, where the deployment is a git checkout. */
  commit_sha: string | null;
  /** Why it failed, in words an editor can act on. */
  error: string | null;
};

export type PublishTables = { content_publishes: ContentPublishTable };
