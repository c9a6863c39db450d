/** How long a session's record is kept after its last editor call (a staff session ends after 8 idle hours). */
const IDLE_MS = 8 * 60 * 60 * 1000;

/**
 * What each signed-in session has seen of the content: for every file, the version (blob sha) it last read or wrote,
 * or `null` for a file it saw absent. A save of a file whose version on disk is no longer the one the session saw
 * would overwrite another editor's change, and is refused. In memory: local mode has one server.
 */
export function fileVersions(now = () => Date.now()) {
  const sessions = new Map<string, { seen: Map<string, string | null>; used: number }>();

  function forSession(sessionId: string) {
    const time = now();
    for (const [id, entry] of sessions) if (time - entry.used > IDLE_MS) sessions.delete(id);
    let entry = sessions.get(sessionId);
    if (!entry) sessions.set(sessionId, (entry = { seen: new Map(), used: time }));
    entry.used = time;
    return entry.seen;
  }

  return {
    /** The session has the whole tree (a fresh start of the editor): every file's version is what it now shows. */
    sawTree(sessionId: string, files: ReadonlyMap<string, string>) {
      const seen = forSession(sessionId);
      seen.clear();
      for (const [file, sha] of files) seen.set(file, sha);
    },
    /** The session read, wrote (sha) or deleted (null) one file. */
    saw(sessionId: string, file: string, sha: string | null) {
      forSession(sessionId).set(file, sha);
    },
    /** The version the session last saw of `file`: a sha, null (absent), or undefined (never seen). */
    seenVersion(sessionId: string, file: string): string | null | undefined {
      return forSession(sessionId).get(file);
    },
  };
}

export type FileVersions = ReturnType<typeof fileVersions>;
