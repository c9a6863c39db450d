import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite } from "#tests/integration/support/site-process.ts";

/** Opens a raw connection, writes `text`, and resolves with the time until the server hangs up and what it said. */
function dribble(port: number, text: string): Promise<{ ms: number; reply: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let reply = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    socket.on("data", (chunk) => (reply += chunk.toString()));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ ms: Date.now() - started, reply }));
  });
}

describe("slow clients", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-slow-"));
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("cuts a client that never finishes its headers, or its body, within seconds", async () => {
    const [headers, body] = await Promise.all([
      dribble(site.port, "POST /api/sendMail HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"),
      dribble(
        site.port,
        'POST /api/sendMail HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"fullName":',
      ),
    ]);
    expect(headers.ms).toBeLessThan(16_000);
    expect(body.ms).toBeLessThan(20_000);
    // Each is told why before the connection closes.
    expect(headers.reply).toMatch(/^HTTP\/1\.1 408/);
    expect(body.reply).toMatch(/^HTTP\/1\.1 408/);
  });
});
