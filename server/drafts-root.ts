import path from "node:path";

/**
 * The content folder the editor reads and writes: the saved drafts that preview shows and a publish builds from.
 * `CONTENT_DRAFTS_DIR` when set (the browser tests point it at a copy), else the working tree's `content/`. It is
 * not the live site's content, which a publish snapshots (README, "Editing content").
 */
export const draftsRoot = path.resolve(process.env.CONTENT_DRAFTS_DIR ?? path.join(process.cwd(), "content"));
