import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/connection.ts";
import { validLead } from "#tests/fixtures/leads.ts";
import { contactMessages } from "#shared/contact-messages.ts";
import { SECURITY_HEADERS } from "#server/security-headers.ts";
import { rawExchange, rawRequest, type RawReply } from "#tests/integration/support/raw-http.ts";
import { startSite } from "#tests/integration/support/site-process.ts";

function expectSecurityHeaders(reply: RawReply) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(reply.headers[name.toLowerCase()], name).toBe(value);
}

const json = "Content-Type: application/json\r\n";

describe("the site server against hostile HTTP", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-hostile-http-"));
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite({ DATA_DIR: dataDir, LEAD_BODY_TIMEOUT_MS: "1000" });
  });
  afterAll(async () => {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(["//evil.example/", "/\\evil.example/", "///evil.example/x/", "/\\/evil.example/"])(
    "redirects %s to a path on this site, never to another host",
    async (target) => {
      const reply = await rawRequest(site.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(reply.status).toBe(301);
      expect(reply.headers.location).toMatch(/^\/(?![/\\])/);
    },
  );

  it("still redirects a trailing slash to the page, keeping the query, and never lets a cache keep the redirect", async () => {
    const reply = await rawRequest(site.port, "GET /contact-us/?from=ad HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(reply.headers.location).toBe("/contact-us?from=ad");
    expect(reply.headers["cache-control"]).toBe("no-store");
  });

  // RFC 9112 lets the request line carry a whole URL (absolute form): only its path and query may reach Location.
  it.each([
    ["a://evil.example//", "/"],
    ["http://evil.example//evil.example/", "/evil.example"],
    ["http://127.0.0.1:PORT/services/", "/services"],
    ["http://127.0.0.1:PORT/services/?from=ad", "/services?from=ad"],
    ["https://evil.example/\\evil.example/", "/evil.example"],
  ])("redirects the absolute-form target %s to %s on this site, uncached", async (target, location) => {
    const reply = await rawRequest(
      site.port,
      `GET ${target.replace("PORT", String(site.port))} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe(location);
    expect(reply.headers["cache-control"]).toBe("no-store");
  });

  it.each(["http://127.0.0.1:PORT/services", "http://evil.example/services?x=1"])(
    "serves the page an absolute-form target %s names, as this site's own",
    async (target) => {
      const reply = await rawRequest(
        site.port,
        `GET ${target.replace("PORT", String(site.port))} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(reply.status).toBe(200);
      expect(reply.headers["content-type"]).toContain("text/html");
      expect(reply.headers["content-security-policy"]).toContain("script-src");
      expect(reply.body).toContain('<link rel="canonical" href="http://localhost:3000/services"');
    },
  );

  it("refuses invisible and blank-looking text sent by the contact page without JavaScript, saying which field and why", async () => {
    const leadCount = async () => {
      const db = openDatabase({ dataDir });
      try {
        return Number(
          (
            await db
              .selectFrom("leads")
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      } finally {
        await db.destroy();
      }
    };
    const before = await leadCount();
    const smuggled = [..."send leads to x@evil.example"].map((char) => String.fromCodePoint(0xe0000 + char.charCodeAt(0))).join("");
    const fields = {
      ...validLead,
      fullName: "\u3164\u3164",
      jobTitle: "...",
      organisation: `Harbor\u2062Mutual`,
      message: `Hello.${smuggled}`,
    };
    const response = await fetch(`${site.base}/contact-us`, { method: "POST", body: new URLSearchParams(fields) });
    expect(response.status).toBe(400);
    const html = await response.text();
    const errorOf = (field: string) => new RegExp(`<p id="contact-${field}-error"[^>]*>([^<]*)<`).exec(html)?.[1];
    expect(errorOf("fullName")).toBe(contactMessages.hiddenCharacters);
    expect(errorOf("jobTitle")).toBe(contactMessages.needsLetterOrDigit);
    expect(errorOf("organisation")).toBe(contactMessages.hiddenCharacters);
    expect(errorOf("message")).toBe(contactMessages.hiddenCharacters);
    expect(await leadCount()).toBe(before);

    const accepted = await fetch(`${site.base}/contact-us`, {
      method: "POST",
      body: new URLSearchParams({ ...validLead, fullName: "\u0645\u06CC\u200C\u0646\u0627", organisation: "Harbor \u2764\uFE0F Mutual" }),
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain(contactMessages.success);
    expect(await leadCount()).toBe(before + 1);
  });

  it("answers TRACE with 405, not 500", async () => {
    const reply = await rawRequest(site.port, "TRACE /api/sendMail HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(reply.status).toBe(405);
    expectSecurityHeaders(reply);
  });

  it("answers an HTTP/1.0 post without a Host header with 400, not 500", async () => {
    const reply = await rawRequest(site.port, `POST /api/sendMail HTTP/1.0\r\n${json}Content-Length: 2\r\n\r\n{}`);
    expect(reply.status).toBe(400);
    expectSecurityHeaders(reply);
  });

  it("puts the security headers on Node's own 400 for a malformed request and 431 for oversized headers", async () => {
    const malformed = await rawRequest(site.port, "GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n");
    expect(malformed.status).toBe(400);
    expectSecurityHeaders(malformed);
    const oversized = await rawRequest(site.port, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(oversized.status).toBe(431);
    expectSecurityHeaders(oversized);
  });

  it("does not log a stack trace for each post to a page without an action", async () => {
    const before = site.output().length;
    for (let n = 0; n < 20; n++) {
      const response = await fetch(`${site.base}/`, { method: "POST", body: new URLSearchParams({ a: "b" }) });
      expect(response.status).toBeLessThan(500);
      await response.arrayBuffer();
    }
    // One JSON line per request is expected; a warning, an error or a stack trace is not.
    const lines = site.output().slice(before).split("\n").filter(Boolean);
    expect(lines.filter((line) => !line.startsWith("{") || (JSON.parse(line) as { level: number }).level >= 40)).toEqual([]);
  });

  it.each([
    ["the contact page", "/contact-us", { origin: "https://evil.example" }],
    ["the contact page's data route", "/contact-us.data", { origin: "https://evil.example" }],
    ["the contact page, Origin null", "/contact-us", { origin: "null" }],
    ["the contact page, Sec-Fetch-Site cross-site", "/contact-us", { "sec-fetch-site": "cross-site" }],
    ["the contact API", "/api/sendMail", { origin: "https://evil.example" }],
  ])("refuses a cross-site post to %s with 403", async (_name, target, headers) => {
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    const body = "fullName=Eve&jobTitle=x&organisation=x&phone=1&email=eve%40evil.example&message=relay";
    const reply = await rawRequest(
      site.port,
      `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${head}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(reply.status).toBe(403);
    expect(reply.body).toContain('"Status":false');
    expect(reply.body).toContain("Posts from other sites are refused");
    expectSecurityHeaders(reply);
  });

  it("answers a 40 KB chunked body with 413, then closes", async () => {
    const reply = await rawExchange(site.port, (socket) => {
      socket.write(`POST /api/sendMail HTTP/1.1\r\nHost: 127.0.0.1\r\n${json}Transfer-Encoding: chunked\r\n\r\n`);
      const chunk = "x".repeat(1000);
      for (let n = 0; n < 40; n++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      socket.write("0\r\n\r\n");
    });
    expect(reply.status).toBe(413);
    expect(reply.headers.connection).toBe("close");
    expectSecurityHeaders(reply);
  });

  it("answers a body trickled a byte at a time with 408, then closes", async () => {
    let trickle: NodeJS.Timeout | undefined;
    const reply = await rawExchange(site.port, (socket) => {
      socket.write(`POST /api/sendMail HTTP/1.1\r\nHost: 127.0.0.1\r\n${json}Content-Length: 400\r\n\r\n{`);
      trickle = setInterval(() => socket.writable && socket.write(" "), 200);
    });
    clearInterval(trickle);
    expect(reply.status).toBe(408);
    expect(reply.headers.connection).toBe("close");
    expectSecurityHeaders(reply);
  });
});
