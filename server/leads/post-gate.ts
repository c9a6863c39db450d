import { takeAttribution } from "#shared/attribution.ts";
import { clientAddress, clientNetwork } from "./client-network";
import { readFields, type Fields, type PostBody } from "./read-body";
import type { RateLimiter } from "./rate-limit";
import { CROSS_SITE_REFUSAL, sourcePage, type PostHeaders } from "./request-guards";
import { ownOrigins, postOrigin, refusedAsPublicPost, type SiteOrigins } from "#shared/origin-rule.ts";
import type { SubmitMeta } from "./submission";

export type GateRefusal = { ok: false; status: 400 | 403 | 405 | 408 | 413 | 415 | 429; error: string; retryAfterSec?: number };
export type GateResult = { ok: true; fields: Fields; meta: SubmitMeta } | GateRefusal;

/** What the gate reads of a post: a fetch Request, or the same fields taken straight from Node's request. */
export type PostRequest = { method: string; url: string; headers: PostHeaders; body: PostBody | null };

type GateOptions = { requests: RateLimiter; origins: SiteOrigins; bodyTimeoutMs?: number };

/** What every lead post passes before validation: method, request rate, origin, then a strict body read. */
export function createPostGate({ requests, origins, bodyTimeoutMs }: GateOptions) {
  return async (request: PostRequest, clientIp: string | undefined, source: SubmitMeta["source"]): Promise<GateResult> => {
    if (request.method !== "POST") return { ok: false, status: 405, error: "Use POST" };
    const ip = clientAddress(clientIp);
    const network = clientNetwork(ip);
    const rate = requests.hit(network);
    if (!rate.ok) return { ok: false, status: 429, error: "Too many requests", retryAfterSec: rate.retryAfterSec };
    if (refusedAsPublicPost(postOrigin(request.headers, ownOrigins(origins, request.url))))
      return { ok: false, status: 403, error: CROSS_SITE_REFUSAL };
    const body = await readFields(request, { timeoutMs: bodyTimeoutMs });
    if (!body.ok) return body;
    const { fields, attribution } = takeAttribution(body.fields, request);
    const userAgent = request.headers.get("user-agent") ?? undefined;
    const meta: SubmitMeta = { ip, network, userAgent, page: sourcePage(request), source, attribution };
    return { ok: true, fields, meta };
  };
}

export type PostGate = ReturnType<typeof createPostGate>;

/** Allow for 405, Retry-After for 429, and a closed connection when the body was left unread (408, 413). */
export function refusalHeaders(refusal: GateRefusal): Record<string, string> {
  const headers: Record<string, string> = {};
  if (refusal.status === 405) headers.Allow = "POST";
  if (refusal.retryAfterSec) headers["Retry-After"] = String(refusal.retryAfterSec);
  if (refusal.status === 408 || refusal.status === 413) headers.Connection = "close";
  return headers;
}
