// `npm run bench:search`: the site search's budgets (docs/search.md). On the current build: the time to
// build the index from the pre-rendered pages; the gzipped JavaScript the header's search button adds to
// every page; what opening the dialog and typing a first query transfers; the time from a query to its
// results on the server. At scale: 5,000 generated blog pages (ten years of weekly posts for a larger firm)
// added to the real ones, the same figures again.
import { execSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import type { SearchIndexFile } from "#server/search/documents.ts";
import { loadSearchEngine } from "#server/search/engine.ts";
import { siteFacets } from "#scripts/search/page-facets.ts";
import { SEARCH_INDEX_FILE } from "#server/search/site-search.ts";
import { ensureBuildToMeasure } from "./build-to-measure";
import { writeSearchIndex, type IndexedPage } from "#scripts/search/write-search-index.ts";
import { generatedBlogPages } from "./search-pages";
import { serveBuild } from "./serve-build";

const PORT = Number(process.env.BENCH_PORT ?? 3002);
const GENERATED = Number(process.env.BENCH_SEARCH_PAGES ?? 5000);
const QUERIES = [
  "data governance",
  "masterdata",
  "goverance",
  "mdm for banks",
  "lakehouse migration",
  "dynamic data masking",
  "genai",
  "qqxzv",
];
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
ensureBuildToMeasure();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

function builtPages(): IndexedPage[] {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, "page-manifest.json"), "utf8")) as Record<string, { file: string }>;
  return Object.entries(manifest).map(([route, page]) => ({ route, html: readFileSync(path.join(buildDir, "client", page.file), "utf8") }));
}

/** The search button's own module, minified and gzipped alone: an upper bound of what it adds to the shell chunk. */
async function buttonBytes(): Promise<number> {
  const result = await build({
    entryPoints: ["app/components/search/search-button.tsx"],
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    jsx: "automatic",
    external: [
      "react",
      "react/jsx-runtime",
      "react-router",
      "./search-dialog",
      "#app/components/ui/icon.tsx",
      "#app/lib/cn.ts",
      "#shared/search.ts",
    ],
  });
  return gz(Buffer.from(result.outputFiles[0]!.contents));
}

/** What the dialog fetches for a query (/search.data, gzip as the server sends it), and how long the answer took. */
async function queryTransfers(origin: string): Promise<{ query: string; bytes: number; ms: number }[]> {
  await fetch(`${origin}/search.data?q=warm`); // the first query reads the index
  const rows = [];
  for (const query of QUERIES) {
    const started = performance.now();
    const response = await fetch(`${origin}/search.data?q=${encodeURIComponent(query)}&_routes=routes%2Fsearch%2Froute`, {
      headers: { "accept-encoding": "gzip" },
    });
    const body = Buffer.from(await response.arrayBuffer());
    rows.push({ query, bytes: gz(body), ms: Math.round(performance.now() - started) });
  }
  return rows;
}

/** The dialog's own chunks: the lazily loaded module and what it imports that a page has not loaded already. */
function dialogChunkBytes(): number {
  const assets = path.join(buildDir, "client/assets");
  const files = execSync(`ls ${assets}`)
    .toString()
    .split("\n")
    .filter((name) => /^search-dialog-.*\.js$/.test(name));
  return files.reduce((sum, name) => sum + gz(readFileSync(path.join(assets, name))), 0);
}

function engineTimes(file: SearchIndexFile): { load: number; perQuery: number } {
  const loadStarted = performance.now();
  const engine = loadSearchEngine(file);
  engine.search({ query: "warm" });
  const load = performance.now() - loadStarted;
  const started = performance.now();
  for (const query of QUERIES) engine.search({ query });
  return { load: Math.round(load), perQuery: Math.round(((performance.now() - started) / QUERIES.length) * 10) / 10 };
}

async function measure(label: string, dir: string, pages: IndexedPage[]) {
  const { ms, documents, bytes } = writeSearchIndex(dir, pages, siteFacets());
  const file = JSON.parse(readFileSync(path.join(dir, SEARCH_INDEX_FILE), "utf8")) as SearchIndexFile;
  const times = engineTimes(file);
  // Loading 5,000 pages' index before listening takes a while on a busy machine.
  const server = await serveBuild(PORT, {}, { buildDir: dir, timeoutSeconds: 120 });
  let transfers;
  try {
    transfers = await queryTransfers(server.origin);
  } finally {
    server.stop();
  }
  console.log(`\n## ${label}: ${documents} pages indexed`);
  console.log(
    `index built in ${ms} ms (${kb(bytes)} on disk, server side only); loaded by the server in ${times.load} ms; ${times.perQuery} ms per query in the engine`,
  );
  console.log("| query | /search.data gz | answered in |");
  console.log("|---|---|---|");
  for (const row of transfers) console.log(`| ${row.query} | ${kb(row.bytes)} | ${row.ms} ms |`);
  return Math.max(...transfers.map((row) => row.bytes));
}

const real = builtPages();
const button = await buttonBytes();
const dialog = dialogChunkBytes();
console.log(`Search button added to every page's JavaScript: at most ${kb(button)} gzipped (its module alone)`);
console.log(`Dialog code, loaded when the pointer or focus reaches the button: ${kb(dialog)} gzipped`);

// The real build is measured in a copy, so the build's own index stays as `npm run build` wrote it; next to
// it (build-*/ is ignored by git), so that its server finds node_modules.
const scratch = mkdtempSync(`${buildDir}-bench-search-`);
try {
  // With their times, or its server compresses again every file whose compressed copies look older (server/precompressed.ts).
  cpSync(buildDir, scratch, { recursive: true, preserveTimestamps: true });
  const largestReal = await measure("The site as built", scratch, real);
  console.log(`Opening the search and a first query: ${kb(dialog + largestReal)} gzipped at most`);
  const generatedStarted = performance.now();
  const generated = generatedBlogPages(real, GENERATED);
  const generateMs = Math.round(performance.now() - generatedStarted);
  const pagesDir = path.join(scratch, "generated");
  mkdirSync(pagesDir);
  for (const page of generated) writeFileSync(path.join(pagesDir, `${page.route.split("/").at(-1)}.html`), page.html);
  console.log(
    `\n(${GENERATED} blog pages generated in ${generateMs} ms, ${kb(generated.reduce((sum, page) => sum + page.html.length, 0))} of HTML)`,
  );
  const largestScaled = await measure(`With ${GENERATED} generated blog pages`, scratch, [...real, ...generated]);
  console.log(`Opening the search and a first query at scale: ${kb(dialog + largestScaled)} gzipped at most`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
