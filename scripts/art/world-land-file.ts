import { writeFileSync } from "node:fs";
import path from "node:path";
import { worldMap } from "#app/.server/map/world-map.ts";
import { paths } from "#shared/paths.ts";
import { WORLD_LAND_SYMBOL } from "#app/routes/global-footprint/office-map.tsx";

/** The office map's land as one path for `<use>`; its fill and stroke come from the page, through the `<use>`. */
export function worldLandFile(): string {
  const map = worldMap();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${map.width} ${map.height}"><path id="${WORLD_LAND_SYMBOL}" d="${map.land}"/></svg>`;
}

export function writeWorldLandFile(clientDir: string): void {
  writeFileSync(path.join(clientDir, paths.worldLand), worldLandFile());
}
