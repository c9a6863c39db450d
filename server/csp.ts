import { createHash, randomBytes } from "node:crypto";

export function createNonce(): string {
  return randomBytes(18).toString("base64");
}

export function sha256Source(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/**
 * The site's Content-Security-Policy. `scriptSources` are the hashes of a pre-rendered
 * page's inline scripts, or the nonce of a server-rendered answer; never 'unsafe-inline'. "none": no script runs.
 * `framedBySite`: the site's own pages may show the answer in a frame (the editor's preview beside its form); no
 * other site ever may.
 */
export function contentSecurityPolicy(scriptSources: readonly string[] | "none", { framedBySite = false } = {}): string {
  return [
    "default-src 'self'",
    scriptSources === "none" ? "script-src 'none'" : `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    framedBySite ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join("; ");
}

/** Every inline <script> body of an HTML document (data blocks such as JSON-LD excluded: they never run). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/.test(attributes) || !body) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    scripts.push(body);
  }
  return scripts;
}
