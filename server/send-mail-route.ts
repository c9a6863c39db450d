import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler } from "express";
import proxyAddr from "proxy-addr";
import type { PostRequest } from "#server/leads/post-gate.ts";
import type { LeadRuntime } from "#server/leads/runtime.ts";
import { contentSecurityPolicy } from "./csp";
import { SECURITY_HEADERS } from "./security-headers";

// A JSON answer runs no script, so it needs no nonce: the policy with no script source is the strictest.
const API_POLICY = contentSecurityPolicy([]);
const API_PATH = "/api/sendMail";

type Leads = Pick<LeadRuntime, "answerApi">;
/** Express's compiled `trust proxy` setting (`app.get("trust proxy fn")`): is this hop a proxy we trust? */
export type TrustProxy = (address: string, hop: number) => boolean;

/** The post as the lead gate reads it, straight from Node's request: no fetch Request, no web stream. */
function postRequest(req: IncomingMessage, protocol: string): PostRequest {
  const raw = req.rawHeaders;
  return {
    method: req.method ?? "POST",
    url: `${protocol}://${req.headers.host ?? "localhost"}${req.url ?? API_PATH}`,
    headers: {
      // As fetch's Headers: case-insensitive, a header sent twice reads as its values joined by ", ".
      get(name: string) {
        const wanted = name.toLowerCase();
        let value: string | null = null;
        for (let i = 0; i < raw.length; i += 2) {
          if ((raw[i] as string).toLowerCase() === wanted) value = value === null ? (raw[i + 1] as string) : `${value}, ${raw[i + 1]}`;
        }
        return value;
      },
    },
    body: req.method === "POST" ? req : null,
  };
}

async function answer(leads: Leads, req: IncomingMessage, res: ServerResponse, protocol: string, ip: string | undefined): Promise<void> {
  const { status, headers, body } = await leads.answerApi(postRequest(req, protocol), ip);
  res.statusCode = status;
  for (const name in headers) res.setHeader(name, headers[name] as string);
  res.setHeader("Content-Security-Policy", API_POLICY);
  res.setHeader("Cache-Control", "no-store");
  res.end(body);
}

/** POST /api/sendMail inside Express (development, and addresses Express matches loosely such as /api/sendMail/). */
export function sendMailRoute(leads: Leads): RequestHandler {
  return async (req: ExpressRequest, res, next) => {
    try {
      await answer(leads, req, res, req.protocol, req.ip);
    } catch (error) {
      next(error);
    }
  };
}

/** As Express's `req.protocol`: X-Forwarded-Proto counts only from a trusted proxy. */
function protocolOf(req: IncomingMessage, trust: TrustProxy): string {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  if (!trust(req.socket.remoteAddress ?? "", 0)) return own;
  const forwarded = req.headers["x-forwarded-proto"];
  const header = (Array.isArray(forwarded) ? forwarded[0] : forwarded) || own;
  return header.split(",")[0]?.trim() || own;
}

/**
 * POST /api/sendMail answered before Express, like the pre-rendered pages: under a flood of bad posts,
 * refusing each one costs a body read and a validation, not a trip through Express's router. The
 * client address and protocol come from Express's own `trust proxy` setting. Returns false for anything else.
 */
export function serveSendMail(leads: Leads, trust: TrustProxy, onError: (error: unknown, req: IncomingMessage) => void) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "POST" || !req.headers.host || !req.url) return false;
    const query = req.url.indexOf("?");
    if ((query === -1 ? req.url : req.url.slice(0, query)) !== API_PATH) return false;
    for (const name in SECURITY_HEADERS) res.setHeader(name, SECURITY_HEADERS[name] as string);
    answer(leads, req, res, protocolOf(req, trust), proxyAddr(req, trust)).catch((error: unknown) => {
      onError(error, req);
      if (res.headersSent) return void res.destroy();
      res.statusCode = 500;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.end("Internal Server Error");
    });
    return true;
  };
}
