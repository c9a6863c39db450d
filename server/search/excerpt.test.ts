import { describe, expect, it } from "vitest";
import { excerpt, highlight } from "./excerpt";

const terms = new Set(["govern", "mask"]);

describe("highlight", () => {
  it("marks every form of a matched word and keeps the rest as text", () => {
    expect(highlight("Data governance, governed masking.", terms)).toEqual([
      { text: "Data ", hit: false },
      { text: "governance", hit: true },
      { text: ", ", hit: false },
      { text: "governed", hit: true },
      { text: " ", hit: false },
      { text: "masking", hit: true },
      { text: ".", hit: false },
    ]);
  });

  it("keeps markup in the text as text: it never becomes HTML", () => {
    const parts = highlight('<img src=x onerror="alert(1)"> masking', terms);
    expect(parts.map((part) => part.text).join("")).toBe('<img src=x onerror="alert(1)"> masking');
    expect(parts.filter((part) => part.hit)).toEqual([{ text: "masking", hit: true }]);
  });
});

describe("excerpt", () => {
  const filler = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");

  it("cuts around the matched words, with an ellipsis on each cut side", () => {
    const text = `${filler(60)} the new governance model ${filler(60)}`;
    const parts = excerpt(text, terms);
    const joined = parts.map((part) => part.text).join("");
    expect(joined.startsWith("… ")).toBe(true);
    expect(joined.endsWith(" …")).toBe(true);
    expect(parts.filter((part) => part.hit).map((part) => part.text)).toEqual(["governance"]);
    expect(joined.split(/\s+/).length).toBeLessThanOrEqual(34);
  });

  it("prefers the passage with the most matches", () => {
    const text = `masking ${filler(80)} governance and masking, governed ${filler(80)}`;
    const hits = excerpt(text, terms).filter((part) => part.hit);
    expect(hits.map((part) => part.text)).toEqual(["governance", "masking", "governed"]);
  });

  it("opens the text when nothing matched, and gives nothing for an empty text", () => {
    expect(excerpt("A short page about data.", terms)).toEqual([{ text: "A short page about data.", hit: false }]);
    expect(excerpt("", terms)).toEqual([]);
  });
});
