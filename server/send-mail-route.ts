import type { IncomingMessage } from "node:http";
import type { Request as ExpressRequest, RequestHandler } from "express";
import type { PostRequest } from "#server/leads/post-gate.ts";
import type { LeadRuntime } from "#server/leads/runtime.ts";
import { contentSecurityPolicy } from "./csp";

// A JSON answer runs no script, so it needs no nonce: the policy with no script source is the strictest.
const API_POLICY = contentSecurityPolicy([]);

type Leads = Pick<LeadRuntime, "answerApi">;
type ApiAnswer = Awaited<ReturnType<Leads["answerApi"]>>;

/** The post as the lead gate reads it, straight from Node's request: no fetch Request, no web stream. */
function postRequest(req: IncomingMessage, protocol: string): PostRequest {
  const raw = req.rawHeaders;
  return {
    method: req.method ?? "POST",
    url: `${protocol}://${req.headers.host ?? "localhost"}${req.url ?? "/"}`,
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

const UNAVAILABLE: ApiAnswer = {
  status: 503,
  headers: { "Content-Type": "application/json; charset=utf-8", "Retry-After": "30" },
  body: JSON.stringify({ Status: false, error: "Messages cannot be accepted right now" }),
};

/**
 * `/api/sendMail`, the contact API's only door (docs/architecture.md, "The contact API"), in production and
 * development alike. The client address and protocol are Express's own (`req.ip`, `req.protocol`, from its
 * `trust proxy` setting); any method but POST gets the gate's 405, and without a lead pipeline every post a 503.
 */
export function sendMailRoute(leads: Leads | undefined): RequestHandler {
  return async (req: ExpressRequest, res, next) => {
    try {
      const { status, headers, body } = leads ? await leads.answerApi(postRequest(req, req.protocol), req.ip) : UNAVAILABLE;
      res.statusCode = status;
      for (const name in headers) res.setHeader(name, headers[name] as string);
      res.setHeader("Content-Security-Policy", API_POLICY);
      res.setHeader("Cache-Control", "no-store");
      res.end(body);
    } catch (error) {
      next(error);
    }
  };
}
