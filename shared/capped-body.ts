import type { PostHeaders } from "#shared/request-shapes.ts";

/** A post's body: a fetch Request's stream, or the Node request itself (no web stream in between). */
export type PostBody = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

function chunksOf(body: PostBody): { next(): Promise<IteratorResult<Uint8Array>>; cancel(): void } {
  if ("getReader" in body) {
    const reader = body.getReader();
    return { next: () => reader.read() as Promise<IteratorResult<Uint8Array>>, cancel: () => void reader.cancel().catch(() => {}) };
  }
  const iterator = body[Symbol.asyncIterator]();
  return { next: () => iterator.next(), cancel: () => void iterator.return?.() };
}

/**
 * A body past the limit is still read (and dropped) up to this much more before the 413: closing a socket
 * with unread bytes makes the kernel reset it, and the reset can wipe the 413 from the client's
 * buffer before the client reads it. Past this size, or a second of draining, the answer goes out.
 */
const DRAIN_LIMIT = 256 * 1024;
const DRAIN_MS = 1000;

/**
 * How long a refused body may go on arriving, read and dropped, once its 413 is answered (with `linger`): as a web
 * server's lingering close, the client reads the answer before the connection closes, however much it still sends.
 */
const LINGER_MS = 10_000;

/** Reads and drops what is left of a refused body, in the background, until it ends or LINGER_MS have passed. */
function discardRest(chunks: ReturnType<typeof chunksOf>): void {
  const until = Date.now() + LINGER_MS;
  void (async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      for (;;) {
        const left = until - Date.now();
        if (left <= 0) return chunks.cancel();
        const next = await Promise.race([chunks.next(), new Promise<"late">((resolve) => (timer = setTimeout(resolve, left, "late")))]);
        clearTimeout(timer);
        if (next === "late") return chunks.cancel();
        if (next.done) return;
      }
    } catch {
      // The client went away: nothing is left to drop.
    } finally {
      clearTimeout(timer);
    }
  })();
}

/**
 * Reads at most `limit` bytes, counting the stream itself rather than trusting Content-Length. Past the limit, the
 * 413 comes after a short drain (the lead API's), or at once with `linger`, the rest dropped as it arrives.
 */
async function readCapped(body: PostBody, limit: number, timeoutMs: number, linger: boolean): Promise<Uint8Array | 413 | 408> {
  const chunks = chunksOf(body);
  const read: Uint8Array[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<408>((resolve) => {
    timer = setTimeout(() => resolve(408), timeoutMs);
  });
  let drainTimer: NodeJS.Timeout | undefined;
  let drained: Promise<413> | undefined;
  try {
    for (;;) {
      const next = await Promise.race([chunks.next(), drained ?? timeout]);
      if (next === 408 || next === 413) return next;
      if (next.done) break;
      size += next.value.byteLength;
      if (size > limit && linger) {
        discardRest(chunks);
        return 413;
      }
      if (size > limit + DRAIN_LIMIT) return 413;
      if (size <= limit) read.push(next.value);
      else drained ??= new Promise<413>((resolve) => (drainTimer = setTimeout(() => resolve(413), DRAIN_MS)));
    }
  } catch (error) {
    chunks.cancel();
    throw error;
  } finally {
    clearTimeout(timer);
    clearTimeout(drainTimer);
  }
  if (size > limit) return 413;
  // Not cancelled when refused: cancelling destroys the socket before the 408 or 413 can be written.
  // The answer says "Connection: close", so the server closes it once the answer is out.
  return joined(read);
}

/** The chunks as one array (browser-safe: no Node Buffer). */
function joined(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const all = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

export type CappedBody = { ok: true; bytes: Uint8Array } | { ok: false; status: 400 | 408 | 413; error: string };

/**
 * A request body of at most `limit` bytes, read without ever holding more: a declared Content-Length over the limit
 * is refused before a byte is read, and a chunked (or lying) body is counted as it streams and refused once past
 * it (413); a body slower than `timeoutMs` is refused with 408. Every body the site reads goes through here: the
 * lead posts, the staff forms and sign-in, the content editor's saves (docs/operations.md, "Body limits"). With
 * `linger`, a refused body's 413 goes out at once and the rest is dropped as it arrives, the connection kept open
 * (answer without `Connection: close`): a client still sending megabytes reads its answer rather than a reset.
 */
export async function readCappedBody(
  request: { headers: PostHeaders; body: PostBody | null },
  { limit, timeoutMs = 10_000, linger = false }: { limit: number; timeoutMs?: number; linger?: boolean },
): Promise<CappedBody> {
  const declared = request.headers.get("content-length") ?? null;
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > limit)) {
    return /^\d+$/.test(declared)
      ? { ok: false, status: 413, error: "Body too large" }
      : { ok: false, status: 400, error: "Bad Content-Length" };
  }
  if (!request.body) return { ok: false, status: 400, error: "Empty body" };
  const bytes = await readCapped(request.body, limit, timeoutMs, linger).catch(() => 400 as const);
  if (bytes === 413) return { ok: false, status: 413, error: "Body too large" };
  if (bytes === 408) return { ok: false, status: 408, error: "Body too slow" };
  if (bytes === 400) return { ok: false, status: 400, error: "Body could not be read" };
  return { ok: true, bytes };
}
