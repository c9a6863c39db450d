import { createHmac, timingSafeEqual } from "node:crypto";
import { paths } from "#shared/paths.ts";

export const DOWNLOAD_LINK_TTL_MS = 15 * 60_000;

export type LinkCheck = "valid" | "expired" | "invalid";

function signature(secret: string, keyword: string, expires: number): Buffer {
  return createHmac("sha256", secret).update(`${keyword}\n${expires}`).digest();
}

/** Signs a whitepaper's file link: HMAC-SHA256 over keyword and expiry (ms since the epoch). */
export function createSignedLinks(secret: string, ttlMs = DOWNLOAD_LINK_TTL_MS, now: () => number = Date.now) {
  return {
    /** The site-relative file link for one whitepaper, valid for ttlMs from now. */
    link(keyword: string): string {
      const expires = now() + ttlMs;
      const sig = signature(secret, keyword, expires).toString("base64url");
      return `${paths.whitepaperFile(keyword)}?${new URLSearchParams({ expires: String(expires), sig })}`;
    },
    check(keyword: string, expires: string | null, sig: string | null): LinkCheck {
      if (!expires || !sig || !/^\d{1,15}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return "invalid";
      const given = Buffer.from(sig, "base64url");
      const expected = signature(secret, keyword, Number(expires));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
      return Number(expires) < now() ? "expired" : "valid";
    },
  };
}

export type SignedLinks = ReturnType<typeof createSignedLinks>;
