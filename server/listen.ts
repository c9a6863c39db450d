import { createServer, type RequestListener, type Server } from "node:http";
import type { Pino } from "#server/logging/logging.ts";
import { answerClientError } from "./client-error";
import type { ServerConfig } from "./config";
import { withRequestLog } from "./request-log";

/** Writes what the logger still buffers, then ends the process. */
export function exitAfterLog(logger: Pino, code: number): void {
  logger.flush(() => process.exit(code));
}

/** Slow clients are cut off within seconds rather than holding a connection open. */
export const SLOW_CLIENT_LIMITS = { headersTimeout: 10_000, requestTimeout: 15_000, connectionsCheckingInterval: 2_000 };

/**
 * The site's HTTP server: a request id and log line per request, slow clients cut off, idle keep-alive connections kept
 * for `keepAliveTimeoutMs`. The headers timeout stays far below the keep-alive: Node counts it from the first byte of
 * each request, not over the idle time between two (listen.test.ts shows it), so a long keep-alive needs no longer one.
 */
export function createSiteServer(
  app: RequestListener,
  config: Pick<ServerConfig, "keepAliveTimeoutMs">,
  logger: Pino,
  limits: typeof SLOW_CLIENT_LIMITS = SLOW_CLIENT_LIMITS,
): Server {
  const server = createServer(limits, withRequestLog(logger, app));
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.on("clientError", answerClientError);
  return server;
}

/**
 * Starts the site's HTTP server and closes it gracefully on SIGTERM/SIGINT. `prepare` runs on the server before it
 * listens (development's Vite attaches its hot reload to it), so "Site ready" means every route answers.
 */
export function listen(
  app: RequestListener,
  config: ServerConfig,
  logger: Pino,
  onClose?: () => Promise<void>,
  prepare?: (server: Server) => Promise<void>,
): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createSiteServer(app, config, logger);
    server.once("error", reject);
    const start = () =>
      server.listen(config.port, config.host, () => {
        const address = server.address();
        const port = typeof address === "object" && address ? address.port : config.port;
        logger.info({ port, node: process.version }, `Site ready on http://localhost:${port} (Node.js ${process.version})`);
        resolve(server);
      });
    if (prepare) prepare(server).then(start, reject);
    else start();

    let closing = false;
    const shutdown = (signal: string) => {
      if (closing) return;
      closing = true;
      logger.info({ signal }, `${signal} received: finishing open requests`);
      const force = setTimeout(() => exitAfterLog(logger, 1), 10_000);
      force.unref();
      server.close(async () => {
        await onClose?.();
        exitAfterLog(logger, 0);
      });
      server.closeIdleConnections();
    };
    process.once("SIGTERM", () => shutdown("SIGTERM"));
    process.once("SIGINT", () => shutdown("SIGINT"));
  });
}
