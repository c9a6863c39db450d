import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { HERO_ART_SYMBOL } from "#app/components/sections/hero-art.tsx";
import { HeroArtDrawing } from "#app/components/sections/hero-art-drawing.tsx";
import { paths } from "#app/lib/paths.ts";
import { designColors, resolveColors } from "../share-images/design-colors";

/** The banner mesh of one seed as an SVG file holding one symbol for `<use>`, in the theme's colours. */
export function heroArtFile(seed: number, colors = designColors()): string {
  const drawing = renderToStaticMarkup(<HeroArtDrawing seed={seed} idPrefix={`hero-${seed}`} />);
  const symbol = drawing
    .replace(/^<svg [^>]*?(viewBox="[^"]*") (preserveAspectRatio="[^"]*")[^>]*>/, `<symbol id="${HERO_ART_SYMBOL}" $1 $2>`)
    .replace(/<\/svg>$/, "</symbol>");
  if (!symbol.startsWith("<symbol ")) throw new Error("Hero art: the drawing's root <svg> has changed shape");
  return `<svg xmlns="http://www.w3.org/2000/svg">${resolveColors(symbol, colors)}</svg>`;
}

/** The seeds whose mesh a page's HTML refers to. */
export function heroArtSeeds(html: string): number[] {
  const [before = "", after = ""] = paths.heroArt(0).split("0");
  const pattern = new RegExp(`${escapeRegExp(before)}(\\d+)${escapeRegExp(after)}`, "g");
  return [...html.matchAll(pattern)].map((match) => Number(match[1]));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Writes, under `clientDir`, the mesh file of every seed the pre-rendered pages refer to; returns how many. */
export function writeHeroArtFiles(clientDir: string): number {
  const pages = readdirSync(clientDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith(".html"));
  const seeds = new Set(pages.flatMap((entry) => heroArtSeeds(readFileSync(path.join(entry.parentPath, entry.name), "utf8"))));
  const colors = designColors();
  for (const seed of seeds) {
    const file = path.join(clientDir, paths.heroArt(seed));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, heroArtFile(seed, colors));
  }
  return seeds.size;
}
