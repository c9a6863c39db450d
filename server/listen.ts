import { createServer, type RequestListener, type Server } from "node:http";
import type { Pino } from "#app/.server/logging.ts";
import { answerClientError } from "./client-error";
import type { ServerConfig } from "./config";
import { withRequestLog } from "./request-log";

/** Writes what the logger still buffers, then ends the process. */
export function exitAfterLog(logger: Pino, code: number): void {
  logger.flush(() => process.exit(code));
}

/** Starts the HTTP server with short timeouts, a request id and log line per request, and closes it gracefully on SIGTERM/SIGINT. */
export function listen(app: RequestListener, config: ServerConfig, logger: Pino, onClose?: () => Promise<void>): Promise<Server> {
  return new Promise((resolve, reject) => {
    // Slow clients are cut off within seconds rather than holding a connection open.
    const server = createServer(
      { headersTimeout: 10_000, requestTimeout: 15_000, connectionsCheckingInterval: 2_000 },
      withRequestLog(logger, app),
    );
    server.keepAliveTimeout = 5_000;
    server.on("clientError", answerClientError);
    server.once("error", reject);
    server.listen(config.port, config.host, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : config.port;
      logger.info({ port }, `Site ready on http://localhost:${port}`);
      resolve(server);
    });

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
