import { describe, expect, it } from "vitest";
import { paths } from "#shared/paths.ts";
import { artSeeds, seededArt, seededArtFile } from "./seeded-art-files";

type Art = (typeof seededArt)[number];
const art = (name: string) => seededArt.find((each) => each.name === name) as Art;
const [hero, pattern] = [art("hero-services"), art("pattern")];

describe("seeded art files", () => {
  it("finds every seed of each kind a page's HTML refers to", () => {
    const html = `<use href="${paths.heroArt("services", 31)}#art"></use><p>/art/hero-services-x.svg</p><use href="${paths.patternArt(5)}#art"></use><use href="${paths.heroArt("services", 7)}#art"></use><use href="${paths.heroArt("careers", 9)}#art"></use>`;
    expect(artSeeds(hero, html)).toEqual([31, 7]);
    expect(artSeeds(art("hero-careers"), html)).toEqual([9]);
    expect(artSeeds(pattern, html)).toEqual([5]);
  });

  it("draws one symbol per file in the theme's colours, the same for the same seed and different across seeds", () => {
    for (const each of seededArt) {
      const file = seededArtFile(each, 7);
      expect(file).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><symbol id="art" viewBox="[\d ]+"( preserveAspectRatio="xMidYMid slice")?>/,
      );
      expect(file).not.toContain("var(");
      expect(file).toMatch(/(stop-color|fill)="#[0-9a-f]{6}"/);
      expect(seededArtFile(each, 7)).toBe(file);
      expect(seededArtFile(each, 8)).not.toBe(file);
    }
  });
});
