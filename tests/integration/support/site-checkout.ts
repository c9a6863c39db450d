import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");
const buildDir = process.env.BUILD_DIR ?? "build";

/**
 * A throwaway git checkout of this repository's HEAD with the repository's build copied in and its packages linked:
 * a site run from it may edit, build, publish and commit without touching the repository itself.
 */
export function siteCheckout() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-checkout-"));
  execFileSync("git", ["clone", "-q", "--depth", "1", `file://${root}`, dir]);
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  // With their times: a copy whose compressed files look older than their pages would be compressed again at start.
  cpSync(path.join(root, buildDir), path.join(dir, buildDir), { recursive: true, preserveTimestamps: true });
  return {
    dir,
    git: (...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" }).trim(),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
