import path from "node:path";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { readConfig } from "./config";
import { listen } from "./listen";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

async function main() {
  const config = readConfig();
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  const app = createApp({ buildDir, build });
  await listen(app, config, console);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
