import { existsSync } from "node:fs";

/** Debian's Chromium (or CHROME_PATH); the suite refuses to run, loudly, without one. */
export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}. Browser tests need one: run "apt-get update && apt-get install -y chromium" ` +
        "(Debian), or set CHROME_PATH to a Chromium or Chrome binary.",
    );
  }
  return candidate;
}
