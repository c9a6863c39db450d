import type { IncomingMessage, ServerResponse } from "node:http";
import { chooseEncoding } from "./choose-encoding";
import type { Precompressed } from "./precompressed";

function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  // Weak comparison (RFC 9110 13.1.2): a proxy may have weakened the tag it saw.
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Sends the stored bytes of the coding the client accepts, or 304 when its copy is current. */
export function sendPrecompressed(req: IncomingMessage, res: ServerResponse, file: Precompressed, type: string): void {
  const coding = chooseEncoding(req.headers["accept-encoding"], file);
  const variant = file[coding] ?? file.identity;
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", variant.etag);
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch && matches(ifNoneMatch, variant.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader("Content-Type", type);
  if (coding !== "identity") res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", variant.body.length);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}
