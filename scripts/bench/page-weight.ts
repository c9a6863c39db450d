// `npm run bench:weight`: what each pre-rendered page weighs before any script runs: HTML raw and
// gzipped, DOM elements, inline <svg> elements, the gzipped JavaScript it loads on first view, and the
// part of it beyond React and React Router (the entry group of the page's manifest), read from the build; then the
// gzipped JavaScript a real browser (Chromium) fetched on a first view, until the page was idle and hydrated. With
// BENCH_MODULES=1 it also lists each page's modules beyond that group. Deterministic (no timing), so it can be
// compared across machines and runs. BUILD_DIR measures another build as it is (the default one is rebuilt first
// when the sources changed).
import { readFileSync } from "node:fs";
import { browserJavaScript, launchBrowser } from "./browser-js";
import { ensureBuildToMeasure } from "./build-to-measure";
import { gzippedBytes, pageJavaScript } from "./page-js";
import { serveBuild } from "./serve-build";

const PORT = Number(process.env.BENCH_PORT ?? 3001);
const buildDir = process.env.BUILD_DIR ?? "build";
ensureBuildToMeasure();
const manifest = JSON.parse(readFileSync(`${buildDir}/page-manifest.json`, "utf8")) as Record<string, unknown>;
const routes = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(manifest).sort();

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const server = await serveBuild(PORT);
const browser = await launchBrowser();
const rows: string[] = [];
try {
  for (const route of routes) {
    const html = await (await fetch(server.origin + route)).text();
    const elements = html.match(/<[a-zA-Z][\w-]*[\s/>]/g)?.length ?? 0;
    const svgs = html.match(/<svg[\s>]/g)?.length ?? 0;
    const js = await pageJavaScript(server.origin, route);
    const inBrowser = await browserJavaScript(browser, server.origin + route);
    rows.push(
      `| ${route} | ${kb(Buffer.byteLength(html))} | ${kb(gzippedBytes(html))} | ${elements} | ${svgs} | ${kb(js.total)} | ${kb(js.beyondEntry)} | ${kb(inBrowser)} |`,
    );
    if (process.env.BENCH_MODULES) {
      const modules = [...js.modules].sort((a, b) => b[1] - a[1]).map(([path, bytes]) => `${path.replace(/^\/assets\//, "")} ${kb(bytes)}`);
      console.error(`${route}: ${modules.join(", ")}`);
    }
  }
} finally {
  await browser.close();
  server.stop();
}
console.log("| page | HTML KB | HTML KB gz | elements | inline svg | JS KB gz | JS beyond React+RR KB gz | JS in a browser KB gz |");
console.log("|---|---|---|---|---|---|---|---|");
console.log(rows.join("\n"));
