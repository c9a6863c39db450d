import { stripVTControlCharacters } from "node:util";

const MAX_LINES = 12;
const MAX_CHARS = 2000;

/**
 * The part of a failed build's output an editor can act on: a content error's block (the file and each field with
 * its problem), else the first error line and what follows it, else the last lines; never a stack trace.
 */
export function buildErrorInWords(output: string, projectDir?: string): string {
  // Paths read shorter relative to the checkout: "shared/paths.ts", not "/srv/site/shared/paths.ts".
  const relative = projectDir ? output.replaceAll(`${projectDir.replace(/\/+$/, "")}/`, "") : output;
  const lines = stripVTControlCharacters(relative)
    .split(/\r?\n/)
    .filter((line) => line.trim() && !/^\s+at\s/.test(line) && !/^\s*(?:npm (?:ERR!|error)|>)/.test(line));
  const content = lines.findIndex((line) => line.includes("Invalid content"));
  let kept: string[];
  if (content !== -1) {
    const header = lines[content] as string;
    const fields = lines.slice(content + 1).filter((_, index, rest) => rest.slice(0, index + 1).every((line) => /^\s+- /.test(line)));
    kept = [header.slice(header.indexOf("Invalid content")), ...fields];
  } else {
    // "Error:", "TypeError:", "ERROR:", not a file name such as "field-errors-B6YZfhbA.js" in Vite's list of chunks.
    const error = lines.findIndex((line) => /error\b/i.test(line));
    kept = error !== -1 ? lines.slice(error, error + MAX_LINES) : lines.slice(-MAX_LINES);
  }
  const text = kept.slice(0, MAX_LINES).join("\n").trim();
  return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}…` : text || "The build failed without saying why.";
}
