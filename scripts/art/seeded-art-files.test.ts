import { describe, expect, it } from "vitest";
import { paths } from "#app/lib/paths.ts";
import { artSeeds, seededArt, seededArtFile } from "./seeded-art-files";

type Art = (typeof seededArt)[number];
const [hero, pattern] = seededArt as [Art, Art];

describe("seeded art files", () => {
  it("finds every seed of each kind a page's HTML refers to", () => {
    const html = `<use href="${paths.heroArt(31)}#art"></use><p>/art/hero-x.svg</p><use href="${paths.patternArt(5)}#art"></use><use href="${paths.heroArt(7)}#art"></use>`;
    expect(artSeeds(hero, html)).toEqual([31, 7]);
    expect(artSeeds(pattern, html)).toEqual([5]);
  });

  it("draws one symbol per file in the theme's colours, the same for the same seed and different across seeds", () => {
    for (const art of [hero, pattern]) {
      const file = seededArtFile(art, 7);
      expect(file).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><symbol id="art" viewBox="[\d ]+"( preserveAspectRatio="xMidYMid slice")?>/,
      );
      expect(file).not.toContain("var(");
      expect(file).toMatch(/(stop-color|fill)="#[0-9a-f]{6}"/);
      expect(seededArtFile(art, 7)).toBe(file);
      expect(seededArtFile(art, 8)).not.toBe(file);
    }
  });
});
