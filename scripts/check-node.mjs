// Stops `npm start`, `npm test`, `npm run dev` and `npm run serve` at once on a Node.js older than package.json's
// `engines.node`, with the way out, before anything loads a native module built for another Node. Plain JavaScript
// with no imports beyond Node's own, so it runs on any Node.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const parts = (version) => version.replace(/^v/, "").split(".").map(Number);

/**
 * Why `version` (such as "v20.20.2") cannot run this project whose `engines.node` is `range` (">=MAJOR[.MINOR[.PATCH]]",
 * the one form it uses), or undefined when it can.
 */
export function nodeVersionProblem(version, range) {
  const minimum = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(range.trim())?.[1];
  if (!minimum) throw new Error(`package.json engines.node must read ">=MAJOR[.MINOR[.PATCH]]", not "${range}"`);
  const have = parts(version);
  const need = parts(minimum);
  for (let i = 0; i < 3; i++) {
    const difference = (have[i] ?? 0) - (need[i] ?? 0);
    if (difference > 0) return undefined;
    if (difference < 0)
      return [
        `This project needs Node.js ${range} (package.json "engines"); this is Node.js ${version}.`,
        "Put the pinned Node.js first on PATH, then run the command again:",
        "",
        "  . scripts/ensure-node.sh",
        "",
      ].join("\n");
  }
  return undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  const problem = nodeVersionProblem(process.version, engines.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
