import { connect, type Socket } from "node:net";

export type RawReply = { raw: string; status: number | undefined; headers: Record<string, string>; body: string };

/** Splits what a server wrote into status, lower-cased headers and body. */
export function parseReply(raw: string): RawReply {
  const end = raw.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = (end === -1 ? raw : raw.slice(0, end)).split("\r\n");
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { raw, status: status ? Number(status) : undefined, headers, body: end === -1 ? "" : raw.slice(end + 4) };
}

/**
 * Talks raw TCP to the server, as a client no HTTP library would allow, and resolves once the
 * server closes the connection, with everything it said.
 */
export function rawExchange(port: number, talk: (socket: Socket) => void | Promise<void>): Promise<RawReply> {
  return new Promise((resolve) => {
    let raw = "";
    const socket = connect(port, "127.0.0.1", () => void talk(socket));
    socket.on("data", (chunk) => (raw += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => resolve(parseReply(raw)));
  });
}

/** Sends `text` as is and waits for the server to close. */
export const rawRequest = (port: number, text: string) => rawExchange(port, (socket) => void socket.write(text));
