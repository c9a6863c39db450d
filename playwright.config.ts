import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "#tests/e2e/chromium-path.ts";
import { E2E_DOWNLOAD_SECRET } from "#tests/e2e/support/download-secret.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// Workers load this file again and inherit the runner's environment: so they all know the server's data directory,
// and the staff tests can open its database (tests/e2e/support/site-database.ts).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "site-e2e-")));
// The content editor's tests save content: they write to a copy of content/, never to the repository's.
const contentDraftsDir = (process.env.E2E_CONTENT_DRAFTS_DIR ??= copyOfContent());

function copyOfContent(): string {
  const copy = path.join(mkdtempSync(path.join(tmpdir(), "site-e2e-content-")), "content");
  cpSync("content", copy, { recursive: true });
  return copy;
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.PW_OUTPUT_DIR ?? "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // CI retries once only to record a trace; a test that passes on its retry still fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    baseURL,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, channel: undefined } },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, channel: undefined } },
  ],
  webServer: {
    // The Node running the tests, not whichever `node` comes first on PATH.
    command: `"${process.execPath}" ${process.env.BUILD_DIR ?? "build"}/server/server.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CONTENT_DRAFTS_DIR: contentDraftsDir,
      SITE_URL: process.env.SITE_URL ?? "http://localhost:3000",
      // The browser opens the site at 127.0.0.1, not at SITE_URL: posts from there count as this site's (origin rule).
      EXTRA_ORIGINS: baseURL,
      // The contact tests submit quickly and often from one address.
      LEAD_MIN_SUBMIT_MS: "300",
      LEAD_RATE_PER_MINUTE: "10000",
      LEAD_MAX_PER_WINDOW: "10000",
      MAIL_MAX_PER_WINDOW: "10000",
      // Every page view in the suite sends a Web Vitals beacon from 127.0.0.1: far more than a person's 30 a minute.
      VITALS_RATE_PER_MINUTE: "100000",
      // Signs the whitepaper download links; the tests sign their own with it to check expiry and tampering.
      DOWNLOAD_SECRET: E2E_DOWNLOAD_SECRET,
    },
  },
});
