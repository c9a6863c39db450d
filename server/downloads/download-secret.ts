import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DownloadSecretError extends Error {
  override name = "DownloadSecretError";
}

const MIN_LENGTH = 32;
export const SECRET_FILE = "download-secret";

type SecretOptions = { dataDir: string; databaseUrl?: string; production: boolean };

/**
 * DOWNLOAD_SECRET signs the whitepaper links. Unset, one instance on SQLite keeps a generated secret in
 * DATA_DIR (owner-only); several instances behind DATABASE_URL must share one, so production refuses to start.
 */
export function readDownloadSecret(env: NodeJS.ProcessEnv, { dataDir, databaseUrl, production }: SecretOptions): string {
  const given = env.DOWNLOAD_SECRET;
  if (given !== undefined && given !== "") {
    if (given.length < MIN_LENGTH)
      throw new DownloadSecretError(`DOWNLOAD_SECRET must be at least ${MIN_LENGTH} characters long (e.g. \`openssl rand -hex 32\`)`);
    return given;
  }
  if (databaseUrl && production) {
    throw new DownloadSecretError(
      "DOWNLOAD_SECRET is not set. With DATABASE_URL the site may run as several instances, which must sign whitepaper download links with one shared secret: set DOWNLOAD_SECRET to the same random value (e.g. `openssl rand -hex 32`) on every instance.",
    );
  }
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
}
