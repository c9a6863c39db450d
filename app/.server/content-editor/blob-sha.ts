import { createHash } from "node:crypto";

/** A file's git blob id, as Keystatic names each file's version in its tree and blob calls. */
export function blobSha(contents: Uint8Array): string {
  return createHash("sha1").update(`blob ${contents.byteLength}\0`).update(contents).digest("hex");
}
