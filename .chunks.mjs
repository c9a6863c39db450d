import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4401";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const width = Number(process.argv[2]);
const context = await browser.newContext({ viewport: { width, height: 900 } });
await context.addCookies([{ name: "consent-v1", value: "user", url: base }]);
const page = await context.newPage();
for (const path of process.argv.slice(3)) {
  await page.goto(`${base}/${path}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const chunk = width < 800 ? 1600 : 1800;
  for (let y = 0, i = 0; y < height; y += chunk, i++) {
    await page.screenshot({ path: `/tmp/shots-company/chunk-${path}-${width}-${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(chunk, height - y) } });
  }
}
await browser.close();
