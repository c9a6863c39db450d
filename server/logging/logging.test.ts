import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { consoleShaped, createLogger } from "./logging";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, destination };
}

describe("consoleShaped", () => {
  it("writes one JSON object a line with level, time and message", () => {
    const { lines, destination } = capture();
    consoleShaped(createLogger({ destination })).log("Compressed 12 pages", { files: 12 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: "Compressed 12 pages", files: 12 });
    expect(typeof lines[0]?.time).toBe("string");
  });

  it("keeps e-mail and full IP addresses out of messages, fields and errors", () => {
    const { lines, destination } = capture();
    const logger = consoleShaped(createLogger({ destination }));
    logger.warn("Relay said 550 <priya.raman@harbormutual.com> unknown", { reason: "from 198.51.100.23" });
    logger.error("Outbox:", new Error("connect ECONNREFUSED 198.51.100.23:25 for sales@example.com"));
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/priya|harbormutual|sales@|198\.51\.100\.23/);
    expect(lines[0]).toMatchObject({ level: 40, reason: "from 198.51.100.x" });
    expect(lines[1]).toMatchObject({ level: 50, error: { name: "Error", message: "connect ECONNREFUSED 198.51.100.x:25 for [email]" } });
  });

  it("drops messages below the configured level", () => {
    const { lines, destination } = capture();
    consoleShaped(createLogger({ level: "warn", destination })).log("noise");
    expect(lines).toHaveLength(0);
  });
});
