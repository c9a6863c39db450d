import { describe, expect, it } from "vitest";
import { heroMotifs } from "#app/lib/hero-motif.ts";
import { motifGeometry } from "./hero-motifs";

const segments = (lines: string) => lines.split("M").filter(Boolean);

describe("banner motifs", () => {
  it("draws a different picture for each family from the same seed, each inside the field", () => {
    const drawings = heroMotifs.map((motif) => motifGeometry(motif, 41));
    expect(new Set(drawings.map((drawing) => drawing.lines)).size).toBe(heroMotifs.length);
    for (const { hubs, nodes } of drawings) {
      expect(hubs.length).toBeGreaterThan(0);
      for (const [x, y] of [...hubs, ...nodes]) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(1200);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(520);
      }
    }
  });

  it("draws each family's own kind of line", () => {
    // Services: straight runs and 45° bends only; industries: closed contours; company: elliptical orbits; careers: curves.
    const services = motifGeometry("services", 3).lines;
    for (const [x1, y1, x2, y2] of [...services.matchAll(/(\d+) (\d+)L(\d+) (\d+)/g)].map((match) => match.slice(1).map(Number))) {
      const [dx, dy] = [Math.abs(x2! - x1!), Math.abs(y2! - y1!)];
      expect(dx === 0 || dy === 0 || dx === dy).toBe(true);
    }
    expect(segments(motifGeometry("industries", 3).lines).every((each) => each.endsWith("Z"))).toBe(true);
    expect(segments(motifGeometry("company", 3).lines).every((each) => each.includes("A"))).toBe(true);
    expect(segments(motifGeometry("careers", 3).lines).every((each) => each.includes("C"))).toBe(true);
    expect(segments(motifGeometry("mesh", 3).lines).every((each) => /^\d+ \d+L\d+ \d+$/.test(each))).toBe(true);
  });
});
