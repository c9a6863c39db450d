import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The file the post-build step leaves in a finished build's `server/` folder (scripts/post-build.ts): this build's
 * own content snapshot is `<build>/content`. Vite empties `server/` when a build starts, so while that build
 * pre-renders its pages the marker is not there yet and the content comes from CONTENT_ROOT or the checkout.
 */
export const SNAPSHOT_MARKER = "content-snapshot.txt";

/** The content snapshot of the finished build this module runs in (from `<build>/server/` or a chunk one below). */
function ownBuildSnapshot(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let level = 0; level < 2; level++, dir = path.dirname(dir))
    if (existsSync(path.join(dir, SNAPSHOT_MARKER))) return path.resolve(dir, "..", "content");
  return undefined;
}

/**
 * The content folder, read once, when this module is evaluated: CONTENT_ROOT when the process or worker was started
 * with it (a publish's build reads its snapshot, a preview renders the saved drafts); else, in a finished build, the
 * content it was built from (so each build a server loads shows its own content, whichever it loaded last); else
 * content/ in the working directory (development, tests, the build itself).
 */
export const contentRoot = process.env.CONTENT_ROOT
  ? path.resolve(process.env.CONTENT_ROOT)
  : (ownBuildSnapshot() ?? path.resolve(process.cwd(), "content"));

/** The Markdown files of a content folder, by file name. */
export function markdownFilesIn(folder: string, root = contentRoot): string[] {
  return readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith(".md"))
    .sort();
}
