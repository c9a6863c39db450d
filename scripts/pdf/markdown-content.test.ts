import { describe, expect, it } from "vitest";
import { markdownToPdfContent } from "./markdown-content";

describe("markdownToPdfContent", () => {
  it("links only what a page would link: a refused scheme is its text alone", () => {
    const [paragraph] = markdownToPdfContent("[files](ftp://files.example) and [us](https://example.com)") as { text: object[] }[];
    expect(paragraph!.text).toEqual([
      { text: "files" },
      { text: " and " },
      { text: "us", link: "https://example.com", color: expect.any(String), decoration: "underline" },
    ]);
  });

  it("lays out the editor's {% table %} as a table, and drops the heading's anchor", () => {
    const blocks = markdownToPdfContent("## Tiers {% #tiers %}\n\n{% table %}\n- Tier\n---\n- High\n{% /table %}\n");
    expect(blocks[0]).toMatchObject({ text: [{ text: "Tiers" }], style: "h2" });
    expect(blocks[1]).toMatchObject({ table: { body: [[{ text: [{ text: "Tier" }] }], [{ text: [{ text: "High" }] }]] } });
  });
});
