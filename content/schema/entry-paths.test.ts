import { describe, expect, it } from "vitest";
import { isEditablePath } from "./entry-paths";

describe("which content files an editor may save, and which wait to be marked ready", () => {
  it("lets the editor save entries, singletons and a set's images, and nothing else", () => {
    expect(isEditablePath("services/data-governance.yaml")).toBe(true);
    expect(isEditablePath("company.yaml")).toBe(true);
    expect(isEditablePath("images/blogs/cover.png")).toBe(true);
    expect(isEditablePath("images/nowhere/cover.png")).toBe(false);
    expect(isEditablePath("services/../package.json")).toBe(false);
    expect(isEditablePath("services/nested/entry.yaml")).toBe(false);
  });
});
