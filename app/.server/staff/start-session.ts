import type { RouterContextProvider } from "react-router";
import { currentStaff, staffServices } from "./require-staff";
import { sessionCookie } from "#shared/staff-cookies.ts";

/**
 * The Set-Cookie header for a session just started. A session the browser already held ends on the server: the
 * id rotates at every sign-in, so a session id planted before sign-in is worth nothing after it.
 */
export async function startedSessionCookie(args: { request: Request; context: Readonly<RouterContextProvider> }, token: string) {
  const previous = await currentStaff(args);
  if (previous) await staffServices(args.context).sessions.end(previous.sessionId);
  return sessionCookie(args.request, token);
}
