// `npm run launch-check [-- --strict]`: every placeholder, unconfirmed claim and sample in content/, with its file,
// line and the built pages that show it, grouped by who must confirm it. With --strict it exits 1 while any remain.
import { execSync } from "node:child_process";
import path from "node:path";
import { fillSiteTokens } from "#app/.server/content/site.ts";
import { buildIsCurrent } from "./build-stamp";
import { readBuiltPages } from "./launch-check/pages";
import { runLaunchCheck } from "./launch-check/run";

if (!buildIsCurrent()) {
  console.log("Building the site first, to find the pages each item appears on...");
  execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
}
const result = runLaunchCheck({
  contentDir: path.resolve("content"),
  pages: readBuiltPages(path.resolve(process.env.BUILD_DIR ?? "build")),
  strict: process.argv.includes("--strict"),
  fillTokens: fillSiteTokens,
});
console.log(result.report);
if (result.error) console.error(result.error);
process.exitCode = result.exitCode;
