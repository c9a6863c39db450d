/** Largest JSON body a WebAuthn ceremony step sends (a credential with its attestation is a few KB). */
const MAX_BYTES = 64 * 1024;

/** A ceremony step's JSON body as an object, or a 400/413 Response thrown for anything else. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.length > MAX_BYTES) throw new Response("Too large", { status: 413 });
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw new Response("Expected a JSON object", { status: 400 });
}
