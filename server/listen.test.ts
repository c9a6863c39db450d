import type { Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "#server/logging/logging.ts";
import { readConfig } from "./config";
import { createSiteServer, SLOW_CLIENT_LIMITS } from "./listen";

const quietLogger = () => createLogger({ destination: new Writable({ write: (_chunk, _encoding, done) => done() }) });

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

async function start(keepAliveTimeoutMs: number, limits = SLOW_CLIENT_LIMITS) {
  server = createSiteServer((req, res) => res.end(`answered ${req.url}\n`), { keepAliveTimeoutMs }, quietLogger(), limits);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * One connection: a first request, `idleMs` of silence once it is answered, then a second request on the same socket
 * unless the server has closed it by then. Resolves with the answers heard and whether the server closed it while idle.
 */
function twoRequestsApart(port: number, idleMs: number): Promise<{ answers: string[]; closedWhileIdle: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let heard = "";
    let idle: NodeJS.Timeout | undefined;
    let sentSecond = false;
    const answers = () => heard.match(/answered \/\w+/g) ?? [];
    socket.on("data", (chunk) => {
      heard += chunk.toString();
      if (answers().length === 1 && !idle)
        idle = setTimeout(() => {
          if (socket.destroyed || socket.readableEnded) return;
          sentSecond = true;
          socket.write("GET /second HTTP/1.1\r\nHost: site\r\n\r\n");
        }, idleMs);
      if (answers().length === 2) socket.end();
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(idle);
      resolve({ answers: answers(), closedWhileIdle: !sentSecond });
    });
    socket.write("GET /first HTTP/1.1\r\nHost: site\r\n\r\n");
  });
}

describe("createSiteServer", () => {
  it("keeps idle connections longer than a balancer's 60 s idle timeout by default, and cuts slow clients within seconds", async () => {
    await start(readConfig({}).keepAliveTimeoutMs);
    expect(server!.keepAliveTimeout).toBe(65_000);
    expect(server!.headersTimeout).toBe(10_000);
    expect(server!.requestTimeout).toBe(15_000);
  });

  // Why the headers timeout may stay far below the keep-alive. The idle time is what these cases test, so they wait it out.
  const fast = { headersTimeout: 200, requestTimeout: 400, connectionsCheckingInterval: 50 };

  it("answers a request on a keep-alive connection that sat idle for longer than the headers timeout", async () => {
    const port = await start(5_000, fast);
    const { answers, closedWhileIdle } = await twoRequestsApart(port, 1_000);
    expect(closedWhileIdle).toBe(false);
    expect(answers).toEqual(["answered /first", "answered /second"]);
  });

  it("closes a keep-alive connection once it has been idle for the keep-alive timeout", async () => {
    const port = await start(300, fast);
    // Node 24 waits a further keepAliveTimeoutBuffer (1 s) before it closes, so the Keep-Alive header it sends is safe.
    const buffer = (server as Server & { keepAliveTimeoutBuffer?: number }).keepAliveTimeoutBuffer ?? 0;
    const { answers, closedWhileIdle } = await twoRequestsApart(port, 300 + buffer + 700);
    expect(closedWhileIdle).toBe(true);
    expect(answers).toEqual(["answered /first"]);
  });
});
