import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type ContentCoding = "br" | "gzip" | "identity";
export type Variant = { body: Buffer; etag: string };
/** One file's bytes as stored for each coding; `br` and `gzip` appear once `compressOnce` has run. */
export type Precompressed = { identity: Variant } & Partial<Record<"br" | "gzip", Variant>>;

export function stored(bytes: Buffer): Precompressed {
  return { identity: { body: bytes, etag: `"${createHash("sha1").update(bytes).digest("base64url")}"` } };
}

/** Adds the brotli (best quality) and gzip (best compression) variants; the cost is paid once, never per request. */
export async function compressOnce(file: Precompressed): Promise<void> {
  const bytes = file.identity.body;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // Each coding is a different representation, so each has its own validator.
  const tag = file.identity.etag.slice(1, -1);
  file.br = { body: br, etag: `"${tag}-br"` };
  file.gzip = { body: gz, etag: `"${tag}-gz"` };
}
