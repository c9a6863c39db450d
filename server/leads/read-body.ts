import { FormEncodingError, parseStrictForm } from "./strict-form";
import { parseStrictJson } from "./strict-json";
import type { PostHeaders } from "./request-guards";
import { readCappedBody, type PostBody } from "#shared/capped-body.ts";

export type { PostBody };

export const BODY_LIMIT = 16 * 1024;

export type { Fields } from "#shared/request-shapes.ts";
import type { Fields } from "#shared/request-shapes.ts";
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

/** The submitted fields of a JSON or urlencoded body: strict, size-capped, no key given twice. */
export async function readFields(
  request: { headers: PostHeaders; body: PostBody | null },
  { limit = BODY_LIMIT, timeoutMs = 10_000 }: { limit?: number; timeoutMs?: number } = {},
): Promise<BodyResult> {
  const kind = kindOf(request.headers.get("content-type") ?? null);
  if (!kind) return { ok: false, status: 415, error: "Send JSON or a form post (UTF-8)" };
  const encoding = request.headers.get("content-encoding")?.trim().toLowerCase();
  if (encoding && encoding !== "identity") return { ok: false, status: 415, error: "Send the body uncompressed (no Content-Encoding)" };
  const read = await readCappedBody(request, { limit, timeoutMs });
  if (!read.ok) return read;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(read.bytes);
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
