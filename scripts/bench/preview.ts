// `npm run bench:preview`: how long the content preview (docs/preview.md) takes on the current build, with the
// drafts in a temporary copy of content/. "First" is the first preview after a save: a new worker thread imports
// the server bundle with the drafts, then renders. "Warm" is a preview with nothing saved since: the kept worker
// only renders. Medians of several runs, per page.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuildToMeasure } from "./build-to-measure";
import { createContentPreview } from "#server/preview/content-preview.ts";

const FIRST_RUNS = Number(process.env.BENCH_PREVIEW_FIRST ?? 5);
const WARM_RUNS = Number(process.env.BENCH_PREVIEW_WARM ?? 20);
const PAGES = ["/", "/services/data-governance", "/resources/blogs/data-breach-response"];
const SAVED_FILE = "blogs/data-breach-response.md";

ensureBuildToMeasure();
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const drafts = path.join(mkdtempSync(path.join(tmpdir(), "bench-preview-")), "content");
cpSync(path.resolve("content"), drafts, { recursive: true });
const preview = createContentPreview({ buildDir: () => buildDir, contentDir: drafts });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const answer = await preview.render(`http://127.0.0.1${url}`);
  const ms = performance.now() - started;
  if (answer.kind !== "page" || answer.status !== 200) throw new Error(`${url} did not render: ${JSON.stringify(answer).slice(0, 300)}`);
  return ms;
}

/** A save as the editor makes it: the file written again, so the tree's stamp changes. */
function save() {
  const file = path.join(drafts, SAVED_FILE);
  writeFileSync(file, readFileSync(file, "utf8"));
}

try {
  const rows: string[] = [];
  for (const url of PAGES) {
    const first: number[] = [];
    for (let run = 0; run < FIRST_RUNS; run++) {
      save();
      first.push(await timed(url));
    }
    const warm: number[] = [];
    for (let run = 0; run < WARM_RUNS; run++) warm.push(await timed(url));
    rows.push(`| ${url} | ${Math.round(median(first))} ms | ${Math.round(median(warm))} ms |`);
  }
  console.log(`Content preview, medians of ${FIRST_RUNS} first and ${WARM_RUNS} warm previews per page:\n`);
  console.log("| page | first after a save (worker start + render) | warm |\n|---|---|---|");
  console.log(rows.join("\n"));
} finally {
  preview.stop();
  rmSync(path.dirname(drafts), { recursive: true, force: true });
}
