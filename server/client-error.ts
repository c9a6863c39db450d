import { STATUS_CODES, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { SECURITY_HEADERS } from "./security-headers";

const STATUS_BY_PARSER_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Node's answer to a request it could not parse or that timed out (400, 408, 431), written with the
 * site's security headers. Node's `clientError` hands over the raw socket, so the answer is raw HTTP.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // Node keeps the response in progress on the socket; once its head is out, nothing more can be said.
  const inProgress = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || inProgress?.headersSent) {
    socket.destroy();
    return;
  }
  const status = STATUS_BY_PARSER_CODE[error.code ?? ""] ?? 400;
  const body = `${STATUS_CODES[status] ?? "Bad Request"}\n`;
  const headers = {
    ...SECURITY_HEADERS,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    Connection: "close",
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Bad Request"}\r\n${head}\r\n${body}`);
}
