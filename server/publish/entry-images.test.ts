import { describe, expect, it } from "vitest";
import { isImageFile } from "#content/schema/entry-paths.ts";
import type { ContentChange } from "./content-changes";
import { groupImages, imagesNamedIn } from "./entry-images";

const COVER = "images/blogs/a-post/cover/src.png";
const SHARE = "images/services/data/searchEngines/shareImage/src.jpg";

describe("the images an entry names", () => {
  it("reads every image path in a YAML entry's fields or a Markdown entry's front matter, and none from its body", () => {
    expect(imagesNamedIn("blogs/a-post.md", `---\ntitle: A\ncover:\n  src: ${COVER}\n  alt: Board\n---\nSee ${SHARE}\n`)).toEqual(
      new Set([COVER]),
    );
    expect(
      imagesNamedIn("services/data.yaml", `title: D\nsearchEngines:\n  shareImage: { src: ${SHARE}, alt: Card }\nlist: [x]\n`),
    ).toEqual(new Set([SHARE]));
    expect(imagesNamedIn("services/data.yaml", "title: [unclosed")).toEqual(new Set());
    expect(imagesNamedIn("services/data.yaml", null)).toEqual(new Set());
  });
});

describe("which saved images go with which entry", () => {
  const named: Record<string, string[]> = { "blogs/a-post.md": [COVER], "services/data.yaml": [SHARE] };
  const group = (changes: ContentChange[], owners: Record<string, string> = {}) =>
    groupImages(changes, {
      isImage: isImageFile,
      namedBy: (entry) => new Set(named[entry] ?? []),
      ownerOf: (image) => owners[image],
    });

  it("lists an uploaded image under the saved entry that names it, not as an entry of its own", () => {
    expect(
      group([
        { file: "blogs/a-post.md", change: "added" },
        { file: COVER, change: "added" },
      ]),
    ).toEqual({
      entries: [{ file: "blogs/a-post.md", change: "added", ownChange: true, images: [{ file: COVER, change: "added" }] }],
      unnamed: [],
    });
  });

  it("leaves over an image that no saved entry names, so no publish takes it", () => {
    const stray = "images/blogs/other/cover/src.png";
    expect(
      group([
        { file: "blogs/a-post.md", change: "changed" },
        { file: stray, change: "added" },
      ]),
    ).toEqual({
      entries: [{ file: "blogs/a-post.md", change: "changed", ownChange: true, images: [] }],
      unnamed: [{ file: stray, change: "added" }],
    });
  });

  it("lists an unchanged entry for its replaced image, when the entry names it", () => {
    expect(group([{ file: SHARE, change: "changed" }], { [SHARE]: "services/data.yaml" })).toEqual({
      entries: [{ file: "services/data.yaml", change: "changed", ownChange: false, images: [{ file: SHARE, change: "changed" }] }],
      unnamed: [],
    });
    // An image in an entry's folder that the entry does not name is still no one's.
    expect(group([{ file: COVER, change: "added" }], { [COVER]: "blogs/other.md" }).unnamed).toEqual([{ file: COVER, change: "added" }]);
  });
});
