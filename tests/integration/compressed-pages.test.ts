import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite } from "#tests/integration/support/site-process.ts";
import { waitFor } from "#tests/integration/support/smtp-relay.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const homeHtml = readFileSync(path.resolve(import.meta.dirname, "../..", buildDir, "client/index.html"));
let site: Awaited<ReturnType<typeof startSite>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "compressed-pages-"));
  site = await startSite({ DATA_DIR: dataDir });
  // The build compressed every page and text file; anything it did not is compressed at start (seconds of a core).
  await waitFor(() => /Pages and text files compressed/.test(site.output()), 60_000, "the pages to be compressed");
});
afterAll(async () => {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function get(pathname: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request({ host: "127.0.0.1", port: site.port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("the built site serves its home page compressed once", () => {
  it("gives brotli, gzip and plain clients the built page's exact bytes, each with its own ETag, and 304 on a match", async () => {
    const br = await get("/", { "accept-encoding": "gzip, deflate, br" });
    const gz = await get("/", { "accept-encoding": "gzip" });
    const plain = await get("/", {});
    expect([br.headers["content-encoding"], gz.headers["content-encoding"], plain.headers["content-encoding"]]).toEqual([
      "br",
      "gzip",
      undefined,
    ]);
    expect(brotliDecompressSync(br.body).equals(homeHtml)).toBe(true);
    expect(gunzipSync(gz.body).equals(homeHtml)).toBe(true);
    expect(plain.body.equals(homeHtml)).toBe(true);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    for (const answer of [br, gz, plain]) {
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    }
    expect(site.output(), "the build compressed every page and text file: nothing is left for start").toMatch(/\d+ at build, 0 at start/);
    const current = await get("/", { "accept-encoding": "gzip, deflate, br", "if-none-match": String(br.headers.etag) });
    expect(current.status).toBe(304);
  });
});
