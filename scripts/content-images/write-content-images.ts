import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { CONTENT_IMAGES_URL, imageVariants, type ImageVariant } from "#app/.server/content/content-images.ts";
import { IMAGE_PATH } from "#content/schema/fragments.ts";

const cacheDir = path.resolve("node_modules/.cache/content-images");

/** Every image file of the content tree (under images/), relative to it. */
export function contentImageFiles(root: string): string[] {
  const folder = path.join(root, "images");
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => IMAGE_PATH.test(file))
    .sort();
}

/** One variant from the original: resized to its width (or cut to fill its box), in its format. */
function render(original: Uint8Array, variant: ImageVariant): Promise<Buffer> {
  const image = sharp(original)
    .rotate()
    .resize(variant.width, variant.height, { fit: variant.crop ? "cover" : "fill", position: "centre" });
  if (variant.format === "avif") return image.avif({ quality: 55, effort: 4 }).toBuffer();
  if (variant.format === "webp") return image.webp({ quality: 78 }).toBuffer();
  if (variant.format === "png") return image.png({ compressionLevel: 9, palette: false }).toBuffer();
  return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/**
 * Writes under `clientDir` every resized and converted file of every image in the content tree at `root`, named by the
 * original's hash (content-images.ts, which the pages' srcsets are made from). A file made by an earlier build is
 * copied from the cache, so only a new image costs time.
 */
export async function writeContentImages(root: string, clientDir: string): Promise<{ images: number; made: number; reused: number }> {
  const files = contentImageFiles(root);
  const outDir = path.join(clientDir, CONTENT_IMAGES_URL);
  mkdirSync(outDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  let made = 0;
  let reused = 0;
  for (const file of files) {
    const original = readFileSync(path.join(root, file));
    const { variants, share } = imageVariants(original);
    await Promise.all(
      [...variants, share].map(async (variant) => {
        const cached = path.join(cacheDir, variant.name);
        const target = path.join(outDir, variant.name);
        if (existsSync(cached)) {
          copyFileSync(cached, target);
          reused += 1;
          return;
        }
        const output = await render(original, variant);
        writeFileSync(cached, output);
        writeFileSync(target, output);
        made += 1;
      }),
    );
  }
  return { images: files.length, made, reused };
}
