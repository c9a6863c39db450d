// `npm start` builds first when there is no build or the sources changed since the last one.
import { execSync } from "node:child_process";
import { buildIsCurrent } from "./build-stamp";

if (buildIsCurrent()) {
  console.log("Build is up to date.");
} else {
  console.log("Building the site (first run, or sources changed)...");
  execSync("npm run build", { stdio: "inherit" });
}
