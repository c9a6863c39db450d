import { describe, expect, it } from "vitest";
import { nestToc } from "./toc";

describe("nestToc", () => {
  it("nests each subsection under the section before it", () => {
    const nested = nestToc([
      { id: "a", text: "A", depth: 2 },
      { id: "b", text: "B", depth: 2 },
      { id: "b1", text: "B1", depth: 3 },
      { id: "b2", text: "B2", depth: 3 },
      { id: "c", text: "C", depth: 2 },
    ]);
    expect(nested.map((node) => [node.id, node.children.map((child) => child.id)])).toEqual([
      ["a", []],
      ["b", ["b1", "b2"]],
      ["c", []],
    ]);
  });

  it("keeps a subsection with no section before it at the top level", () => {
    expect(
      nestToc([
        { id: "x", text: "X", depth: 3 },
        { id: "y", text: "Y", depth: 2 },
      ]).map((node) => node.id),
    ).toEqual(["x", "y"]);
    expect(nestToc([])).toEqual([]);
  });
});
