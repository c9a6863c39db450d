import { describe, expect, it } from "vitest";
import { staffPaths } from "#shared/staff-paths.ts";
import { contentSecurityPolicy } from "./csp";
import { editorContentSecurityPolicy, isContentEditorPage } from "./editor-csp";

describe("the content editor's CSP", () => {
  it("differs from the site's only by inline styles", () => {
    const site = contentSecurityPolicy(["'nonce-abc'"]).split("; ");
    const editor = editorContentSecurityPolicy(["'nonce-abc'"]).split("; ");
    expect(editor.length).toBe(site.length);
    const differing = editor.filter((directive, index) => directive !== site[index]);
    expect(differing).toEqual(["style-src 'self' 'unsafe-inline'"]);
    expect(editor.find((directive) => directive.startsWith("script-src"))).toBe("script-src 'self' 'nonce-abc'");
  });

  it("is the editor page's alone: not its API, the publish or preview pages, nor anything else", () => {
    for (const page of [staffPaths.content, `${staffPaths.content}/collection/services`, `${staffPaths.content}/singleton/site`])
      expect(isContentEditorPage(page), page).toBe(true);
    for (const other of [
      `${staffPaths.contentApi}/tree`,
      staffPaths.contentPublish,
      staffPaths.contentPreview("/services/data-governance"),
      staffPaths.home,
      `${staffPaths.content}-x`,
      "/services",
    ])
      expect(isContentEditorPage(other), other).toBe(false);
  });
});
