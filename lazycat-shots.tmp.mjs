import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const select = async (page, name) => {
  const tab = page.getByRole("tab", { name });
  for (let i = 0; i < 30; i++) { await tab.click(); if ((await tab.getAttribute("aria-selected")) === "true") return; await page.waitForTimeout(100); }
};
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 1000 } });
  await page.goto("http://127.0.0.1:4700/");
  await select(page, "Microsoft Consulting Practice");
  await page.getByRole("tabpanel", { name: "Microsoft Consulting Practice" }).getByRole("listitem").first().waitFor();
  await page.locator("#services").screenshot({ path: `/tmp/shots-lazycat/tab2-${width}.png` });
  await page.screenshot({ path: `/tmp/shots-lazycat/full-${width}.png`, fullPage: true });
  await page.close();
  for (const state of ["loading", "failed"]) {
    const p = await browser.newPage({ viewport: { width, height: 1000 } });
    await p.route("**/catalogue-cards.json", (route) => (state === "failed" ? route.fulfill({ status: 503, body: "x" }) : new Promise(() => {})));
    await p.goto("http://127.0.0.1:4700/");
    await select(p, "AI Solution");
    await p.getByRole("tabpanel", { name: "AI Solution" }).getByRole("status").filter({ hasText: state === "failed" ? "could not" : "Loading" }).waitFor();
    await p.locator("#services").screenshot({ path: `/tmp/shots-lazycat/${state}-${width}.png`, animations: "disabled" });
    await p.close();
  }
}
await browser.close();
