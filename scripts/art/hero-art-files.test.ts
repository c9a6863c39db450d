import { describe, expect, it } from "vitest";
import { paths } from "#app/lib/paths.ts";
import { heroArtFile, heroArtSeeds } from "./hero-art-files";

describe("hero art files", () => {
  it("finds every seed a page's HTML refers to", () => {
    const html = `<svg><use href="${paths.heroArt(31)}#mesh"></use></svg><p>/art/hero-x.svg</p><svg><use href="${paths.heroArt(7)}#mesh"></use></svg>`;
    expect(heroArtSeeds(html)).toEqual([31, 7]);
  });

  it("draws one symbol per file in the theme's colours, the same for the same seed and different across seeds", () => {
    const file = heroArtFile(7);
    expect(file).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><symbol id="mesh" viewBox="0 0 1200 520" preserveAspectRatio="xMidYMid slice">/);
    expect(file).not.toContain("var(");
    expect(file).toContain('stop-color="#041a2e"');
    expect(heroArtFile(7)).toBe(file);
    expect(heroArtFile(8)).not.toBe(file);
  });
});
