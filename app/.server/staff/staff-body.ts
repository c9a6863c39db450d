import { bodyLimitFor, tooLargeMessage } from "#shared/body-limits.ts";
import { readCappedBody } from "#shared/capped-body.ts";

const refusal = (status: number, words: string, headers: Record<string, string> = {}) =>
  new Response(words, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/**
 * A staff post's body, read within its path's limit (shared/body-limits.ts) and never beyond: a body past it is
 * refused with a thrown 413 as it streams (the rest dropped as it arrives: capped-body.ts), one slower than 10 s with
 * a 408. A post without a body reads as empty.
 */
export async function readStaffBody(request: Request): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const limit = bodyLimitFor(new URL(request.url).pathname);
  const read = await readCappedBody(request, { limit, linger: true });
  if (read.ok) return read.bytes;
  if (read.status === 413) throw refusal(413, tooLargeMessage(limit));
  if (read.status === 408) throw refusal(408, "The form arrived too slowly. Try again.", { Connection: "close" });
  throw refusal(400, "The form could not be read. Try again.");
}

/** A staff form's fields (urlencoded or multipart), read by readStaffBody; undefined when the body is not a form. */
export async function readStaffForm(request: Request): Promise<FormData | undefined> {
  const bytes = await readStaffBody(request);
  const type = request.headers.get("content-type") ?? "";
  return new Response(new Uint8Array(bytes), { headers: { "Content-Type": type } }).formData().catch(() => undefined);
}
