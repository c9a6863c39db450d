import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressedSiblings } from "#server/precompressed.ts";
import { isTextFile } from "#server/text-assets.ts";
import { clientDir } from "./support/built-pages";

// scripts/compress-build.ts: the server and a static host send the build's own brotli and gzip copies.
describe("compressed copies", () => {
  it("sits beside every page and text file of the client build, holding the same bytes", () => {
    const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && isTextFile(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    const wrong = files.flatMap((file) => {
      const name = path.relative(clientDir, file);
      const bytes = readFileSync(file);
      const siblings = compressedSiblings(file);
      if (!existsSync(siblings.br) || !existsSync(siblings.gzip)) return [`${name}: no brotli or gzip copy`];
      if (!brotliDecompressSync(readFileSync(siblings.br)).equals(bytes)) return [`${name}: its brotli copy holds other bytes`];
      if (!gunzipSync(readFileSync(siblings.gzip)).equals(bytes)) return [`${name}: its gzip copy holds other bytes`];
      return [];
    });
    expect(files.length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
