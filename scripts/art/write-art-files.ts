import { writeSeededArtFiles } from "./seeded-art-files";
import { writeWorldLandFile } from "./world-land-file";

/**
 * Decorative art drawn once into cached SVG files that pages show with `<use>`, rather than inlined in each
 * page's HTML and again in its hydration data. Runs when React Router's build ends, after pre-rendering.
 */
export function writeArtFiles(clientDir: string): void {
  const seeded = writeSeededArtFiles(clientDir);
  writeWorldLandFile(clientDir);
  console.log(`Art files: ${seeded} seeded drawings (banners, cards) and the world map's land`);
}
