import sharp from "sharp";
import { isImageFile } from "#content/schema/entry-paths.ts";
import {
  imageMinimumInWords,
  imageMinimumOfFile,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  meetsImageMinimum,
} from "#content/schema/image-limits.ts";

export type ImageFormat = "png" | "jpeg" | "webp" | "avif";

export { isImageFile };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image format the bytes begin with (their magic number), whatever the file is called; undefined for anything
 * else, SVG included (a text format that can carry scripts, never taken).
 */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0x89, ...ascii("PNG\r\n"), 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  // An ISO media file (ftyp box at byte 4) whose brand is AVIF: a still image or an image sequence.
  if (startsWith(bytes, ascii("ftyp"), 4) && (startsWith(bytes, ascii("avif"), 8) || startsWith(bytes, ascii("avis"), 8))) return "avif";
  return undefined;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * What is wrong with an uploaded image, in words for the editor, or undefined when it may be saved: its type read
 * from its bytes (PNG, JPEG, WebP or AVIF), its size, and its dimensions as sharp reads them from its header, against
 * the minimum of the image group it fills (content/schema/image-limits.ts).
 */
export async function imageUploadProblem(file: string, bytes: Uint8Array): Promise<string | undefined> {
  const name = file.split("/").pop();
  if (bytes.byteLength > MAX_IMAGE_BYTES)
    return `the image ${name} is ${megabytes(bytes.byteLength)}; an image may be at most ${megabytes(MAX_IMAGE_BYTES)} (export it smaller)`;
  const format = imageFormatOf(bytes);
  if (!format) return `${name} is not a PNG, JPEG, WebP or AVIF image (its content says otherwise, whatever its name); SVG is not taken`;
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE }).metadata());
  } catch {
    return `the image ${name} could not be read: the file is damaged or not a complete ${format.toUpperCase()}`;
  }
  if (!width || !height) return `the image ${name} could not be read: it gives no dimensions`;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE)
    return `the image ${name} is ${width} × ${height} px; a side may be at most ${MAX_IMAGE_SIDE} px (resize it)`;
  const minimum = imageMinimumOfFile(file);
  if (!meetsImageMinimum(minimum, width, height))
    return `the image ${name} is ${width} × ${height} px; it must be ${imageMinimumInWords(minimum)} ${minimum.purpose}`;
  return undefined;
}
