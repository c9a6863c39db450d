import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { currentStaff, staffServices } from "#app/.server/staff/require-staff.ts";
import { staffGuard } from "#app/.server/staff/staff-guard.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { clearedSessionCookie } from "#shared/staff-cookies.ts";
import { requestFacts } from "#app/.server/request-context.ts";

export const middleware: Route.MiddlewareFunction[] = [staffGuard];

/** Sign-out ends the session on the server and clears the cookie; a post only (a link could be forged). */
export async function action(args: Route.ActionArgs) {
  const user = await currentStaff(args);
  if (user) {
    const staff = staffServices(args.context);
    await staff.sessions.end(user.sessionId);
    await staff.audit({ actor: user, action: "staff.sign-out", ip: args.context.get(requestFacts).clientIp });
  }
  return redirect(`${staffPaths.signIn}?signed-out=1`, { headers: { "Set-Cookie": clearedSessionCookie(args.request) } });
}

export function loader() {
  return redirect(staffPaths.home);
}
