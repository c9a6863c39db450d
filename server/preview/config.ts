import path from "node:path";

/**
 * The drafts the preview renders: PREVIEW_CONTENT_DIR, else the content folder of the checkout the server runs
 * in (where the editor saves; the live site renders its build's own snapshot).
 */
export function readPreviewContentDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.PREVIEW_CONTENT_DIR || "content");
}
