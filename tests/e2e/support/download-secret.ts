/** DOWNLOAD_SECRET of the test server (playwright.config.ts): the download tests sign expired links with it. */
export const E2E_DOWNLOAD_SECRET = "e2e-download-secret-0123456789abcdef0123456789";
