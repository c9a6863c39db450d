import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildDir } from "./support/built-pages";

const root = path.resolve(".");
const serverDir = path.join(buildDir, "server");

/**
 * The repository's source modules bundled into the given files, read from their source maps (`sources`, relative to
 * each map): dependencies and virtual modules left out, paths relative to the repository.
 */
function sourceModules(mapFiles: string[]): string[] {
  const modules = mapFiles.flatMap((mapFile) => {
    const { sources } = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[] };
    return sources
      .filter((source) => !source.includes("node_modules/") && !source.startsWith("\0") && !source.includes("virtual:"))
      .map((source) => path.relative(root, path.resolve(path.dirname(mapFile), source)).split(path.sep).join("/"));
  });
  return [...new Set(modules)].sort();
}

/** The server bundle (scripts/post-build.ts, esbuild). The preview's render worker is a thread of its own. */
const serverBundle = () => sourceModules([path.join(serverDir, "server.js.map")]);

/** React Router's server build: its entry and the chunks beside it (source maps from vite.config.ts). */
const reactRouterBuild = () =>
  sourceModules([
    path.join(serverDir, "index.js.map"),
    ...readdirSync(path.join(serverDir, "assets"))
      .filter((file) => file.endsWith(".js.map"))
      .map((file) => path.join(serverDir, "assets", file)),
  ]);

/**
 * Modules both bundles may hold by design: pure, stateless code with nothing in it to hold twice (docs/architecture.md,
 * "Where a new thing goes"): `shared/`, and the content's zod schemas.
 */
const pureByDesign = (file: string) => file.startsWith("shared/") || file.startsWith("content/schema/");

/**
 * What ran twice, and why it no longer does. Before issue 35 the server bundle held 40 app/ modules. The content check
 * a publish runs now happens in the build's worker, the search synonyms travel in the build's index, the server reads
 * the company facts it needs with content/schema/ (server/site-facts.ts), and the drafts folder is the server's
 * (server/drafts-root.ts), handed to the editor in the request's context. The list stays empty.
 */
const APP_MODULES_THE_SERVER_IMPORTS: string[] = [];

describe("the server bundle and React Router's server build", () => {
  const server = serverBundle();
  const app = reactRouterBuild();
  const overlap = server.filter((file) => app.includes(file) && !pureByDesign(file));
  // No server/ module is listed: the app imports server/ for types only (eslint.config.js) and calls the server's
  // services through React Router's context (server/app-services.ts), so a server module in both fails here.
  const listed = new Set(APP_MODULES_THE_SERVER_IMPORTS);

  it("are both read from their source maps", () => {
    expect(server).toContain("server/index.ts");
    expect(app).toContain("app/root.tsx");
  });

  it("share no module but pure shared code and the listed ones still to go", () => {
    expect(
      overlap.filter((file) => !listed.has(file)),
      `modules in both bundles:\n${overlap.join("\n")}`,
    ).toEqual([]);
  });

  it("list only modules that are still in both (a module that left comes off the list)", () => {
    expect([...listed].filter((file) => !overlap.includes(file))).toEqual([]);
  });
});
