import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { currentStaff, staffDb } from "#app/.server/staff/require-staff.ts";
import { staffGuard } from "#app/.server/staff/staff-guard.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { recordAudit } from "#server/staff/audit.ts";
import { clearedSessionCookie } from "#server/staff/cookies.ts";
import { staffSessions } from "#server/staff/sessions.ts";
import { requestFacts } from "#app/.server/request-context.ts";

export const middleware: Route.MiddlewareFunction[] = [staffGuard];

/** Sign-out ends the session on the server and clears the cookie; a post only (a link could be forged). */
export async function action(args: Route.ActionArgs) {
  const user = await currentStaff(args);
  if (user) {
    const db = staffDb(args.context);
    await staffSessions(db).end(user.sessionId);
    await recordAudit(db, { actor: user, action: "staff.sign-out", ip: args.context.get(requestFacts).clientIp });
  }
  return redirect(`${staffPaths.signIn}?signed-out=1`, { headers: { "Set-Cookie": clearedSessionCookie(args.request) } });
}

export function loader() {
  return redirect(staffPaths.home);
}
