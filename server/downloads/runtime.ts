import { existsSync } from "node:fs";
import path from "node:path";
import { whitepaperPdfFile } from "./pdf-files";
import { createSignedLinks } from "./signed-link";

const KEYWORD = /^[A-Za-z0-9-]{1,100}$/;

/** The built whitepaper PDFs and the signer of their links (server/index.ts builds it at start-up). */
export function createDownloads({ buildDir, secret }: { buildDir: string; secret: string }) {
  const root = path.resolve(buildDir);
  return {
    links: createSignedLinks(secret),
    /** The PDF of a whitepaper the build made, or undefined for any other keyword. */
    pdfFile(keyword: string | undefined): string | undefined {
      if (!keyword || !KEYWORD.test(keyword)) return undefined;
      const file = whitepaperPdfFile(root, keyword);
      return existsSync(file) ? file : undefined;
    },
  };
}

export type Downloads = ReturnType<typeof createDownloads>;
