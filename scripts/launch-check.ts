// `npm run launch-check [-- --strict]`: every placeholder and unconfirmed claim in content/, with its file, line
// and the pages that show it, grouped by who must confirm it. With --strict it exits 1 while any remain.
import { execSync } from "node:child_process";
import path from "node:path";
import { fillSiteTokens } from "#app/.server/content/site.ts";
import { buildIsCurrent } from "./build-stamp";
import { collectLaunchItems } from "./launch-check/collect";
import { pagesShowing, readBuiltPages } from "./launch-check/pages";
import { launchReport } from "./launch-check/report";

const strict = process.argv.includes("--strict");

if (!buildIsCurrent()) {
  console.log("Building the site to find the pages each item appears on...");
  execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
}
const pages = readBuiltPages(path.resolve(process.env.BUILD_DIR ?? "build"));
const items = collectLaunchItems(path.resolve("content")).map((item) => ({
  ...item,
  pages: pagesShowing(
    item.quotes.map((quote) => fillSiteTokens(quote, item.file)),
    pages,
  ),
}));
console.log(launchReport(items, pages.length));
if (strict && items.length > 0) {
  console.error(`launch-check --strict: ${items.length} items must be confirmed or replaced before launch.`);
  process.exitCode = 1;
}
