import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const inputs = [
  "app",
  "content",
  "server",
  "shared",
  "public",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "scripts/share-images",
];
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const stampFile = path.join(buildDir, ".build-stamp");

function walk(entry: string, hash: ReturnType<typeof createHash>) {
  if (!existsSync(entry)) return;
  const stat = statSync(entry);
  if (stat.isDirectory()) {
    for (const name of readdirSync(entry).sort()) {
      if (!name.endsWith(".test.ts") && !name.endsWith(".test.tsx")) walk(path.join(entry, name), hash);
    }
    return;
  }
  hash.update(entry).update(readFileSync(entry));
}

/** A fingerprint of everything the build reads, plus the environment baked into pages. */
export function sourceFingerprint(): string {
  const hash = createHash("sha256");
  for (const input of inputs) walk(input, hash);
  hash.update(`SITE_URL=${process.env.SITE_URL ?? ""}`);
  return hash.digest("hex");
}

export function writeBuildStamp() {
  writeFileSync(stampFile, sourceFingerprint());
}

export function buildIsCurrent(): boolean {
  return (
    existsSync(stampFile) && existsSync(path.join(buildDir, "server/server.js")) && readFileSync(stampFile, "utf8") === sourceFingerprint()
  );
}
