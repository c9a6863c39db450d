import pg from "pg";

/** The PostgreSQL channel a publish is announced on. */
export const PUBLISHED_CHANNEL = "content_published";

/** What a publish announces: the commit every instance should serve, and the publish that made it. */
export type PublishAnnouncement = { commit: string; publishId: string };

const COMMIT = /^[0-9a-f]{40}$/;

/** The announcement in a notification's payload, or undefined when the payload is not one. */
export function parseAnnouncement(payload: string | undefined): PublishAnnouncement | undefined {
  try {
    const { commit, publishId } = JSON.parse(payload ?? "") as Partial<PublishAnnouncement>;
    return typeof commit === "string" && COMMIT.test(commit) && typeof publishId === "string" ? { commit, publishId } : undefined;
  } catch {
    return undefined;
  }
}

type ListenOptions = {
  databaseUrl: string;
  onAnnouncement: (announcement: PublishAnnouncement) => void;
  /** Called after each (re)connection: announcements made while disconnected were lost, so the caller catches up. */
  onListening: () => void;
  onError: (error: Error) => void;
  /** The wait before reconnecting after a drop or a refused connection. */
  retryMs?: number;
};

/** Announces a publish to every instance listening (and to this one, which ignores its own commit). */
export async function announcePublish(databaseUrl: string, announcement: PublishAnnouncement): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("select pg_notify($1, $2)", [PUBLISHED_CHANNEL, JSON.stringify(announcement)]);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * LISTENs for publishes on a client of its own (LISTEN holds a session, so no pooled connection), reconnecting after
 * `retryMs` whenever the connection drops or cannot be made, until `stop`.
 */
export function listenForPublishes({ databaseUrl, onAnnouncement, onListening, onError, retryMs = 2_000 }: ListenOptions) {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  function reconnectLater() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
  }

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000, keepAlive: true });
    client = next;
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (error && !stopped) onError(error);
      void next.end().catch(() => undefined);
      reconnectLater();
    };
    next.on("error", drop);
    next.on("end", () => drop());
    next.on("notification", ({ channel, payload }) => {
      const announcement = channel === PUBLISHED_CHANNEL ? parseAnnouncement(payload) : undefined;
      if (announcement) onAnnouncement(announcement);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PUBLISHED_CHANNEL}`);
    } catch (error) {
      drop(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped) await next.end().catch(() => undefined);
    else onListening();
  }

  return {
    start: () => void connect(),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
