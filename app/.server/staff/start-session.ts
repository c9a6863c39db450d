import type { RouterContextProvider } from "react-router";
import { currentStaff, staffDb } from "./require-staff";
import { sessionCookie } from "#server/staff/cookies.ts";
import { staffSessions } from "#server/staff/sessions.ts";

/**
 * The Set-Cookie header for a session just started. A session the browser already held ends on the server: the
 * id rotates at every sign-in, so a session id planted before sign-in is worth nothing after it.
 */
export async function startedSessionCookie(args: { request: Request; context: Readonly<RouterContextProvider> }, token: string) {
  const previous = await currentStaff(args);
  if (previous) await staffSessions(staffDb(args.context)).end(previous.sessionId);
  return sessionCookie(args.request, token);
}
