import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { Route } from "./+types/route";
import { requestFacts } from "#app/.server/request-context.ts";
import { readJsonBody } from "#app/.server/staff/json-body.ts";
import { safeNext, staffRuntime } from "#app/.server/staff/require-staff.ts";
import { staffGuard } from "#app/.server/staff/staff-guard.ts";
import { startedSessionCookie } from "#app/.server/staff/start-session.ts";
import { CHALLENGE_COOKIE, readShortLivedCookie, shortLivedCookie } from "#shared/staff-cookies.ts";
import { CHALLENGE_TTL_MS } from "#shared/staff-lifetimes.ts";

const tooMany = (retryAfterSec: number) =>
  Response.json(
    { error: "Too many sign-in attempts. Wait a few minutes, then try again." },
    { status: 429, headers: { "Retry-After": String(retryAfterSec) } },
  );

/** Passkey sign-in, two JSON posts: `{ step: "options" }`, then `{ step: "verify", response, next }`. */
export const middleware: Route.MiddlewareFunction[] = [staffGuard];

export async function action(args: Route.ActionArgs) {
  const body = await readJsonBody(args.request);
  const staff = staffRuntime(args.context);
  const ip = args.context.get(requestFacts).clientIp;
  if (body.step === "options") {
    const answer = await staff.passkeyOptions(ip);
    if (!answer.ok) return tooMany(answer.retryAfterSec);
    return Response.json(answer.options, {
      headers: { "Set-Cookie": shortLivedCookie(args.request, CHALLENGE_COOKIE, answer.nonce, CHALLENGE_TTL_MS) },
    });
  }
  if (body.step !== "verify" || !body.response || typeof body.response !== "object")
    return Response.json({ error: "Unknown step" }, { status: 400 });
  const nonce = readShortLivedCookie(args.request, CHALLENGE_COOKIE);
  const answer = await staff.passkeySignIn(nonce, body.response as AuthenticationResponseJSON, ip);
  const headers = new Headers({ "Set-Cookie": shortLivedCookie(args.request, CHALLENGE_COOKIE, "", 0) });
  if (!answer.ok) {
    if (answer.retryAfterSec) return tooMany(answer.retryAfterSec);
    return Response.json({ error: "This passkey did not sign you in. Try again, or ask for a link by e-mail." }, { status: 401, headers });
  }
  headers.append("Set-Cookie", await startedSessionCookie(args, answer.token));
  return Response.json({ next: safeNext(typeof body.next === "string" ? body.next : null) }, { headers });
}
