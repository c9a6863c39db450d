import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { withoutPersonalData } from "#server/logging/personal-data.ts";
import type { Pino } from "#server/logging/logging.ts";
import { requestId } from "./request-id";

export type RequestWithId = IncomingMessage & { id?: string };

const reported = new WeakSet<ServerResponse>();
/** A 5xx its handler logs its own way (e.g. /readyz, once per change of state): its request line is not an error. */
export function reportedElsewhere(res: ServerResponse): void {
  reported.add(res);
}

/**
 * Gives every request an id (echoed as X-Request-Id) and logs one line per answer: method, path without
 * its query, status and time. No address, no header, no body: nothing that could identify a visitor.
 */
export function withRequestLog(logger: Pino, handler: RequestListener): RequestListener {
  return (req: RequestWithId, res: ServerResponse) => {
    const id = requestId(req.headers["x-request-id"]);
    req.id = id;
    res.setHeader("X-Request-Id", id);
    const started = performance.now();
    res.once("close", () => {
      const url = req.url ?? "";
      const query = url.indexOf("?");
      const line = {
        reqId: id,
        method: req.method,
        path: withoutPersonalData((query === -1 ? url : url.slice(0, query)).slice(0, 200)),
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (res.statusCode >= 500 && !reported.has(res)) logger.error(line, "request failed");
      else logger.info(line, "request");
    });
    handler(req, res);
  };
}
