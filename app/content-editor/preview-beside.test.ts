import { describe, expect, it } from "vitest";
import { staffPaths } from "#shared/staff-paths.ts";
import { contentRegistry } from "#content/schema/registry.ts";
import { isSaveRequest, publicPathOfEditorView } from "./preview-beside";

const view = (path: string) => publicPathOfEditorView(`${staffPaths.content}${path}`, contentRegistry);

describe("the page an editor's view stands for", () => {
  it("is the entry's page for a collection entry, and the singleton's page for a page singleton", () => {
    expect(view("/collection/services/item/data-governance")).toBe("/services/data-governance");
    expect(view("/singleton/workLifePage")).toBe("/work-life");
  });

  it("is none for lists, the dashboard, a new entry, sets without a page and anything outside the editor", () => {
    expect(view("/collection/services")).toBeUndefined();
    expect(view("")).toBeUndefined();
    expect(view("/collection/services/create")).toBeUndefined();
    expect(view("/singleton/searchSynonyms")).toBeUndefined();
    expect(view("/collection/no-such-set/item/x")).toBeUndefined();
    expect(publicPathOfEditorView("/services/data-governance", contentRegistry)).toBeUndefined();
  });

  it("counts only the staff API's save as a save", () => {
    expect(isSaveRequest(`http://localhost:3000${staffPaths.contentApi}/update`)).toBe(true);
    expect(isSaveRequest(`http://localhost:3000${staffPaths.contentApi}/tree`)).toBe(false);
  });
});
