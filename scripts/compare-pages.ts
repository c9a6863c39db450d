/**
 * Screenshot-compares every pre-rendered page, to prove a change that should not move a pixel did not.
 *
 *   npx tsx scripts/compare-pages.ts capture <url> <dir>            full-page PNGs of every page at 1440 and 390 px
 *   npx tsx scripts/compare-pages.ts compare <url> <before-dir> <diff-dir>   capture again and count differing pixels
 *   COMPARE_PAGES=/,/services npx tsx scripts/compare-pages.ts ...           only those pages
 *
 * The pages are the HTML files the build pre-renders (build/client). Motion is paused (reduced motion, and the
 * footer switch's stored choice), fonts and images are waited for, so two captures of one build are identical.
 * `compare` prints each page and width with its differing pixels, writes a diff image for each that differs, and
 * exits 1 on any difference or missing page.
 */
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { CONSENT_COOKIE, CONSENT_VALUE } from "#app/lib/consent.ts";
import { MOTION_STORAGE_KEY } from "#app/lib/motion-switch.ts";
import { settle } from "./page-settle";

const WIDTHS = [1440, 390] as const;
const HEIGHT_OF = { 1440: 900, 390: 844 } as const;
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

/** Every pre-rendered page's address, from the HTML files of the client build. */
export function prerenderedPages(dir = clientDir): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) return walk(full);
      return name === "index.html" ? [full] : [];
    });
  return walk(dir)
    .map((file) => "/" + path.relative(dir, path.dirname(file)).split(path.sep).join("/"))
    .map((address) => (address === "/" ? address : address.replace(/\/$/, "")))
    .sort();
}

const fileOf = (address: string, width: number) => `${address === "/" ? "home" : address.slice(1).replaceAll("/", "__")}-${width}.png`;

async function captureAll(browser: Browser, baseUrl: string, dir: string, pages: readonly string[]) {
  mkdirSync(dir, { recursive: true });
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: HEIGHT_OF[width] }, reducedMotion: "reduce" });
    await context.addCookies([{ name: CONSENT_COOKIE, value: CONSENT_VALUE, url: baseUrl }]);
    await context.addInitScript((key) => localStorage.setItem(key, "paused"), MOTION_STORAGE_KEY);
    const page = await context.newPage();
    for (const address of pages) {
      await page.goto(new URL(address, baseUrl).href, { waitUntil: "load" });
      await settle(page);
      await page.screenshot({ path: path.join(dir, fileOf(address, width)), fullPage: true, animations: "disabled", caret: "hide" });
    }
    await context.close();
  }
}

/** Differing pixels between two PNG files; a different size counts every pixel of the larger. */
function differingPixels(before: string, after: string, diffFile: string): number {
  const a = PNG.sync.read(readFileSync(before));
  const b = PNG.sync.read(readFileSync(after));
  if (a.width !== b.width || a.height !== b.height) return Math.max(a.width * a.height, b.width * b.height);
  const diff = new PNG({ width: a.width, height: a.height });
  const count = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0 });
  if (count) writeFileSync(diffFile, PNG.sync.write(diff));
  return count;
}

async function main() {
  const [command, baseUrl, ...dirs] = process.argv.slice(2);
  // COMPARE_PAGES=/,/services limits a run to those pages (to look again at the ones that differed).
  const only = process.env.COMPARE_PAGES?.split(",");
  const pages = prerenderedPages().filter((page) => !only || only.includes(page));
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  try {
    if (command === "capture" && baseUrl && dirs.length === 1) {
      await captureAll(browser, baseUrl, dirs[0]!, pages);
      console.log(`${pages.length} pages x ${WIDTHS.length} widths captured into ${dirs[0]}`);
    } else if (command === "compare" && baseUrl && dirs.length === 2) {
      const [beforeDir, diffDir] = dirs as [string, string];
      const afterDir = path.join(diffDir, "after");
      await captureAll(browser, baseUrl, afterDir, pages);
      let failing = 0;
      for (const address of pages)
        for (const width of WIDTHS) {
          const name = fileOf(address, width);
          const before = path.join(beforeDir, name);
          let count: number | "missing before";
          try {
            count = differingPixels(before, path.join(afterDir, name), path.join(diffDir, `diff-${name}`));
          } catch {
            count = "missing before";
          }
          if (count !== 0) failing++;
          console.log(`${count === 0 ? "same" : "DIFF"}  ${address} @ ${width}px: ${count} differing pixels`);
        }
      console.log(`${pages.length} pages x ${WIDTHS.length} widths: ${failing} differ`);
      process.exitCode = failing ? 1 : 0;
    } else {
      console.error("Usage: npx tsx scripts/compare-pages.ts capture <url> <dir> | compare <url> <before-dir> <diff-dir>");
      process.exitCode = 2;
    }
  } finally {
    await browser.close();
  }
}

await main();
