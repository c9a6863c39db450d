import { createRequire } from "node:module";
import path from "node:path";
import pdfmake from "pdfmake";
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";

// pdfmake ships Roboto as TTF (the site's Inter is only packaged as WOFF2, which pdfmake cannot embed).
const robotoDir = path.join(path.dirname(createRequire(import.meta.url).resolve("pdfmake/package.json")), "fonts/Roboto");
pdfmake.setFonts({
  Roboto: {
    normal: path.join(robotoDir, "Roboto-Regular.ttf"),
    bold: path.join(robotoDir, "Roboto-Medium.ttf"),
    italics: path.join(robotoDir, "Roboto-Italic.ttf"),
    bolditalics: path.join(robotoDir, "Roboto-MediumItalic.ttf"),
  },
});
// The documents are made from this repository's own content: no remote or local resources may be pulled in.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => file.startsWith(robotoDir));

/** The brand palette of app/app.css (@theme), as the PDF needs plain colours. */
export const pdfColours = {
  brand: "#0f4d7e",
  brandDark: "#072844",
  ink: "#131b2e",
  muted: "#475569",
  rule: "#dfe5ee",
  tint: "#f1f7fc",
} as const;

export type PdfSource = {
  /** What the document is, on its cover and in every page header ("Whitepaper", "Brochure"). */
  kind: string;
  title: string;
  summary: string;
  /** Short lines under the summary on the cover: audience, author, date. */
  details: string[];
  publisher: string;
  body: Content[];
};

const styles: TDocumentDefinitions["styles"] = {
  kicker: { fontSize: 10, bold: true, color: pdfColours.brand },
  coverTitle: { fontSize: 28, bold: true, color: pdfColours.brandDark, lineHeight: 1.15 },
  coverSummary: { fontSize: 13, color: pdfColours.ink, lineHeight: 1.4 },
  coverDetail: { fontSize: 10, color: pdfColours.muted },
  h2: { fontSize: 17, bold: true, color: pdfColours.brandDark, margin: [0, 18, 0, 8] },
  h3: { fontSize: 13, bold: true, color: pdfColours.brand, margin: [0, 12, 0, 6] },
  h4: { fontSize: 11, bold: true, color: pdfColours.ink, margin: [0, 10, 0, 4] },
  paragraph: { margin: [0, 0, 0, 8] },
  quote: { italics: true, color: pdfColours.brandDark, fontSize: 12 },
  tableHeader: { bold: true, color: "#ffffff", fontSize: 9 },
  tableCell: { fontSize: 9 },
};

function cover(source: PdfSource): Content {
  return [
    { text: source.kind.toUpperCase(), style: "kicker", margin: [0, 120, 0, 16] },
    { text: source.title, style: "coverTitle" },
    { canvas: [{ type: "rect", x: 0, y: 0, w: 64, h: 4, color: pdfColours.brand }], margin: [0, 20, 0, 20] },
    { text: source.summary, style: "coverSummary", margin: [0, 0, 0, 24] },
    ...source.details.map((line): Content => ({ text: line, style: "coverDetail", margin: [0, 0, 0, 4] })),
    { text: source.publisher, style: "kicker", margin: [0, 48, 0, 0], pageBreak: "after" },
  ];
}

/** One branded PDF: a cover page, then the body with a running header and page numbers. */
export function renderPdf(source: PdfSource): Promise<Buffer> {
  const definition: TDocumentDefinitions = {
    info: { title: source.title, author: source.publisher, subject: source.summary, creator: source.publisher },
    pageSize: "A4",
    pageMargins: [56, 64, 56, 64],
    defaultStyle: { font: "Roboto", fontSize: 10.5, lineHeight: 1.35, color: pdfColours.ink },
    styles,
    header: (page) =>
      page === 1
        ? null
        : {
            text: `${source.publisher}  ·  ${source.kind}: ${source.title}`,
            fontSize: 8,
            color: pdfColours.muted,
            margin: [56, 32, 56, 0],
          },
    footer: (page, pages) =>
      page === 1 ? null : { text: `${page} / ${pages}`, alignment: "right", fontSize: 8, color: pdfColours.muted, margin: [56, 24, 56, 0] },
    content: [cover(source), ...source.body],
  };
  return pdfmake.createPdf(definition).getBuffer();
}
