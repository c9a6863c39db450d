import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding } from "./choose-encoding";
import { compressOnce, stored } from "./precompressed";
import { serveStaticFile } from "./static-files";

const html = Buffer.from(`<!doctype html><title>Home</title>${"<p>Data, AI and technology consulting.</p>".repeat(400)}`);
const script = Buffer.from(`export const catalogue = ${JSON.stringify(Array.from({ length: 300 }, (_, n) => `service ${n}`))};`);
let server: Server;
let port: number;

beforeAll(async () => {
  const home = { html: stored(html), csp: ["'sha256-abc'"] };
  const asset = { file: stored(script), type: "text/javascript; charset=utf-8", cacheControl: "public, max-age=31536000, immutable" };
  await Promise.all([compressOnce(home.html), compressOnce(asset.file)]);
  const serve = serveStaticFile(
    {
      pages: new Map([
        ["/", home],
        ["/resources/blogs", home],
      ]),
      assets: new Map([["/assets/app-1a2b.js", asset]]),
    },
    new Set(["/resources/blogs"]),
  );
  server = createServer((req, res) => serve(req, res) || res.writeHead(404).end()).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync, identity: (bytes: Buffer) => bytes };

describe("pages and text files compressed once", () => {
  for (const [path, original] of [
    ["/", html],
    ["/assets/app-1a2b.js", script],
  ] as const) {
    for (const [acceptEncoding, coding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["", "identity"],
    ] as const) {
      it(`gives a ${coding || "plain"} client of ${path} the exact bytes, labelled, with a validator of their own`, async () => {
        const answer = await get(path, acceptEncoding ? { "accept-encoding": acceptEncoding } : {});
        expect(answer.status).toBe(200);
        expect(answer.headers["content-encoding"]).toBe(coding === "identity" ? undefined : coding);
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(decoders[coding](answer.body).equals(original)).toBe(true);
        expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
        if (coding !== "identity") expect(answer.body.length).toBeLessThan(original.length / 5);
        expect(answer.headers.etag).toMatch(coding === "br" ? /-br"$/ : coding === "gzip" ? /-gz"$/ : /^"[\w-]+"$/);
      });
    }
  }

  it("answers 304 with no body when the client's copy in the same coding is current, 200 when it holds another coding", async () => {
    const brotli = await get("/", { "accept-encoding": "br" });
    const again = await get("/", { "accept-encoding": "br", "if-none-match": String(brotli.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(brotli.headers.etag);
    const weakened = await get("/", { "accept-encoding": "br", "if-none-match": `W/${brotli.headers.etag}` });
    expect(weakened.status).toBe(304);
    const otherCoding = await get("/", { "accept-encoding": "gzip", "if-none-match": String(brotli.headers.etag) });
    expect(otherCoding.status).toBe(200);
    expect(otherCoding.headers["content-encoding"]).toBe("gzip");
  });

  it("keeps the page's own CSP, no-cache and the security headers, and the asset's immutable caching", async () => {
    const page = await get("/?utm_source=newsletter", { "accept-encoding": "br" });
    expect(page.headers["strict-transport-security"]).toContain("max-age=");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["content-security-policy"]).toContain("'sha256-abc'");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    const asset = await get("/assets/app-1a2b.js", { "accept-encoding": "br" });
    expect(asset.headers["cache-control"]).toContain("immutable");
  });

  it("hands a filterable list with a query to the application, and serves it bare (or with an empty query) from memory", async () => {
    expect((await get("/resources/blogs")).status).toBe(200);
    expect((await get("/resources/blogs?")).status).toBe(200);
    expect((await get("/resources/blogs?industry=banking&page=2")).status).toBe(404);
    // Other pages ignore their query (tracking parameters) and stay pre-rendered.
    expect((await get("/?industry=banking")).status).toBe(200);
  });

  it("leaves other paths and methods to the application", async () => {
    expect((await get("/missing", {})).status).toBe(404);
    expect((await get("/", {}, "POST")).status).toBe(404);
  });

  it("answers HEAD with the headers and length of the GET, and no body", async () => {
    const head = await get("/", { "accept-encoding": "br" }, "HEAD");
    const full = await get("/", { "accept-encoding": "br" });
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
  });
});

describe("choosing the coding", () => {
  const both = { br: true, gzip: true };
  it("honours q-values, a wildcard and refusals", () => {
    expect(chooseEncoding("gzip;q=1, br;q=0", both)).toBe("gzip");
    expect(chooseEncoding("*", both)).toBe("br");
    expect(chooseEncoding("br;q=0, gzip;q=0", both)).toBe("identity");
    expect(chooseEncoding("deflate", both)).toBe("identity");
    expect(chooseEncoding(" GZIP ", both)).toBe("gzip");
  });
  it("sends what is stored while compression is still under way", () => {
    expect(chooseEncoding("br, gzip", {})).toBe("identity");
  });
});
