import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ART_SYMBOL } from "#app/components/sections/art-use.tsx";
import { DEFAULT_HERO_SEED } from "#app/components/sections/hero-art.tsx";
import { HeroArtDrawing } from "#app/components/sections/hero-art-drawing.tsx";
import { PatternArtDrawing } from "#app/components/sections/pattern-art-drawing.tsx";
import { heroMotifs } from "#app/lib/hero-motif.ts";
import { paths } from "#shared/paths.ts";
import { designColors, resolveColors } from "../share-images/design-colors";

type SeededArt = {
  name: string;
  href: (seed: number) => string;
  Drawing: ComponentType<{ seed: number; idPrefix: string }>;
  /** Seeds drawn even when no pre-rendered page names them: pages rendered only at request time use them. */
  always?: number[];
};

/** The art drawn per seed that pages show from a file: banners in each family's motif and card covers. */
export const seededArt: SeededArt[] = [
  ...heroMotifs.map((motif): SeededArt => ({
    name: `hero-${motif}`,
    href: (seed) => paths.heroArt(motif, seed),
    Drawing: (props) => <HeroArtDrawing motif={motif} {...props} />,
    always: [DEFAULT_HERO_SEED],
  })),
  { name: "pattern", href: paths.patternArt, Drawing: PatternArtDrawing },
];

/** One seed's drawing as an SVG file holding one symbol for `<use>`, in the theme's colours. */
export function seededArtFile(art: SeededArt, seed: number, colors = designColors()): string {
  const drawing = renderToStaticMarkup(<art.Drawing seed={seed} idPrefix={`${art.name}-${seed}`} />);
  const symbol = drawing
    .replace(/^<svg [^>]*?(viewBox="[^"]*")( preserveAspectRatio="[^"]*")?[^>]*>/, `<symbol id="${ART_SYMBOL}" $1$2>`)
    .replace(/<\/svg>$/, "</symbol>");
  if (!symbol.startsWith("<symbol ")) throw new Error(`Art files: the ${art.name} drawing's root <svg> has changed shape`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${resolveColors(symbol, colors)}</svg>`;
}

/** The seeds whose art a page's HTML refers to. */
export function artSeeds(art: SeededArt, html: string): number[] {
  const [before = "", after = ""] = art.href(0).split("0");
  const pattern = new RegExp(`${escapeRegExp(before)}(\\d+)${escapeRegExp(after)}`, "g");
  return [...html.matchAll(pattern)].map((match) => Number(match[1]));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Writes, under `clientDir`, the file of every seeded drawing the pre-rendered pages refer to; returns how many. */
export function writeSeededArtFiles(clientDir: string): number {
  const pages = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), "utf8"));
  const colors = designColors();
  let written = 0;
  for (const art of seededArt) {
    for (const seed of new Set([...(art.always ?? []), ...pages.flatMap((html) => artSeeds(art, html))])) {
      const file = path.join(clientDir, art.href(seed));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, seededArtFile(art, seed, colors));
      written++;
    }
  }
  return written;
}
