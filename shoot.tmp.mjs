import { chromium } from "@playwright/test";
const [,, url, name, width, ...rest] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: "load" });
await page.evaluate(() => document.querySelector("[data-cookie-notice], [aria-label*=ookie]")?.remove());
const height = await page.evaluate(() => document.documentElement.scrollHeight);
const chunk = Number(width) < 500 ? 1600 : 1400;
const wanted = rest.length ? rest.map(Number) : null;
for (let i = 0, y = 0; y < height; i++, y += chunk) {
  if (wanted && !wanted.includes(i)) continue;
  await page.screenshot({ path: `/tmp/shots-resources/${name}-${width}-${i}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(chunk, height - y) } });
}
console.log(name, width, "height", height, "chunks", Math.ceil(height / chunk));
await browser.close();
