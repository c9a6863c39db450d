import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScripts, sha256Source } from "./csp";

describe("CSP", () => {
  it("hashes exactly the inline scripts a browser would run", () => {
    const html = `<script>a()</script><script type="module" async>import "/x.js"</script>
      <script src="/y.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(inlineScripts(html)).toEqual(["a()", 'import "/x.js"']);
    expect(sha256Source("a()")).toBe(`'sha256-${createHash("sha256").update("a()").digest("base64")}'`);
  });

  it("never allows inline scripts wholesale, and locks down plugins, base and framing", () => {
    const policy = contentSecurityPolicy(["'nonce-abc'"]);
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("allows no script at all for a content preview", () => {
    const policy = contentSecurityPolicy("none");
    expect(policy).toContain("script-src 'none'");
    expect(policy).not.toContain("script-src 'self'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy("none", { framedBySite: true })).toContain("frame-ancestors 'self'");
  });
});
