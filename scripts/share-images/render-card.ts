import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderAsync } from "@resvg/resvg-js";
import { createElement } from "react";
import satori, { type Font } from "satori";
import { shareImageSize } from "#app/lib/seo.ts";
import { ShareCard, type ShareCardProps } from "./share-card";

// Satori reads WOFF and TTF (not WOFF2): the static Inter cuts, the family the site sets in.
const fontFile = (weight: number) => fileURLToPath(import.meta.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

let fonts: Font[] | undefined;
function loadFonts(): Font[] {
  fonts ??= ([400, 600, 700] as const).map((weight) => ({ name: "Inter", data: readFileSync(fontFile(weight)), weight, style: "normal" }));
  return fonts;
}

/** One share image as PNG bytes: satori lays the card out as SVG, resvg rasterises it off the main thread. */
export async function renderCard(props: ShareCardProps): Promise<Buffer> {
  const svg = await satori(createElement(ShareCard, props), { ...shareImageSize, fonts: loadFonts() });
  const image = await renderAsync(svg, { fitTo: { mode: "width", value: shareImageSize.width }, font: { loadSystemFonts: false } });
  return image.asPng();
}
