import { createServer, type RequestListener, type Server } from "node:http";
import { answerClientError } from "./client-error";
import type { ServerConfig } from "./config";

type Logger = Pick<Console, "log" | "error">;

/** Starts the HTTP server with short timeouts and closes it gracefully on SIGTERM/SIGINT. */
export function listen(app: RequestListener, config: ServerConfig, logger: Logger, onClose?: () => Promise<void>): Promise<Server> {
  return new Promise((resolve, reject) => {
    // Slow clients are cut off within seconds rather than holding a connection open.
    const server = createServer({ headersTimeout: 10_000, requestTimeout: 15_000, connectionsCheckingInterval: 2_000 }, app);
    server.keepAliveTimeout = 5_000;
    server.on("clientError", answerClientError);
    server.once("error", reject);
    server.listen(config.port, config.host, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : config.port;
      logger.log(`Site ready on http://localhost:${port}`);
      resolve(server);
    });

    let closing = false;
    const shutdown = (signal: string) => {
      if (closing) return;
      closing = true;
      logger.log(`${signal} received: finishing open requests`);
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      server.close(async () => {
        await onClose?.();
        process.exit(0);
      });
      server.closeIdleConnections();
    };
    process.once("SIGTERM", () => shutdown("SIGTERM"));
    process.once("SIGINT", () => shutdown("SIGINT"));
  });
}
