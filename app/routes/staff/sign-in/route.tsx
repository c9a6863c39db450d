import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { requestFacts } from "#app/.server/request-context.ts";
import { currentStaff, safeNext, staffRuntime } from "#app/.server/staff/require-staff.ts";
import { staffGuard } from "#app/.server/staff/staff-guard.ts";
import { readStaffForm } from "#app/.server/staff/staff-body.ts";
import { PasskeySignIn } from "#app/components/staff/passkey-sign-in.tsx";
import { StaffFrame } from "#app/components/staff/staff-frame.tsx";
import { staffPaths } from "#shared/staff-paths.ts";
import { LINK_COOKIE, shortLivedCookie } from "#shared/staff-cookies.ts";
import { LINK_TTL_MS } from "#shared/staff-lifetimes.ts";

export const middleware: Route.MiddlewareFunction[] = [staffGuard];

export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const next = safeNext(params.get("next"));
  if (await currentStaff(args)) throw redirect(next);
  return { next, sent: params.has("sent"), signedOut: params.has("signed-out"), linkMinutes: LINK_TTL_MS / 60_000 };
}

/**
 * Mails a one-time link when an enabled account has the address; the answer (a redirect setting the browser-binding
 * cookie) is the same whether or not one does.
 */
export async function action(args: Route.ActionArgs) {
  const form = await readStaffForm(args.request);
  const email = form?.get("email");
  if (typeof email !== "string" || !email.trim() || email.length > 320)
    return data({ error: "Enter the e-mail address of your staff account." }, { status: 400 });
  const answer = await staffRuntime(args.context).requestLink(email, args.context.get(requestFacts).clientIp);
  if (!answer.ok) {
    const minutes = Math.ceil(answer.retryAfterSec / 60);
    return data(
      { error: `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` },
      { status: 429, headers: { "Retry-After": String(answer.retryAfterSec) } },
    );
  }
  return redirect(`${staffPaths.signIn}?sent=1`, {
    headers: { "Set-Cookie": shortLivedCookie(args.request, LINK_COOKIE, answer.nonce, LINK_TTL_MS) },
  });
}

// A limited attempt's Retry-After reaches the page's answer too (React Router sends a page's headers from here).
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = () => [{ title: "Sign in · Staff" }, { name: "robots", content: "noindex, nofollow" }];

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  return (
    <StaffFrame>
      <div className="max-w-reading">
        <h1 className="text-2xl font-semibold">Staff sign-in</h1>
        {loaderData.signedOut && <p className="mt-4">You are signed out.</p>}
        {loaderData.sent ? (
          <p role="status" className="mt-4 rounded border border-ink-300 bg-ink-50 p-4">
            If a staff account has that address, a sign-in link is on its way. It works once, for {loaderData.linkMinutes} minutes, in this
            browser only.
          </p>
        ) : null}
        <section className="mt-8" aria-labelledby="passkey-heading">
          <h2 id="passkey-heading" className="text-lg font-semibold">
            With your passkey
          </h2>
          <div className="mt-3">
            <PasskeySignIn next={loaderData.next} />
          </div>
        </section>
        <section className="mt-8" aria-labelledby="link-heading">
          <h2 id="link-heading" className="text-lg font-semibold">
            With a link by e-mail
          </h2>
          <p className="mt-2 text-sm">For your first sign-in, a new device, or if you lost your passkey.</p>
          <Form method="post" className="mt-3 flex flex-col gap-3">
            <label htmlFor="staff-email" className="font-medium">
              E-mail address
            </label>
            <input
              id="staff-email"
              name="email"
              type="email"
              required
              maxLength={320}
              autoComplete="username"
              aria-describedby={actionData?.error ? "staff-email-error" : undefined}
              aria-invalid={actionData?.error ? true : undefined}
              className="rounded border border-ink-300 px-3 py-2"
            />
            {actionData?.error && (
              <p id="staff-email-error" role="alert" className="text-sm text-red-700">
                {actionData.error}
              </p>
            )}
            <div>
              <button type="submit" disabled={sending} className="rounded border border-ink-300 px-4 py-2 font-medium hover:bg-ink-100">
                {sending ? "Sending…" : "Send me a sign-in link"}
              </button>
            </div>
          </Form>
        </section>
      </div>
    </StaffFrame>
  );
}
