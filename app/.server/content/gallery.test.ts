import { describe, expect, it } from "vitest";
import { galleryPaths, getDiagramDrawing, getDiagramPage, getGalleryPage, validateDiagrams } from "./gallery";
import { readCollection } from "./content-files";

const diagrams = readCollection("gallery");

const clone = () => structuredClone(diagrams);

describe("gallery content", () => {
  it("has at least nine valid diagrams, each with its own pre-rendered page", () => {
    expect(validateDiagrams(diagrams).length).toBeGreaterThanOrEqual(9);
    expect(galleryPaths()).toContain("/gallery/lakehouse-reference-architecture");
    const items = getGalleryPage().items;
    expect(items.flatMap((item) => [item.href, item.drawingHref])).toEqual(galleryPaths());
    expect(getDiagramDrawing("mdm-hub")!.nodes.map((node) => node.id)).toContain("golden");
    expect(getDiagramDrawing("nothing")).toBeNull();
  });

  it("refuses an arrow to a box that does not exist, naming the diagram and the field", () => {
    const broken = clone();
    broken[0]!.edges.push({ from: "core", to: "nowhere" });
    expect(() => validateDiagrams(broken)).toThrow(/0\.edges\.11\.to: no node has the id "nowhere"/);
  });

  it("refuses two boxes in one cell and a box outside the grid", () => {
    const broken = clone();
    broken[1]!.nodes.push({ id: "extra", label: "Extra", kind: "process", col: 0, row: 0 });
    broken[1]!.nodes.push({ id: "far", label: "Far", kind: "process", col: 9, row: 0 });
    expect(() => validateDiagrams(broken)).toThrow(/"extra" overlaps "sources"[\s\S]*"far" lies outside the 5×2 grid/);
  });

  it("refuses a label that cannot fit its box", () => {
    const broken = clone();
    broken[2]!.nodes[0]!.label = "A label far too long to fit on two short lines of a single box";
    expect(() => validateDiagrams(broken)).toThrow(/2\.nodes\.0\.label: does not fit on two lines/);
  });

  it("refuses a service slug that names no service (the cross-reference graph)", () => {
    const broken = clone();
    broken[3]!.services = ["data-governance", "data-gouvernance"];
    expect(() => validateDiagrams(broken)).toThrow(
      /governance-operating-model\.services\.1: no service or AI offering has the slug "data-gouvernance"/,
    );
  });

  it("describes every box of a diagram in words on its page, band by band", () => {
    const page = getDiagramPage("mdm-hub")!;
    expect(page.components.groups[0]).toEqual(expect.objectContaining({ heading: "MDM hub" }));
    const words = page.components.groups.flatMap((group) => group.items);
    expect(words).toHaveLength(diagrams.find((diagram) => diagram.slug === "mdm-hub")!.nodes.length);
    expect(words).toContain("Golden record: With source references");
    expect(getDiagramPage("no-such-diagram")).toBeNull();
  });
});
