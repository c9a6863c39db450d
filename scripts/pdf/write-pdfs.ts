import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readBrochures, validateBrochures } from "#app/.server/content/brochures.ts";
import { site } from "#app/.server/content/site.ts";
import { whitepaperSources, type WhitepaperSource } from "#app/.server/content/whitepaper-files.ts";
import { whitepaperPdfFile } from "#server/downloads/pdf-files.ts";
import { paths } from "#shared/paths.ts";
import { brochureToPdfContent, type Brochure } from "./brochure-content";
import { markdownToPdfContent } from "./markdown-content";
import { renderPdf, type PdfSource } from "./pdf-document";

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export function whitepaperPdfSource(paper: WhitepaperSource): PdfSource {
  return {
    kind: "Whitepaper",
    title: paper.title,
    summary: paper.description,
    details: [`For ${paper.audience}`, ...(paper.author ? [paper.author] : []), `Published ${longDate.format(paper.date)}`],
    publisher: site.name,
    body: markdownToPdfContent(paper.body),
  };
}

export function brochurePdfSource(brochure: Brochure): PdfSource {
  return {
    kind: "Brochure",
    title: brochure.title,
    summary: brochure.summary,
    details: [site.email, site.phone.display],
    publisher: site.name,
    body: brochureToPdfContent(brochure),
  };
}

async function write(file: string, source: PdfSource) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await renderPdf(source));
}

/** Whitepapers to build/downloads (served only through signed links); brochures to build/client (public). */
export async function writePdfs(buildDir: string): Promise<number> {
  const papers = whitepaperSources();
  const brochures = validateBrochures(readBrochures());
  for (const paper of papers) await write(whitepaperPdfFile(buildDir, paper.keyword), whitepaperPdfSource(paper));
  for (const brochure of brochures)
    await write(path.join(buildDir, "client", paths.brochurePdf(brochure.family)), brochurePdfSource(brochure));
  return papers.length + brochures.length;
}
