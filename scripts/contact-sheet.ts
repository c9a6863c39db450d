/**
 * The design review's contact sheet: every page template at 390, 1280 and 1440 px, one image per template.
 *
 *   npm run contact-sheet -- capture <url> <dir>       full-page screenshots of a running site into <dir>
 *   npm run contact-sheet -- compose <before> <after> <out>   one JPEG per template: each width before, then after, side by side
 *
 * Capture twice (a build of the old commit, then the new one) and compose; docs/design.md says where the
 * sheets of the last review live.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { CONSENT_COOKIE, CONSENT_VALUE } from "#app/lib/consent.ts";
import { settle } from "./page-settle";

/** One address per page template: what the review looks at. */
export const TEMPLATES: Record<string, string> = {
  home: "/",
  "services-hub": "/services",
  service: "/services/data-governance",
  "ai-hub": "/aiservices",
  "ai-offering": "/aiservices/document-intelligence",
  "industries-hub": "/key-industries",
  industry: "/key-industries/banking",
  "resources-hub": "/resources",
  "resource-list": "/resources/blogs",
  blog: "/resources/blogs/data-masking",
  "case-study": "/resources/case-studies/master-data-management",
  whitepaper: "/resources/whitepapers/whitepapers-details",
  "whitepaper-download": "/resources/whitepapers/whitepapers-details/download",
  webinars: "/resources/webinars",
  webinar: "/resources/webinars/data-governance-that-stands-up-to-an-audit",
  "digital-brochures": "/resources/digital-brochures",
  gallery: "/gallery",
  "gallery-item": "/gallery/mdm-hub",
  "company-overview": "/company-overview",
  "key-differentiators": "/key-differentiators",
  "our-team": "/our-team",
  "work-life": "/work-life",
  "global-footprint": "/global-footprint",
  partnership: "/partnership",
  nupmat: "/nupmat",
  "contact-us": "/contact-us",
  "employee-portal": "/employee-portal",
  "privacy-policy": "/privacy-policy",
  search: "/search?q=data+governance",
  "not-found": "/no-such-page",
};

export const WIDTHS = [390, 1280, 1440] as const;
const HEIGHT_OF = { 390: 844, 1280: 800, 1440: 900 } as const;

async function capture(baseUrl: string, dir: string) {
  mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: HEIGHT_OF[width] }, reducedMotion: "reduce" });
    // The cookie notice is reviewed on its own; here it would cover the same corner of every page.
    await context.addCookies([{ name: CONSENT_COOKIE, value: CONSENT_VALUE, url: baseUrl }]);
    const page = await context.newPage();
    for (const [template, address] of Object.entries(TEMPLATES)) {
      await page.goto(new URL(address, baseUrl).href, { waitUntil: "load" });
      await settle(page);
      await page.screenshot({ path: path.join(dir, `${template}-${width}.png`), fullPage: true });
      console.log(`${template} at ${width} px`);
    }
    await context.close();
  }
  await browser.close();
}

/** Columns: each width before and after, side by side, scaled so a sheet stays a few thousand pixels wide. */
function sheetHtml(template: string, before: string, after: string): string {
  const column = (dir: string, width: number, label: string) => {
    const file = path.join(dir, `${template}-${width}.png`);
    const shown = width === 390 ? 150 : 270;
    const image = existsSync(file) ? `<img src="${pathToFileURL(file).href}" width="${shown}">` : `<p>missing</p>`;
    return `<figure><figcaption>${label} · ${width} px</figcaption>${image}</figure>`;
  };
  const columns = WIDTHS.flatMap((width) => [column(before, width, "before"), column(after, width, "after")]).join("");
  return `<!doctype html><meta charset="utf-8"><style>
    body{margin:0;padding:16px;font:14px system-ui,sans-serif;background:#e9edf2;color:#0b1b33}
    h1{font-size:20px;margin:0 0 12px} main{display:flex;gap:12px;align-items:flex-start}
    figure{margin:0;background:#fff;padding:6px;box-shadow:0 1px 3px #0003} figcaption{margin-bottom:6px;font-weight:600}
    img{display:block;height:auto}
  </style><h1>${template} (${TEMPLATES[template]})</h1><main>${columns}</main>`;
}

async function compose(before: string, after: string, out: string) {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const page = await browser.newPage({ viewport: { width: 1800, height: 800 } });
  for (const template of Object.keys(TEMPLATES)) {
    // A file page, so the screenshots it shows load as files.
    const sheet = path.join(out, `${template}.html`);
    writeFileSync(sheet, sheetHtml(template, path.resolve(before), path.resolve(after)));
    await page.goto(pathToFileURL(path.resolve(sheet)).href, { waitUntil: "load" });
    await page.screenshot({ path: path.join(out, `${template}.jpg`), fullPage: true, type: "jpeg", quality: 45 });
    rmSync(sheet);
    console.log(`${template}.jpg`);
  }
  await browser.close();
}

const [command, ...args] = process.argv.slice(2);
if (command === "capture" && args.length === 2) await capture(args[0]!, args[1]!);
else if (command === "compose" && args.length === 3) await compose(args[0]!, args[1]!, args[2]!);
else {
  console.error("Usage: npm run contact-sheet -- capture <url> <dir> | compose <before-dir> <after-dir> <out-dir>");
  process.exitCode = 2;
}
