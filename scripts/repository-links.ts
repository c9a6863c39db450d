import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The repository stands alone: its Markdown links resolve inside it, and no file points at a path outside it.
// scripts/repository-links.test.ts runs these checks on every file.

export type Problem = { file: string; line: number; text: string; reason: string };

/** A relative path with at least one step up and a name after it, such as `../x`. */
const PARENT_PATH = /(?:\.\.\/)+(?!\.\.?\/)[\w@.-][\w@./-]*/g;
const FENCED_CODE = /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;
const INLINE_CODE = /`+[^`\n]*`+/g;
const INLINE_LINK = /\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_LINK = /^ {0,3}\[[^\]\n]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** Blanks code (fenced blocks and inline spans) keeping every line break, so positions still give line numbers. */
function withoutCode(markdown: string): string {
  const blank = (code: string) => code.replace(/[^\n]/g, " ");
  return markdown.replace(FENCED_CODE, blank).replace(INLINE_CODE, blank);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors a Markdown document's headings make, a repeated one numbered as GitHub numbers it. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of markdown.replace(FENCED_CODE, "").matchAll(/^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = headingAnchor((match[1] ?? "").replace(/`/g, ""));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every relative link of a Markdown document (outside code), with its line. */
export function relativeLinks(markdown: string): { target: string; line: number }[] {
  const text = withoutCode(markdown);
  const links = [...text.matchAll(INLINE_LINK), ...text.matchAll(REFERENCE_LINK)].map((match) => ({
    target: match[1] ?? "",
    line: lineOf(text, match.index),
  }));
  return links.filter((link) => link.target && !EXTERNAL.test(link.target)).sort((a, b) => a.line - b.line);
}

/**
 * The links of `file` (a Markdown file under `root`) that point at nothing: a missing file or folder, a
 * path that leaves the repository, or an anchor no heading of the target makes.
 */
export function brokenLinks(root: string, file: string): Problem[] {
  const markdown = readFileSync(path.join(root, file), "utf8");
  const problems: Problem[] = [];
  for (const { target, line } of relativeLinks(markdown)) {
    const [rawPath = "", anchor] = target.split("#", 2);
    const linkPath = decodeURIComponent(rawPath);
    const resolved =
      linkPath === ""
        ? path.join(root, file)
        : linkPath.startsWith("/")
          ? path.join(root, linkPath)
          : path.resolve(root, path.dirname(file), linkPath);
    const fail = (reason: string) => problems.push({ file, line, text: target, reason });
    if (path.relative(root, resolved).startsWith("..")) fail("points outside the repository");
    else if (!existsSync(resolved)) fail("no such file or folder");
    else if (anchor && resolved.endsWith(".md") && !headingAnchors(readFileSync(resolved, "utf8")).has(anchor))
      fail(`no heading makes #${anchor}`);
  }
  return problems;
}

/** Where a file's text (at `file` under `root`) names a relative path that climbs out of the repository. */
export function outsideReferences(root: string, file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  text.split("\n").forEach((content, index) => {
    const line = index + 1;
    for (const match of content.matchAll(PARENT_PATH)) {
      const resolved = path.resolve(root, path.dirname(file), match[0]);
      if (path.relative(root, resolved).startsWith(".."))
        problems.push({ file, line, text: match[0], reason: "points outside the repository" });
    }
  });
  return problems;
}

/** The repository's files: tracked, and new ones not ignored, as they are on disk now. */
export function repositoryFiles(root: string): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split("\0").filter(Boolean))].filter(
    (file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile(),
  );
}

/** Readable text, or undefined for a binary file (one holding a NUL byte). */
export function textOf(root: string, file: string): string | undefined {
  const bytes = readFileSync(path.join(root, file));
  return bytes.includes(0) ? undefined : bytes.toString("utf8");
}
