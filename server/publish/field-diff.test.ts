import { describe, expect, it } from "vitest";
import { fieldChanges } from "./field-diff";

describe("a publish's change as fields", () => {
  it("names each changed field of a YAML entry with its text before and after, nested fields by their path", () => {
    const before = "order: 10\ntitle: Data Governance\nfaqs:\n  - question: Why?\n    answer: Because.\n";
    const after =
      "order: 10\ntitle: Data governance and stewardship\nfaqs:\n  - question: Why?\n    answer: Owners.\n  - question: New\n    answer: One\n";
    expect(fieldChanges("services/data-governance.yaml", before, after)).toEqual([
      { field: "title", before: "Data Governance", after: "Data governance and stewardship" },
      { field: "faqs.0.answer", before: "Because.", after: "Owners." },
      { field: "faqs.1.question", before: null, after: "New" },
      { field: "faqs.1.answer", before: null, after: "One" },
    ]);
  });

  it("reads Markdown's front matter and its text, and an added or removed file as every field appearing or going", () => {
    const before = '---\ntitle: "Masking"\ndate: 2026-04-08\n---\nFirst paragraph.\n';
    const after = '---\ntitle: "Masking"\ndate: 2026-04-09\n---\nFirst paragraph, edited.\n';
    expect(fieldChanges("blogs/m.md", before, after)).toEqual([
      { field: "date", before: "2026-04-08", after: "2026-04-09" },
      { field: "body", before: "First paragraph.", after: "First paragraph, edited." },
    ]);
    expect(fieldChanges("partners/p.yaml", null, "name: P\n")).toEqual([{ field: "name", before: null, after: "P" }]);
    expect(fieldChanges("partners/p.yaml", "name: P\n", null)).toEqual([{ field: "name", before: "P", after: null }]);
  });

  it("shows a long text's change as the part that changed, cuts what is still long, and shows a file that is no valid YAML as its text", () => {
    const [change] = fieldChanges("services/s.yaml", `title: ${"a".repeat(1000)}\n`, "title: b\n");
    expect(change?.before).toHaveLength(400);
    expect(change?.before?.endsWith("…")).toBe(true);
    const body = (word: string) =>
      `---\ntitle: T\n---\n${"Lead paragraph. ".repeat(40)}Most firms govern models.${word} ${"Closing words. ".repeat(40)}\n`;
    const [edit, ...rest] = fieldChanges("blogs/b.md", body(""), body(" Quillfeather."));
    expect(rest).toEqual([]);
    expect(edit?.field).toBe("body");
    expect(edit?.before).toMatch(/^…(Lead paragraph\. |raph\. )+Most firms govern models\. Closing words\. .*…$/);
    expect(edit?.after).toMatch(/^…(Lead paragraph\. |raph\. )+Most firms govern models\. Quillfeather\. Closing words\. .*…$/);
    expect(edit?.after?.length).toBeLessThan(200);
    expect(fieldChanges("services/s.yaml", "title: [broken\n", "title: fixed\n")).toEqual([
      { field: "title", before: null, after: "fixed" },
      { field: "text", before: "title: [broken\n", after: null },
    ]);
  });
});
