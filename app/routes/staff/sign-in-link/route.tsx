import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { requestFacts } from "#app/.server/request-context.ts";
import { staffRuntime } from "#app/.server/staff/require-staff.ts";
import { staffGuard } from "#app/.server/staff/staff-guard.ts";
import { startedSessionCookie } from "#app/.server/staff/start-session.ts";
import { StaffFrame } from "#app/components/staff/staff-frame.tsx";
import { staffPaths } from "#shared/staff-paths.ts";
import { LINK_COOKIE, readShortLivedCookie, shortLivedCookie } from "#shared/staff-cookies.ts";

const REFUSALS = {
  unknown: { status: 400, text: "This sign-in link is not valid. Ask for a new one." },
  used: { status: 400, text: "This sign-in link has already been used. Each link works once: ask for a new one." },
  expired: { status: 400, text: "This sign-in link has expired. Ask for a new one: it works for 15 minutes." },
  "other-browser": {
    status: 403,
    text: "Open the link in the browser where you asked for it. A link works only there, so a forwarded or intercepted mail signs nobody in.",
  },
  limited: { status: 429, text: "Too many sign-in attempts from here. Wait a few minutes, then try again." },
} as const;

/** Opening a mailed link: signs in (a new session id), then on to passkey registration if the account has none. */
export const middleware: Route.MiddlewareFunction[] = [staffGuard];

export async function loader(args: Route.LoaderArgs) {
  const token = new URL(args.request.url).searchParams.get("token") ?? "";
  const nonce = readShortLivedCookie(args.request, LINK_COOKIE);
  const result = await staffRuntime(args.context).redeemLink(token, nonce, args.context.get(requestFacts).clientIp);
  if (!result.ok) {
    const refusal = REFUSALS[result.reason];
    return data({ message: refusal.text }, { status: refusal.status });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await startedSessionCookie(args, result.token));
  headers.append("Set-Cookie", shortLivedCookie(args.request, LINK_COOKIE, "", 0));
  throw redirect(result.hasPasskey ? staffPaths.home : `${staffPaths.passkey}?first=1`, { headers });
}

export const meta: Route.MetaFunction = () => [{ title: "Sign-in link · Staff" }, { name: "robots", content: "noindex, nofollow" }];

export default function SignInLink({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame>
      <div className="max-w-reading">
        <h1 className="text-2xl font-semibold">This link did not sign you in</h1>
        <p className="mt-4">{loaderData.message}</p>
        <p className="mt-6">
          <a href={staffPaths.signIn} className="font-medium text-brand-700 underline">
            Back to sign-in
          </a>
        </p>
      </div>
    </StaffFrame>
  );
}
