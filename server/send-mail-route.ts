import type { Request as ExpressRequest, RequestHandler } from "express";
import type { PostRequest } from "#app/.server/leads/post-gate.ts";
import type { LeadRuntime } from "#app/.server/leads/runtime.ts";
import { contentSecurityPolicy } from "./csp";

// A JSON answer runs no script, so it needs no nonce: the policy with no script source is the strictest.
const API_POLICY = contentSecurityPolicy([]);

/** The post as the lead gate reads it, straight from Node's request: no fetch Request, no web stream. */
function postRequest(req: ExpressRequest): PostRequest {
  const raw = req.rawHeaders;
  return {
    method: req.method,
    url: `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`,
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

/**
 * POST /api/sendMail straight from Express, ahead of compression and React Router's request pipeline:
 * under a flood of bad posts, refusing each one costs a body read and a validation, nothing more.
 */
export function sendMailRoute(leads: Pick<LeadRuntime, "answerApi">): RequestHandler {
  return async (req, res, next) => {
    try {
      const answer = await leads.answerApi(postRequest(req), req.ip);
      res.statusCode = answer.status;
      for (const name in answer.headers) res.setHeader(name, answer.headers[name] as string);
      res.setHeader("Content-Security-Policy", API_POLICY);
      res.setHeader("Cache-Control", "no-store");
      res.end(answer.body);
    } catch (error) {
      next(error);
    }
  };
}
