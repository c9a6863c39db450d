import { describe, expect, it } from "vitest";
import { paths } from "./paths";

describe("paths.shareImage", () => {
  it("mirrors the page's path under /share, the home page as index", () => {
    expect(paths.shareImage("/")).toBe("/share/index.png");
    expect(paths.shareImage("/partnership")).toBe("/share/partnership.png");
    expect(paths.shareImage(paths.service("data-governance"))).toBe("/share/services/data-governance.png");
    expect(paths.shareImage(paths.caseStudy("gen-AI-transcript"))).toBe("/share/resources/case-studies/gen-AI-transcript.png");
  });

  it("names the same image with or without a trailing slash, and a different one for every page", () => {
    expect(paths.shareImage("/services/")).toBe(paths.shareImage("/services"));
    const pages = [
      "/",
      "/services",
      paths.service("data-governance"),
      paths.aiHub,
      paths.aiOffering("data-governance"),
      paths.industry("banking"),
      paths.blog("index"),
    ];
    expect(new Set(pages.map(paths.shareImage)).size).toBe(pages.length);
  });
});
