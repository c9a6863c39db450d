import { describe, expect, it } from "vitest";
import { layoutDiagram, layoutOutline, outlineOf, wrapLabel } from "./diagram-layout";

const diagram = {
  columns: 3,
  rows: 2,
  groups: [{ label: "Zone", col: 1, row: 0, cols: 2, rows: 2, tone: "brand" as const }],
  nodes: [
    { id: "a", label: "Source", kind: "source" as const, col: 0, row: 0, span: 1 },
    { id: "b", label: "Store", kind: "store" as const, col: 1, row: 0, span: 1 },
    { id: "c", label: "Report", kind: "consumer" as const, col: 2, row: 1, span: 1 },
    { id: "d", label: "Rules", kind: "control" as const, col: 1, row: 1, span: 1 },
  ],
  edges: [
    { from: "a", to: "b", dashed: false },
    { from: "b", to: "c", dashed: false },
    { from: "d", to: "b", dashed: true },
  ],
};

describe("wrapLabel", () => {
  it("wraps at word boundaries and refuses what does not fit", () => {
    expect(wrapLabel("Cleanse and standardise", 22)).toEqual(["Cleanse and", "standardise"]);
    expect(wrapLabel("Golden record", 22)).toEqual(["Golden record"]);
    expect(wrapLabel("one two three four five six seven", 8)).toBeNull();
    expect(wrapLabel("Supercalifragilistic", 10)).toBeNull();
  });
});

describe("layoutDiagram", () => {
  it("draws a straight arrow along a row, an elbow across rows, and a vertical one within a column", () => {
    const { edges } = layoutDiagram(diagram);
    expect(edges[0]!.d).toMatch(/^M\d+ \d+H\d+$/);
    expect(edges[1]!.d).toMatch(/^M\d+ \d+H\d+V\d+H\d+$/);
    expect(edges[2]!.d).toMatch(/^M\d+ \d+V\d+$/);
  });

  it("gives the thumbnail's outline the same geometry as the full drawing", () => {
    const full = layoutDiagram(diagram);
    const outline = layoutOutline(outlineOf(diagram));
    expect([outline.width, outline.height]).toEqual([full.width, full.height]);
    expect(outline.nodes.map(({ x, y, w, h }) => [x, y, w, h])).toEqual(full.nodes.map(({ x, y, w, h }) => [x, y, w, h]));
    expect(outline.edges.map((edge) => edge.d)).toEqual(full.edges.map((edge) => edge.d));
  });
});
