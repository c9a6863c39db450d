import type { Route } from "./+types/route";
import { staffRuntime } from "#app/.server/staff/require-staff.ts";
import { staffMember } from "#app/.server/staff/staff-guard.ts";
import { PasskeyRegistration } from "#app/components/staff/passkey-registration.tsx";
import { staffPaths } from "#shared/staff-paths.ts";

export async function loader(args: Route.LoaderArgs) {
  const { user } = staffMember(args);
  const count = await staffRuntime(args.context).passkeys.count(user.accountId);
  return { count, first: new URL(args.request.url).searchParams.has("first") };
}

export const meta: Route.MetaFunction = () => [{ title: "Passkeys · Staff" }, { name: "robots", content: "noindex, nofollow" }];

export default function Passkeys({ loaderData }: Route.ComponentProps) {
  const { count, first } = loaderData;
  return (
    <div className="max-w-reading">
      <h1 className="text-2xl font-semibold">{first && !count ? "You are signed in: now add a passkey" : "Passkeys"}</h1>
      <p className="mt-4">
        A passkey signs you in with your device&rsquo;s screen lock or security key, without a mailed link. The staff area has no passwords.
      </p>
      <p className="mt-4" data-testid="passkey-count">
        {count === 0 ? "Your account has no passkey yet." : `Your account has ${count} passkey${count === 1 ? "" : "s"}.`}
      </p>
      <div className="mt-6">
        <PasskeyRegistration />
      </div>
      <p className="mt-8">
        <a href={staffPaths.home} className="font-medium text-brand-700 underline">
          {count ? "Continue to the staff area" : "Skip for now"}
        </a>
      </p>
    </div>
  );
}
