import pg from "pg";

/** The advisory lock's key: any fixed number, the same on every instance ("publ" in ASCII). */
const PUBLISH_LOCK_KEY = 0x7075626c;

/** Lets go of the site-wide publish lock. */
export type ReleasePublishLock = () => Promise<void>;

/**
 * At most one publish at a time across every instance on one PostgreSQL: a session advisory lock, held on a
 * connection of its own for the whole publish (a pooled connection could go back to the pool while still holding
 * it). If the instance dies, its connection closes and PostgreSQL lets go of the lock.
 */
export function publishLock(databaseUrl: string) {
  return {
    /** Takes the lock at once, or answers null when a publish holds it on some instance. */
    async tryTake(): Promise<ReleasePublishLock | null> {
      const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
      // A dropped connection has already let go of the lock; the error must not end the process.
      client.on("error", () => undefined);
      await client.connect();
      try {
        const { rows } = await client.query<{ taken: boolean }>("select pg_try_advisory_lock($1) as taken", [PUBLISH_LOCK_KEY]);
        if (!rows[0]?.taken) {
          await client.end();
          return null;
        }
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      return async () => {
        await client.query("select pg_advisory_unlock($1)", [PUBLISH_LOCK_KEY]).catch(() => undefined);
        await client.end().catch(() => undefined);
      };
    },
  };
}

export type PublishLock = ReturnType<typeof publishLock>;
