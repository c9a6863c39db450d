import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "#server/logging/logging.ts";
import { withRequestLog } from "./request-log";

let server: Server | undefined;
afterEach(() => server?.close());

async function start() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = createLogger({ destination });
  server = createServer(withRequestLog(logger, (req, res) => res.writeHead(req.url?.startsWith("/boom") ? 500 : 200).end("ok")));
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const logged = async (count: number) => {
    for (let tries = 0; lines.length < count && tries < 100; tries++) await new Promise((resolve) => setImmediate(resolve));
    return lines;
  };
  return { base, logged };
}

describe("withRequestLog", () => {
  it("keeps a sane incoming X-Request-Id, echoes it and logs it with the answer", async () => {
    const { base, logged } = await start();
    const response = await fetch(`${base}/contact-us?email=priya%40example.com`, { headers: { "x-request-id": "lb-7f3a.42" } });
    expect(response.headers.get("x-request-id")).toBe("lb-7f3a.42");
    const [line] = await logged(1);
    expect(line).toMatchObject({ reqId: "lb-7f3a.42", method: "GET", path: "/contact-us", status: 200, level: 30 });
    expect(JSON.stringify(line)).not.toMatch(/priya|127\.0\.0\.1|user-agent/i);
  });

  it.each([["with spaces in it"], ["a".repeat(129)], ["one, two"], ["priya@example.com"]])(
    "replaces an insane X-Request-Id (%s) with a new one",
    async (incoming) => {
      const { base } = await start();
      const response = await fetch(base, { headers: { "x-request-id": incoming } });
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it("gives each request without one its own id, and logs a 5xx as an error", async () => {
    const { base, logged } = await start();
    const first = await fetch(base);
    const second = await fetch(`${base}/boom`);
    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
    const lines = await logged(2);
    expect(lines.map((line) => line.level)).toEqual([30, 50]);
  });
});
