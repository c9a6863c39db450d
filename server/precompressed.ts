import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
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

/** A file's brotli (best quality) and gzip (best compression) bytes: the cost is paid once, never per request. */
export async function compress(bytes: Buffer): Promise<Record<"br" | "gzip", Buffer>> {
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
  return { br, gzip: gz };
}

function addVariants(file: Precompressed, { br, gzip }: Record<"br" | "gzip", Buffer>): void {
  // Each coding is a different representation, so each has its own validator.
  const tag = file.identity.etag.slice(1, -1);
  file.br = { body: br, etag: `"${tag}-br"` };
  file.gzip = { body: gzip, etag: `"${tag}-gz"` };
}

/** Adds the brotli and gzip variants to a file read without them. */
export async function compressOnce(file: Precompressed): Promise<void> {
  addVariants(file, await compress(file.identity.body));
}

/** Where the build writes a file's compressed copies (scripts/post-build.ts). */
export const compressedSiblings = (absolute: string) => ({ br: `${absolute}.br`, gzip: `${absolute}.gz` });

/** A build file, with the compressed copies the build wrote beside it when they are at least as new as it is. */
export function storedFile(absolute: string): Precompressed {
  const file = stored(readFileSync(absolute));
  const siblings = compressedSiblings(absolute);
  const written = statSync(absolute).mtimeMs;
  const current = (sibling: string) => existsSync(sibling) && statSync(sibling).mtimeMs >= written;
  if (current(siblings.br) && current(siblings.gzip))
    addVariants(file, { br: readFileSync(siblings.br), gzip: readFileSync(siblings.gzip) });
  return file;
}
