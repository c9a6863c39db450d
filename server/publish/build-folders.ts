import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Published builds kept on disk besides the live one (older ones are removed after each publish). */
export const KEPT_BUILDS = 3;

const LIVE_FILE = "live.json";

/**
 * Where publishes build: `<DATA_DIR>/builds/<id>/` holds `source/content` (the snapshot the build reads) and
 * `site/` (the build, with its own copy of that content in `site/content`).
 */
export function buildFolders(dataDir: string, projectDir: string) {
  const root = path.resolve(dataDir, "builds");

  /** The build bundles import their packages by name: from here Node finds them through this link. */
  function linkPackages() {
    const link = path.join(root, "node_modules");
    if (!existsSync(link)) symlinkSync(path.join(projectDir, "node_modules"), link, "dir");
  }

  return {
    root,
    /** A new publish's folders (created, with the packages linked). */
    create(id: string) {
      mkdirSync(path.join(root, id, "source"), { recursive: true });
      linkPackages();
      return { source: path.join(root, id, "source", "content"), site: path.join(root, id, "site") };
    },
    remove(id: string) {
      rmSync(path.join(root, id), { recursive: true, force: true });
    },
    /** Remembers the live build, so a restart serves it again. */
    markLive(siteDir: string) {
      writeFileSync(path.join(root, LIVE_FILE), JSON.stringify({ dir: siteDir }));
    },
    /**
     * The published build to start from: the last one marked live, when it is still there and newer than
     * `ownBuildDir` (a deploy made after it wins).
     */
    startingBuild(ownBuildDir: string): string {
      try {
        const marker = path.join(root, LIVE_FILE);
        const { dir } = JSON.parse(readFileSync(marker, "utf8")) as { dir: string };
        const bundle = path.join(dir, "server/index.js");
        if (existsSync(bundle) && statSync(marker).mtimeMs > statSync(path.join(ownBuildDir, "server/index.js")).mtimeMs) return dir;
      } catch {
        // No published build yet, or an unreadable marker: the server's own build.
      }
      return ownBuildDir;
    },
    /** Removes publish folders beyond the newest `KEPT_BUILDS`, never the live one's. */
    prune(liveDir: string) {
      if (!existsSync(root)) return;
      const ids = readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== "node_modules")
        .map((entry) => entry.name)
        .sort()
        .reverse();
      for (const id of ids.slice(KEPT_BUILDS)) if (!path.resolve(liveDir).startsWith(path.join(root, id) + path.sep)) this.remove(id);
    },
  };
}

export type BuildFolders = ReturnType<typeof buildFolders>;
