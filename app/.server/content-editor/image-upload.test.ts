import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "#content/schema/image-limits.ts";
import { imageFormatOf, imageUploadProblem } from "./image-upload";

const FILE = "images/blogs/a-post/cover/src.png";
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } });
const bytes = async (image: sharp.Sharp) => new Uint8Array(await image.toBuffer());

describe("image uploads", () => {
  it("takes a PNG, a JPEG, a WebP and an AVIF of cover size, read by their content", async () => {
    for (const [format, image] of [
      ["png", picture(1600, 900).png()],
      ["jpeg", picture(1200, 630).jpeg()],
      ["webp", picture(1600, 900).webp()],
      ["avif", picture(1600, 900).avif()],
    ] as const) {
      const content = await bytes(image);
      expect(imageFormatOf(content), format).toBe(format);
      expect(await imageUploadProblem(FILE, content), format).toBeUndefined();
    }
  });

  it("refuses a text file named .png, and an SVG, whatever their names say", async () => {
    const text = new TextEncoder().encode("not a picture at all, only words\n");
    expect(await imageUploadProblem(FILE, text)).toBe(
      "src.png is not a PNG, JPEG, WebP or AVIF image (its content says otherwise, whatever its name); SVG is not taken",
    );
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1000"><script>alert(1)</script></svg>',
    );
    expect(await imageUploadProblem("images/blogs/a-post/cover/src.svg.png", svg)).toMatch(/is not a PNG, JPEG, WebP or AVIF image/);
  });

  it("refuses a file over 8 MB before reading it", async () => {
    const huge = new Uint8Array(MAX_IMAGE_BYTES + 1);
    huge.set(await bytes(picture(1600, 900).png()));
    expect(await imageUploadProblem(FILE, huge)).toBe("the image src.png is 8.0 MB; an image may be at most 8.0 MB (export it smaller)");
  });

  it("refuses an image too small for a cover or too large a side, and a damaged one, in words", async () => {
    expect(await imageUploadProblem(FILE, await bytes(picture(800, 600).png()))).toBe(
      "the image src.png is 800 × 600 px; it must be at least 1200 × 630 px to stay sharp as a cover or share image",
    );
    expect(await imageUploadProblem(FILE, await bytes(picture(9000, 700).png()))).toBe(
      "the image src.png is 9000 × 700 px; a side may be at most 8000 px (resize it)",
    );
    const png = await bytes(picture(1600, 900).png());
    expect(await imageUploadProblem(FILE, png.slice(0, 20))).toBe(
      "the image src.png could not be read: the file is damaged or not a complete PNG",
    );
  });

  it("takes a partner's logo far smaller than a cover, of any proportions, and refuses one too small for its tile", async () => {
    const LOGO = "images/partners/partners/snowflake/logo/src.png";
    expect(await imageUploadProblem(LOGO, await bytes(picture(320, 96).png()))).toBeUndefined();
    expect(await imageUploadProblem(LOGO, await bytes(picture(90, 240).png()))).toBeUndefined();
    expect(await imageUploadProblem(LOGO, await bytes(picture(64, 40).png()))).toBe(
      "the image src.png is 64 × 40 px; it must be at least 88 px on its longer side to stay sharp in the 44 px tile on the partner's card",
    );
    // The group, not the name of the entry, decides: a cover of an entry called "logo" is still a cover.
    expect(await imageUploadProblem("images/blogs/logo/cover/src.png", await bytes(picture(320, 96).png()))).toMatch(
      /it must be at least 1200 × 630 px to stay sharp as a cover or share image$/,
    );
  });

  it("reads a hostile folder name as a cover's, never as something every object has", async () => {
    for (const group of ["constructor", "toString", "__proto__", "hasOwnProperty"])
      expect(await imageUploadProblem(`images/blogs/a-post/${group}/src.png`, await bytes(picture(320, 96).png())), group).toBe(
        "the image src.png is 320 × 96 px; it must be at least 1200 × 630 px to stay sharp as a cover or share image",
      );
  });
});
