import { FormEncodingError, parseStrictForm } from "./strict-form";
import { parseStrictJson } from "./strict-json";
import type { PostHeaders } from "./request-guards";

export const BODY_LIMIT = 16 * 1024;

export type Fields = Record<string, unknown>;
export type BodyResult = { ok: true; fields: Fields } | { ok: false; status: 400 | 408 | 413 | 415; error: string };

type Kind = "json" | "form";

function kindOf(contentType: string | null): Kind | undefined {
  const [media = "", ...params] = (contentType ?? "")
    .toLowerCase()
    .split(";")
    .map((part) => part.trim());
  const charset = params
    .find((param) => param.startsWith("charset="))
    ?.slice(8)
    .replace(/"/g, "");
  if (charset && charset !== "utf-8" && charset !== "utf8") return undefined;
  if (media === "application/json") return "json";
  if (media === "application/x-www-form-urlencoded") return "form";
  return undefined;
}

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
 * A body past the limit is still read (and dropped) up to this size before the 413: closing a socket
 * with unread bytes makes the kernel reset it, and the reset can wipe the 413 from the client's
 * buffer before the client reads it. Past this size, or a second of draining, the answer goes out.
 */
const DRAIN_LIMIT = 256 * 1024;
const DRAIN_MS = 1000;

/** Reads at most `limit` bytes, counting the stream itself rather than trusting Content-Length. */
async function readCapped(body: PostBody, limit: number, timeoutMs: number): Promise<Uint8Array | 413 | 408> {
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
      if (size > DRAIN_LIMIT) return 413;
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
  return read.length === 1 ? (read[0] as Uint8Array) : Buffer.concat(read);
}

/** The submitted fields of a JSON or urlencoded body: strict, size-capped, no key given twice. */
export async function readFields(
  request: { headers: PostHeaders; body: PostBody | null },
  { limit = BODY_LIMIT, timeoutMs = 10_000 }: { limit?: number; timeoutMs?: number } = {},
): Promise<BodyResult> {
  const kind = kindOf(request.headers.get("content-type") ?? null);
  if (!kind) return { ok: false, status: 415, error: "Send JSON or a form post (UTF-8)" };
  const encoding = request.headers.get("content-encoding")?.trim().toLowerCase();
  if (encoding && encoding !== "identity") return { ok: false, status: 415, error: "Send the body uncompressed (no Content-Encoding)" };
  const declared = request.headers.get("content-length") ?? null;
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > limit)) {
    return /^\d+$/.test(declared)
      ? { ok: false, status: 413, error: "Body too large" }
      : { ok: false, status: 400, error: "Bad Content-Length" };
  }
  if (!request.body) return { ok: false, status: 400, error: "Empty body" };
  const bytes = await readCapped(request.body, limit, timeoutMs).catch(() => 400 as const);
  if (bytes === 413) return { ok: false, status: 413, error: "Body too large" };
  if (bytes === 408) return { ok: false, status: 408, error: "Body too slow" };
  if (bytes === 400) return { ok: false, status: 400, error: "Body could not be read" };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 400, error: "Body is not valid UTF-8" };
  }
  return kind === "json" ? fromJson(text) : fromForm(text);
}

function fromJson(text: string): BodyResult {
  let parsed: unknown;
  try {
    parsed = parseStrictJson(text);
  } catch (error) {
    return { ok: false, status: 400, error: `Body is not valid JSON: ${(error as Error).message}` };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    return { ok: false, status: 400, error: "Send a JSON object" };
  return { ok: true, fields: parsed as Fields };
}

function fromForm(text: string): BodyResult {
  let pairs: [string, string][];
  try {
    pairs = parseStrictForm(text);
  } catch (error) {
    if (error instanceof FormEncodingError) return { ok: false, status: 400, error: error.message };
    throw error;
  }
  const fields: Fields = Object.create(null);
  for (const [key, value] of pairs) {
    if (Object.hasOwn(fields, key)) return { ok: false, status: 400, error: "A field was sent twice" };
    fields[key] = value;
  }
  return { ok: true, fields };
}
