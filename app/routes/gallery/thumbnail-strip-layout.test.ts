import { describe, expect, it } from "vitest";
import { stripLayout, THUMBNAIL_SLIDE_BASIS_CLASS, THUMBNAIL_VERTICAL_FROM_PX, THUMBNAILS_PER_VIEW } from "./thumbnail-strip-layout";

describe("thumbnail strip layout", () => {
  it("spells the slider's breakpoint and slides per view in its slide classes", () => {
    const [horizontal, vertical] = THUMBNAIL_SLIDE_BASIS_CLASS.split(" ");
    expect(horizontal).toBe(`basis-1/${THUMBNAILS_PER_VIEW.horizontal}`);
    expect(vertical).toBe(`min-[${THUMBNAIL_VERTICAL_FROM_PX}px]:basis-1/${THUMBNAILS_PER_VIEW.vertical}`);
    expect(stripLayout.slide).toContain(THUMBNAIL_SLIDE_BASIS_CLASS);
  });
});
