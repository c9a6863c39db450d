import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentImageFiles, writeContentImages } from "./write-content-images";

let work: string;
const root = () => path.join(work, "content");
const client = (name: string) => path.join(work, name);

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "write-content-images-"));
  const folder = path.join(root(), "images/case-studies/a-study/cover");
  mkdirSync(folder, { recursive: true });
  // A colour of its own each run, so the first build makes its files rather than finding them in the shared cache.
  const background = { r: Math.floor(Math.random() * 256), g: Math.floor(Math.random() * 256), b: Math.floor(Math.random() * 256) };
  writeFileSync(
    path.join(folder, "src.webp"),
    await sharp({ create: { width: 1800, height: 1200, channels: 3, background } })
      .webp()
      .toBuffer(),
  );
  writeFileSync(path.join(folder, "notes.txt"), "not an image of the content\n");
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the content images at build", () => {
  it("makes every width in AVIF, WebP and JPEG and the 1200 × 630 share card, then takes them from the cache", async () => {
    expect(contentImageFiles(root())).toEqual(["images/case-studies/a-study/cover/src.webp"]);
    const first = await writeContentImages(root(), client("first"));
    expect(first).toEqual({ images: 1, made: 10, reused: 0 });
    const written = readdirSync(path.join(client("first"), "assets/images")).sort();
    expect(written.map((name) => name.replace(/^[0-9a-f]{16}-/, ""))).toEqual([
      "1024.avif",
      "1024.jpg",
      "1024.webp",
      "1600.avif",
      "1600.jpg",
      "1600.webp",
      "640.avif",
      "640.jpg",
      "640.webp",
      "share.jpg",
    ]);
    const sizeOf = async (suffix: string) => {
      const { format, width, height } = await sharp(
        path.join(
          client("first"),
          "assets/images",
          written.find((name) => name.endsWith(suffix))!,
        ),
      ).metadata();
      return [format, width, height];
    };
    expect(await sizeOf("-640.webp")).toEqual(["webp", 640, 427]);
    expect(await sizeOf("-1600.jpg")).toEqual(["jpeg", 1600, 1067]);
    expect(await sizeOf("-share.jpg")).toEqual(["jpeg", 1200, 630]);

    expect(await writeContentImages(root(), client("second"))).toEqual({ images: 1, made: 0, reused: 10 });
    expect(readdirSync(path.join(client("second"), "assets/images")).sort()).toEqual(written);
  });
});
