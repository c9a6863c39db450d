import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequest, testRuntime, validLead } from "#tests/fixtures/leads.ts";
import { rawRequest } from "#tests/integration/support/raw-http.ts";
import { sendMailRoute } from "./send-mail-route";

async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

// The server answers the API from Node's request inside Express (sendMailRoute, its only door); the fetch-based
// handler (the hostile-input suite's) is the reference. Both must give the very same answers.
describe("POST /api/sendMail as the server answers it", () => {
  let env: Awaited<ReturnType<typeof testRuntime>>;
  let port = 0;
  let server: Server;
  beforeAll(async () => {
    env = await testRuntime();
    const app = express();
    app.post("/api/sendMail", sendMailRoute(env.runtime));
    server = createServer(app);
    port = await listening(server);
  });
  afterAll(async () => {
    server.close();
    await env.close();
  });

  const invalid = JSON.stringify({ fullName: ["x"], phone: "12ab", email: "nope", message: "" });
  const cases: [string, string[], string][] = [
    ["invalid fields", ["Content-Type: application/json"], invalid],
    ["broken JSON", ["Content-Type: application/json"], '{"fullName": '],
    ["a key given twice", ["Content-Type: application/json"], '{"fullName":"a","fullName":"b"}'],
    ["a wrong content type", ["Content-Type: text/plain"], invalid],
    ["a content type sent twice", ["Content-Type: application/json", "Content-Type: text/plain"], invalid],
    ["a compressed body", ["Content-Type: application/json", "Content-Encoding: gzip"], invalid],
    ["a body over 16 KB", ["Content-Type: application/json"], JSON.stringify({ message: "x".repeat(17_000) })],
    ["a cross-site post", ["Content-Type: application/json", "Origin: https://evil.example"], invalid],
    ["a form post with a bad field", ["Content-Type: application/x-www-form-urlencoded"], "fullName=%FF"],
  ];

  it.each(cases)("answers %s exactly as the reference handler does", async (_name, headers, body) => {
    const reference = await env.runtime.handleApi(
      apiRequest({ contentType: null, body, headers: Object.fromEntries(headers.map((line) => line.split(": ") as [string, string])) }),
      "127.0.0.1",
    );
    const head = [
      `POST /api/sendMail HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      ...headers,
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
    ];
    const reply = await rawRequest(port, `${head.join("\r\n")}\r\n\r\n${body}`);
    expect(reply.status).toBe(reference.status);
    expect(reply.body).toBe(await reference.text());
    for (const [name, value] of reference.headers) expect(reply.headers[name], name).toBe(value);
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(reply.headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self';/);
  });

  it("stores a valid lead and answers 200 with its id", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/sendMail`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validLead),
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(await env.runtime.leads.get(id)).toMatchObject({ email: validLead.email });
  });
});

// The one door answers every method and the absence of a lead pipeline itself, as React Router's route once did.
describe("/api/sendMail beyond a post", () => {
  async function serve(handler: express.RequestHandler) {
    const app = express();
    app.all("/api/sendMail", handler);
    const server = createServer(app);
    return { server, url: `http://127.0.0.1:${await listening(server)}/api/sendMail` };
  }

  it("answers any other method 405 with Allow: POST", async () => {
    const env = await testRuntime();
    const { server, url } = await serve(sendMailRoute(env.runtime));
    try {
      const response = await fetch(url);
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(await response.json()).toEqual({ Status: false, error: "Use POST" });
    } finally {
      server.close();
      await env.close();
    }
  });

  it("answers 503 with Retry-After when the site runs without a lead pipeline", async () => {
    const { server, url } = await serve(sendMailRoute(undefined));
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validLead),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await response.json()).toEqual({ Status: false, error: "Messages cannot be accepted right now" });
    } finally {
      server.close();
    }
  });
});
