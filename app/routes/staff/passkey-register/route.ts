import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Route } from "./+types/route";
import { requestFacts } from "#app/.server/request-context.ts";
import { readJsonBody } from "#app/.server/staff/json-body.ts";
import { staffRuntime, staffServices } from "#app/.server/staff/require-staff.ts";
import { staffGuard, staffMember } from "#app/.server/staff/staff-guard.ts";
import { CHALLENGE_COOKIE, readShortLivedCookie, shortLivedCookie } from "#shared/staff-cookies.ts";
import { CHALLENGE_TTL_MS } from "#shared/staff-lifetimes.ts";

/** Passkey registration for the signed-in member, two JSON posts: `{ step: "options" }`, then `{ step: "verify", response }`. */
export const middleware: Route.MiddlewareFunction[] = [staffGuard];

export async function action(args: Route.ActionArgs) {
  const { user } = staffMember(args);
  const body = await readJsonBody(args.request);
  const { passkeys } = staffRuntime(args.context);
  if (body.step === "options") {
    const { options, nonce } = await passkeys.registrationOptions(user);
    return Response.json(options, { headers: { "Set-Cookie": shortLivedCookie(args.request, CHALLENGE_COOKIE, nonce, CHALLENGE_TTL_MS) } });
  }
  if (body.step !== "verify" || !body.response || typeof body.response !== "object")
    return Response.json({ error: "Unknown step" }, { status: 400 });
  const nonce = readShortLivedCookie(args.request, CHALLENGE_COOKIE);
  const headers = { "Set-Cookie": shortLivedCookie(args.request, CHALLENGE_COOKIE, "", 0) };
  if (!(await passkeys.register(user.accountId, nonce, body.response as RegistrationResponseJSON)))
    return Response.json({ error: "The passkey could not be registered. Try again." }, { status: 400, headers });
  await staffServices(args.context).audit({ actor: user, action: "staff.passkey-added", ip: args.context.get(requestFacts).clientIp });
  return Response.json({ ok: true }, { headers });
}
