import type { Page } from "@playwright/test";

export type PageProblems = { consoleErrors: string[]; cspViolations: string[] };

/** Records console errors, uncaught exceptions and CSP violations from the moment the page starts loading. */
export async function watchPage(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { consoleErrors: [], cspViolations: [] };
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => problems.consoleErrors.push(`Uncaught: ${error.message}`));
  await page.exposeFunction("__reportCspViolation", (text: string) => problems.cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return problems;
}
