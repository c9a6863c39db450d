import { Readable } from "node:stream";
import type { Request as ExpressRequest, RequestHandler } from "express";
import type { LeadRuntime } from "#app/.server/leads/runtime.ts";
import { contentSecurityPolicy } from "./csp";

// A JSON answer runs no script, so it needs no nonce: the policy with no script source is the strictest.
const API_POLICY = contentSecurityPolicy([]);

function fetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string);
  const url = `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`;
  const init: RequestInit & { duplex: "half" } = { method: req.method, headers, duplex: "half" };
  if (req.method === "POST") init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
  return new Request(url, init);
}

/**
 * POST /api/sendMail straight from Express, ahead of compression and React Router's request pipeline:
 * under a flood of bad posts, refusing each one costs a body read and a validation, nothing more.
 */
export function sendMailRoute(leads: LeadRuntime): RequestHandler {
  return async (req, res, next) => {
    try {
      const answer = await leads.handleApi(fetchRequest(req), req.ip);
      res.status(answer.status);
      answer.headers.forEach((value, name) => res.setHeader(name, value));
      res.setHeader("Content-Security-Policy", API_POLICY);
      res.setHeader("Cache-Control", "no-store");
      res.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  };
}
