import { describe, expect, it } from "vitest";
import { isEditablePath, isPublishEntry } from "./entry-paths";

describe("which content files an editor may save, and which wait to be marked ready", () => {
  it("lets the editor save entries, singletons and a set's images, and nothing else", () => {
    expect(isEditablePath("services/data-governance.yaml")).toBe(true);
    expect(isEditablePath("company.yaml")).toBe(true);
    expect(isEditablePath("images/blogs/cover.png")).toBe(true);
    expect(isEditablePath("images/nowhere/cover.png")).toBe(false);
    expect(isEditablePath("services/../package.json")).toBe(false);
    expect(isEditablePath("services/nested/entry.yaml")).toBe(false);
  });

  it("lists entries and singletons to mark ready, while an uploaded image goes with every publish", () => {
    expect(isPublishEntry("blogs/ai-governance-model-risk.md")).toBe(true);
    expect(isPublishEntry("company.yaml")).toBe(true);
    expect(isPublishEntry("images/blogs/cover.png")).toBe(false);
  });
});
