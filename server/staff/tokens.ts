import { createHash, randomBytes } from "node:crypto";

/** A fresh secret for a cookie or a mailed link: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token (SHA-256, hex): a stolen table signs nobody in. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
