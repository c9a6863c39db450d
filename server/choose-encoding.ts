import type { ContentCoding } from "./precompressed";

/** The coding to send for an Accept-Encoding header: brotli if acceptable and stored, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined, stored: { br?: unknown; gzip?: unknown }): ContentCoding {
  if (!acceptEncoding) return "identity";
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get("*") ?? 0) > 0;
  if (stored.br && accepts("br")) return "br";
  if (stored.gzip && (accepts("gzip") || accepts("x-gzip"))) return "gzip";
  return "identity";
}
