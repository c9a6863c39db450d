import { randomUUID } from "node:crypto";

// A proxy's or load balancer's id is kept when it is a plain token; anything else (too long, spaces,
// an address, several ids joined by commas) is replaced, so a client cannot write into the log.
const SANE_ID = /^[A-Za-z0-9._:+=/-]{1,128}$/;

/** The request's id: the incoming X-Request-Id when it is sane, else a new UUID. */
export function requestId(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && SANE_ID.test(incoming) ? incoming : randomUUID();
}
