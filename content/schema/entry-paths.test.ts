import { describe, expect, it } from "vitest";
import { entryOfImage, isEditablePath } from "./entry-paths";

describe("which content files an editor may save, and which wait to be marked ready", () => {
  it("lets the editor save entries, singletons and a set's images, and nothing else", () => {
    expect(isEditablePath("services/data-governance.yaml")).toBe(true);
    expect(isEditablePath("company.yaml")).toBe(true);
    expect(isEditablePath("images/blogs/cover.png")).toBe(true);
    expect(isEditablePath("images/nowhere/cover.png")).toBe(false);
    expect(isEditablePath("services/../package.json")).toBe(false);
    expect(isEditablePath("services/nested/entry.yaml")).toBe(false);
  });

  it("finds the entry whose image folder holds an upload", () => {
    expect(entryOfImage("images/blogs/a-post/cover/src.png")).toBe("blogs/a-post.md");
    expect(entryOfImage("images/services/data-governance/searchEngines/shareImage/src.jpg")).toBe("services/data-governance.yaml");
    expect(entryOfImage("images/company/logo/src.png")).toBe("company.yaml");
    expect(entryOfImage("images/blogs/cover.png")).toBeUndefined();
    expect(entryOfImage("images/nowhere/a/src.png")).toBeUndefined();
    expect(entryOfImage("blogs/a-post.md")).toBeUndefined();
  });
});
