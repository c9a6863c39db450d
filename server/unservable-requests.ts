import type { RequestHandler } from "express";

// Methods the Fetch API refuses to represent, so React Router could only answer them with a 500.
const UNSERVABLE_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/** Refuses, with a 4xx, requests the page and API handlers cannot even be given. */
export const refuseUnservableRequests: RequestHandler = (req, res, next) => {
  if (UNSERVABLE_METHODS.has(req.method)) {
    res.setHeader("Allow", "GET, HEAD, POST");
    return res.status(405).type("text/plain").send("Method not allowed");
  }
  // HTTP/1.0 lets a client leave Host out; without it there is no URL to route.
  if (!req.headers.host) return res.status(400).type("text/plain").send("Host header required");
  next();
};
