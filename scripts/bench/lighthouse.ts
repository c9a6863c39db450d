// `npm run bench`: Lighthouse (mobile and desktop, median of 3) and first-load JavaScript per route,
// against the production build served locally by the real server. A benchmark, not a test.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags } from "lighthouse";
import { createRequire } from "node:module";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { ensureBuildToMeasure } from "./build-to-measure";
import { pageJavaScriptBytes } from "./page-js";
import { serveBuild } from "./serve-build";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const lighthouseVersion = (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version;
const PORT = Number(process.env.BENCH_PORT ?? 3000);
// BENCH_FORMS=mobile measures phones only (the slower, stricter form) in half the time.
const FORMS = (process.env.BENCH_FORMS ?? "mobile,desktop")
  .split(",")
  .filter((form): form is "mobile" | "desktop" => form === "mobile" || form === "desktop");
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      "/",
      "/privacy-policy",
      "/contact-us",
      "/partnership",
      "/global-footprint",
      "/services/data-governance",
      "/key-industries/banking",
      "/key-differentiators",
      "/resources/blogs",
      "/resources/blogs/credit-union-data-strategy",
      "/resources/case-studies/gen-AI-transcript",
    ];

type Run = { performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; tbt: number; cls: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function audit(url: string, port: number, form: "mobile" | "desktop"): Promise<Run> {
  // Every run is a first visit. Lighthouse empties the HTTP cache but, by default, keeps local storage, where
  // the head script notes that the web font is cached (app/lib/head-script.ts): a later run would then be a
  // returning visitor whose cache is gone, which is neither case the bench means to measure.
  const clearStorageTypes: Flags["clearStorageTypes"] = [
    "file_systems",
    "shader_cache",
    "service_workers",
    "cache_storage",
    "local_storage",
  ];
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    clearStorageTypes,
  };
  const result = await lighthouse(url, flags, form === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
    tbt: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
  };
}

function summarise(runs: Run[]): Run {
  const pick = (key: keyof Run) => median(runs.map((run) => run[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
  };
}

// BENCH_ORIGIN measures a site already running there (another checkout's build, for a before-and-after on one
// Lighthouse) instead of serving this checkout's build.
const ORIGIN = process.env.BENCH_ORIGIN?.replace(/\/+$/, "");
if (!ORIGIN) ensureBuildToMeasure();
const server = ORIGIN ? { origin: ORIGIN, stop: () => {} } : await serveBuild(PORT);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const rows: string[] = [];
try {
  for (const route of routes) {
    const jsKb = ((await pageJavaScriptBytes(server.origin, route)) / 1024).toFixed(1);
    for (const form of FORMS) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(server.origin + route, chrome.port, form));
      const m = summarise(runs);
      rows.push(
        `| ${route} | ${form} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.lcp} | ${m.tbt} | ${m.cls} | ${jsKb} |`,
      );
      console.error(`measured ${route} ${form}`);
    }
  }
} finally {
  chrome.kill();
  server.stop();
}
console.log(`Lighthouse ${lighthouseVersion}, median of ${RUNS} runs per row; JS = gzipped JavaScript loaded on first view.\n`);
console.log("| route | form | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS | JS KB gz |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
console.log(rows.join("\n"));
