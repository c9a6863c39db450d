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

/** Whether a changed entry goes out with the next publish ("ready") or stays saved but unpublished ("draft"). */
export type EntryState = "draft" | "ready";

/** A content entry's state and last save, keyed by its path under content/ (migration 013). */
export type ContentEntryStateTable = {
  path: string;
  state: EntryState;
  saved_by_email: string | null;
  saved_at: string | null;
  marked_by_email: string | null;
  marked_at: string | null;
};

/** "waiting" until its time, "claimed" while an instance starts it, then "started", "skipped" or "cancelled". */
export type ScheduleState = "waiting" | "claimed" | "started" | "skipped" | "cancelled";

/** A publish of the ready entries scheduled for a time (migration 013). */
export type ContentPublishScheduleTable = {
  id: string;
  run_at: string;
  actor_account_id: string | null;
  actor_email: string;
  created_at: string;
  state: ScheduleState;
  /** The instance that claimed it, and until when (a crashed claimant's claim runs out). */
  claimed_by: string | null;
  claimed_until: string | null;
  publish_id: string | null;
  /** Why it did not start, in words. */
  outcome: string | null;
};

export type PublishTables = {
  content_publishes: ContentPublishTable;
  content_entry_states: ContentEntryStateTable;
  content_publish_schedules: ContentPublishScheduleTable;
};
