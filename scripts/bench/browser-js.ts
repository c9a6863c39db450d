import { chromium, type Browser } from "@playwright/test";
import { chromiumPath } from "#tests/e2e/chromium-path.ts";
import { gzippedBytes } from "./page-js";

/** Chromium as the browser tests run it (Debian's, or CHROME_PATH). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
}

/**
 * The gzipped JavaScript a real browser fetches on a first view of the page, in a fresh context: every script it
 * loads until the network is idle and, on a page with React Router's scripts, React has hydrated it (what loads
 * after the first paint included, as on the home page the code of the sections near the first screen).
 */
export async function browserJavaScript(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.body().then(gzippedBytes));
  });
  try {
    await page.goto(url, { waitUntil: "networkidle" });
    if (await page.locator("script[type=module]").count()) {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.waitForLoadState("networkidle");
    }
    return (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
  } finally {
    await context.close();
  }
}
