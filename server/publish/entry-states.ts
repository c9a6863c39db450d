import type { SiteDb } from "#server/db/connection.ts";
import type { ContentEntryStateTable, EntryState } from "#server/db/tables/publish.ts";

export type EntryStateRecord = { state: EntryState; savedBy: string | null; savedAt: string | null };

/**
 * Each changed entry's state and last save (content_entry_states, migration 013), keyed by its path under content/.
 * An entry without a row is a draft saved by nobody known (edited outside the editor).
 */
export function entryStates(db: SiteDb) {
  const upsert = (path: string, values: Partial<Omit<ContentEntryStateTable, "path">>) =>
    db
      .insertInto("content_entry_states")
      .values({ path, state: "draft", ...values })
      .onConflict((conflict) => conflict.column("path").doUpdateSet(values))
      .execute();
  return {
    /** A save makes the entry a draft again: a "ready" applies to the version that was reviewed. */
    async saved(paths: readonly string[], email: string, at: string) {
      for (const path of paths) await upsert(path, { state: "draft", saved_by_email: email, saved_at: at });
    },
    async mark(path: string, state: EntryState, email: string, at: string) {
      await upsert(path, { state, marked_by_email: email, marked_at: at });
    },
    async all(): Promise<Map<string, EntryStateRecord>> {
      const rows = await db.selectFrom("content_entry_states").selectAll().execute();
      return new Map(rows.map((row) => [row.path, { state: row.state, savedBy: row.saved_by_email, savedAt: row.saved_at }]));
    },
    /** After a publish: its entries are live, so their state starts afresh with their next save. */
    async published(paths: readonly string[]) {
      if (paths.length) await db.deleteFrom("content_entry_states").where("path", "in", paths).execute();
    },
  };
}

export type EntryStates = ReturnType<typeof entryStates>;
