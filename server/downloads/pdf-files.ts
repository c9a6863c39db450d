import path from "node:path";

/** Where the build writes each whitepaper's PDF: beside client/, so it is never served as a public file. */
export function whitepaperPdfFile(buildDir: string, keyword: string): string {
  return path.join(buildDir, "downloads", "whitepapers", `${keyword}.pdf`);
}
