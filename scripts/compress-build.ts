import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compress, compressedSiblings } from "#server/precompressed.ts";
import { isTextFile } from "#server/text-assets.ts";

/**
 * Writes a brotli and a gzip copy beside every page and text file of the client build, so each server
 * instance starts with them (no seconds of a core spent at every start) and a static host can send them
 * as they are. Runs last: a file changed after its copies were made is compressed again at start.
 */
export async function compressBuild(clientDir: string): Promise<number> {
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isTextFile(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  // zlib's asynchronous calls run on libuv's thread pool, which bounds how many run at once.
  await Promise.all(
    files.map(async (file) => {
      const { br, gzip } = await compress(readFileSync(file));
      const siblings = compressedSiblings(file);
      writeFileSync(siblings.br, br);
      writeFileSync(siblings.gzip, gzip);
    }),
  );
  return files.length;
}
