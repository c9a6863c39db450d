import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite } from "#tests/integration/support/site-process.ts";

let site: Awaited<ReturnType<typeof startSite>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "share-images-"));
  site = await startSite({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Width and height from a PNG's signature and IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const metaContent = (html: string, attribute: "property" | "name", key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

async function getImage(pathname: string) {
  const response = await fetch(`${site.base}${pathname}`);
  return { status: response.status, type: response.headers.get("content-type"), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("share images", () => {
  it("every page in the sitemap names its own 1200×630 PNG in its Open Graph and Twitter tags, and the server has it", async () => {
    const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(pages.length).toBeGreaterThan(20);
    const defaultImage = (await getImage("/og-image.png")).bytes;
    const images = new Map<string, string>();
    for (const page of pages) {
      const html = await (await fetch(`${site.base}${page}`)).text();
      const image = metaContent(html, "property", "og:image");
      expect(image, `${page}: og:image`).toBeDefined();
      expect(metaContent(html, "name", "twitter:card"), `${page}: twitter:card`).toBe("summary_large_image");
      expect(
        [metaContent(html, "property", "og:image:width"), metaContent(html, "property", "og:image:height")],
        `${page}: og:image size`,
      ).toEqual(["1200", "630"]);
      expect(metaContent(html, "property", "og:image:alt"), `${page}: og:image:alt`).toMatch(/\S/);
      const { pathname } = new URL(image!);
      expect(pathname, `${page}: an image of its own`).toMatch(/^\/share\/.+\.png$/);
      const { status, type, bytes } = await getImage(pathname);
      expect([status, type], `${page}: ${pathname}`).toEqual([200, "image/png"]);
      expect(pngSize(bytes), `${page}: ${pathname}`).toEqual({ width: 1200, height: 630 });
      expect(bytes.equals(defaultImage), `${page}: ${pathname} was drawn at build, not the site's default`).toBe(false);
      images.set(page, bytes.toString("base64"));
    }
    // Each page's picture is its own, not one image copied under many names.
    expect(new Set(images.values()).size).toBe(pages.length);
  });

  it("a share image the build did not make answers with the site's default image", async () => {
    const { status, type, bytes } = await getImage("/share/resources/whitepapers/not-pre-rendered/download.png");
    expect([status, type]).toEqual([200, "image/png"]);
    expect(bytes.equals((await getImage("/og-image.png")).bytes)).toBe(true);
  });
});
