import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildIsCurrent } from "#scripts/build-stamp.ts";

/**
 * Builds this checkout first when its build is missing or stale. A build named by BUILD_DIR (another checkout's,
 * for a before-and-after) is measured as it is: rebuilding it from this checkout's sources would overwrite it.
 */
export function ensureBuildToMeasure() {
  const named = process.env.BUILD_DIR;
  if (named) {
    if (!existsSync(path.join(named, "server/server.js"))) throw new Error(`BUILD_DIR ${named} holds no build (server/server.js)`);
    return;
  }
  if (!buildIsCurrent()) execSync("npm run build", { stdio: "inherit" });
}
