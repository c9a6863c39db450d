import { describe, expect, it } from "vitest";
import { worldMap } from "#app/.server/map/world-map.ts";
import { worldLandFile } from "./world-land-file";

describe("world land file", () => {
  it("holds the land as one path in the map's own coordinates, with no colours of its own", () => {
    const file = worldLandFile();
    const map = worldMap();
    expect(file).toContain(`viewBox="0 0 ${map.width} ${map.height}"`);
    expect(file).toContain(`<path id="land" d="${map.land}"/>`);
    expect(file).not.toMatch(/fill=|stroke=/);
  });
});
