import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { staffPaths } from "#shared/staff-paths.ts";
import { imageVariants, responsiveImage, shareImageOf } from "./content-images";

let root: string;
const SRC = "images/blogs/a-post/cover/src.png";
const JPEG_SRC = "images/blogs/a-post/cover/narrow.jpg";

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "content-images-"));
  mkdirSync(path.join(root, path.dirname(SRC)), { recursive: true });
  const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#0f766e" } });
  writeFileSync(path.join(root, SRC), await picture(2400, 1350).png().toBuffer());
  writeFileSync(path.join(root, JPEG_SRC), await picture(1300, 700).jpeg().toBuffer());
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a content image on a page", () => {
  it("is offered at 640, 1024 and 1600 px in AVIF, WebP and its own format, with its size, named by its content", () => {
    const image = responsiveImage({ src: SRC, alt: "A chart of the pipeline" }, root);
    expect(image).toMatchObject({ alt: "A chart of the pipeline", width: 2400, height: 1350 });
    expect(image.srcSet).toMatch(
      /^\/assets\/images\/([0-9a-f]{16})-640\.png 640w, \/assets\/images\/\1-1024\.png 1024w, \/assets\/images\/\1-1600\.png 1600w$/,
    );
    expect(image.src).toMatch(/-1600\.png$/);
    expect(image.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(image.sources[0]!.srcSet).toMatch(/-640\.avif 640w, .+-1024\.avif 1024w, .+-1600\.avif 1600w$/);
  });

  it("in the content preview, is the drafts' upload itself with its size: the live build has no copies of an unpublished one", () => {
    vi.stubEnv("CONTENT_PREVIEW_IMAGES", "uploads");
    try {
      const src = staffPaths.contentPreviewImage(SRC);
      expect(responsiveImage({ src: SRC, alt: "A chart of the pipeline" }, root)).toEqual({
        alt: "A chart of the pipeline",
        width: 2400,
        height: 1350,
        src,
        srcSet: `${src} 2400w`,
        sources: [],
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("is never offered wider than the original, and a JPEG or WebP falls back to JPEG", () => {
    const image = responsiveImage({ src: JPEG_SRC, alt: "A whiteboard" }, root);
    expect(image.srcSet).toMatch(/-640\.jpg 640w, .+-1024\.jpg 1024w, .+-1300\.jpg 1300w$/);
  });

  it("gives a share card of 1200 × 630 as JPEG, and new names for new bytes", async () => {
    expect(shareImageOf({ src: SRC, alt: "A chart" }, root)).toEqual({
      path: expect.stringMatching(/^\/assets\/images\/[0-9a-f]{16}-share\.jpg$/),
      type: "image/jpeg",
      alt: "A chart",
    });
    const one = imageVariants(
      await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#000" } })
        .png()
        .toBuffer(),
    );
    const other = imageVariants(
      await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    expect(one.share).toMatchObject({ width: 1200, height: 630, crop: true });
    expect(one.share.name).not.toBe(other.share.name);
  });
});
