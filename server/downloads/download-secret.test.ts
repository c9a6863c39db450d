import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readDownloadSecret, SECRET_FILE } from "./download-secret";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "download-secret-"));

describe("DOWNLOAD_SECRET", () => {
  it("uses the variable when it is set, and refuses one too short to be safe", () => {
    const given = "x".repeat(40);
    expect(readDownloadSecret({ DOWNLOAD_SECRET: given }, { dataDir: tempDir(), production: true })).toBe(given);
    expect(() => readDownloadSecret({ DOWNLOAD_SECRET: "short" }, { dataDir: tempDir(), production: true })).toThrow(
      /DOWNLOAD_SECRET must be at least 32/,
    );
  });

  it("on SQLite, generates one into DATA_DIR readable by the owner only, and keeps it across restarts", () => {
    const dataDir = tempDir();
    const first = readDownloadSecret({}, { dataDir, production: true });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(readDownloadSecret({}, { dataDir, production: true })).toBe(first);
  });

  it("with DATABASE_URL in production, stops start-up with a message naming the variable", () => {
    const dataDir = tempDir();
    expect(() => readDownloadSecret({}, { dataDir, databaseUrl: "postgres://db/site", production: true })).toThrow(
      /DOWNLOAD_SECRET is not set.*DATABASE_URL/s,
    );
    expect(readDownloadSecret({}, { dataDir, databaseUrl: "postgres://db/site", production: false })).toMatch(/^[0-9a-f]{64}$/);
  });
});
