import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useState } from "react";
import { ceremonyFailure, postStep, useHydrated } from "./ceremony";
import { staffPaths } from "#shared/staff-paths.ts";

/** "Sign in with a passkey": the browser offers this site's discoverable passkeys; the server checks the answer. */
export function PasskeySignIn({ next }: { next: string }) {
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function signIn() {
    setBusy(true);
    setError("");
    try {
      const options = await postStep<PublicKeyCredentialRequestOptionsJSON>(staffPaths.passkeySignIn, { step: "options" });
      const response = await startAuthentication({ optionsJSON: options });
      const done = await postStep<{ next: string }>(staffPaths.passkeySignIn, { step: "verify", response, next });
      window.location.assign(done.next);
    } catch (failure) {
      setError(ceremonyFailure(failure));
      setBusy(false);
    }
  }

  return (
    <div>
      <button
        type="button"
        onClick={signIn}
        disabled={!ready || busy}
        className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </button>
      <p role="alert" className="mt-2 text-sm text-red-700">
        {error}
      </p>
      <noscript>
        <p className="mt-2 text-sm">Passkeys need JavaScript. The mailed link works without it.</p>
      </noscript>
    </div>
  );
}
