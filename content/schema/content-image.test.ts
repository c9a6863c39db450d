import { describe, expect, it } from "vitest";
import { blogFrontMatter } from "./articles";
import { contentImage } from "./fragments";

describe("an image in the content", () => {
  it("is a file under images/ with alt text, refused in words without either", () => {
    expect(contentImage().safeParse({ src: "images/blogs/a-post/cover/src.png", alt: "The delivery team's board" }).success).toBe(true);
    const messages = (value: unknown) =>
      contentImage()
        .safeParse(value)
        .error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(messages({ src: "images/blogs/a-post/cover/src.png", alt: "  " })).toEqual([
      "alt: write the alt text: what the image shows, for people who cannot see it",
    ]);
    for (const src of [
      "https://elsewhere.example/a.png",
      "images/blogs/../../etc/passwd.png",
      "images/blogs/a-post/cover.svg",
      "blogs/a.png",
    ])
      expect(messages({ src, alt: "A chart" }), src).toEqual([
        "src: upload the image: its file goes under images/<collection>/<entry>/ and is a PNG, JPEG, WebP or AVIF",
      ]);
  });

  it("is an optional cover of an article", () => {
    const article = {
      title: "A post",
      description: "x".repeat(60),
      date: "2026-04-08",
      services: ["data-governance"],
      author: "Practice lead, Data Governance",
    };
    expect(blogFrontMatter.parse(article).cover).toBeUndefined();
    expect(blogFrontMatter.parse({ ...article, cover: { src: "images/blogs/a-post/cover/src.jpg", alt: "A chart" } }).cover).toEqual({
      src: "images/blogs/a-post/cover/src.jpg",
      alt: "A chart",
    });
  });
});
