import { describe, expect, it } from "vitest";
import { ContentYamlError, MAX_CONTENT_FILE_BYTES, parseContentYaml, readFrontMatter } from "./content-yaml";

/** "Billion laughs": nine levels of nine aliases, 9^9 strings once expanded, in 323 bytes. */
export const ALIAS_CHAIN = [
  'a: &a ["x","x","x","x","x","x","x","x","x"]',
  ...[..."bcdefghi"].map((name, index) => `${name}: &${name} [${Array(9).fill(`*${"abcdefgh"[index]}`).join(",")}]`),
].join("\n");

function refusal(read: () => unknown): ContentYamlError {
  try {
    read();
  } catch (error) {
    if (error instanceof ContentYamlError) return error;
    throw error;
  }
  throw new Error("the text was read");
}

describe("parseContentYaml", () => {
  it("refuses an alias chain at once, naming the file and the first anchor's line", () => {
    const started = performance.now();
    const error = refusal(() => parseContentYaml(ALIAS_CHAIN, "content/services/x.yaml"));
    expect(performance.now() - started).toBeLessThan(500);
    expect(error.message).toBe(
      "content/services/x.yaml, line 1: anchors and aliases (&name, *name) are not allowed in content: write the value out where it is needed",
    );
  });

  it("refuses a single anchor and alias too: content needs none", () => {
    expect(refusal(() => parseContentYaml("title: Hello\nlead: &lead Hi\nintro: *lead\n", "f.yaml")).line).toBe(2);
  });

  it("refuses a YAML tag the core schema does not know, in words, never running or keeping it", () => {
    const error = refusal(() => parseContentYaml("title: ok\nrun: !!js/function 'function () { return 1 }'\n", "f.yaml"));
    expect(error.message).toBe("f.yaml, line 2: the YAML tag !!js/function is not allowed: content is plain text, numbers, lists and maps");
    expect(refusal(() => parseContentYaml("title: !local x\n", "f.yaml")).reason).toMatch(/^the YAML tag !local is not allowed/);
  });

  it("names the line of malformed YAML, a key given twice and a second document", () => {
    expect(refusal(() => parseContentYaml("title: ok\nlead: [unclosed\nnext: 1\n", "f.yaml")).line).toBe(3);
    expect(refusal(() => parseContentYaml("title: a\ntitle: b\n", "f.yaml")).message).toBe("f.yaml, line 2: Map keys must be unique");
    expect(refusal(() => parseContentYaml("title: a\n---\ntitle: b\n", "f.yaml")).reason).toMatch(/one YAML document/);
  });

  it("refuses a file over 256 KB before parsing it", () => {
    const big = `body: "${"x".repeat(MAX_CONTENT_FILE_BYTES)}"\n`;
    expect(refusal(() => parseContentYaml(big, "f.yaml")).reason).toMatch(/^the file is 257 KB; a content file may be at most 256 KB/);
    expect(parseContentYaml(`body: "${"x".repeat(MAX_CONTENT_FILE_BYTES - 20)}"\n`, "f.yaml")).toBeTypeOf("object");
  });

  it("reads dates as the loaders always have, or as written for the editor's restyling", () => {
    expect(parseContentYaml("date: 2026-04-08\n", "f.yaml")).toEqual({ date: new Date("2026-04-08T00:00:00Z") });
    expect(parseContentYaml("date: 2026-04-08\n", "f.yaml", { dates: "text" })).toEqual({ date: "2026-04-08" });
  });
});

describe("readFrontMatter", () => {
  it("reads front matter strictly and keeps the body; a refusal's line is the file's", () => {
    expect(readFrontMatter("---\ntitle: Hi\n---\nThe *body*.\n", "content/blogs/x.md")).toEqual({
      data: { title: "Hi" },
      body: "The *body*.\n",
    });
    expect(refusal(() => readFrontMatter(`---\n${ALIAS_CHAIN}\n---\nBody\n`, "content/blogs/x.md")).message).toMatch(
      /^content\/blogs\/x\.md, line 2: anchors and aliases/,
    );
  });

  it("counts the body toward the file's limit", () => {
    const long = `---\ntitle: Hi\n---\n${"word ".repeat(MAX_CONTENT_FILE_BYTES / 5 + 1)}`;
    expect(refusal(() => readFrontMatter(long, "content/blogs/x.md")).reason).toMatch(/at most 256 KB/);
  });
});
