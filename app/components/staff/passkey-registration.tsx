import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ceremonyFailure, postStep, useHydrated } from "./ceremony";
import { staffPaths } from "#shared/staff-paths.ts";

/** "Add a passkey": the browser makes a discoverable credential for this site; the server checks and stores it. */
export function PasskeyRegistration() {
  const ready = useHydrated();
  const [state, setState] = useState<{ busy: boolean; message: string; failed: boolean }>({ busy: false, message: "", failed: false });
  const revalidator = useRevalidator();

  async function register() {
    setState({ busy: true, message: "", failed: false });
    try {
      const options = await postStep<PublicKeyCredentialCreationOptionsJSON>(staffPaths.passkeyRegister, { step: "options" });
      const response = await startRegistration({ optionsJSON: options });
      await postStep(staffPaths.passkeyRegister, { step: "verify", response });
      setState({ busy: false, message: "Passkey added. Next time, choose “Sign in with a passkey”.", failed: false });
      await revalidator.revalidate();
    } catch (failure) {
      setState({ busy: false, message: ceremonyFailure(failure), failed: true });
    }
  }

  return (
    <div>
      <button
        type="button"
        onClick={register}
        disabled={!ready || state.busy}
        className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {state.busy ? "Waiting for your device…" : "Add a passkey"}
      </button>
      <p role={state.failed ? "alert" : "status"} className={state.failed ? "mt-2 text-sm text-red-700" : "mt-2 text-sm"}>
        {state.message}
      </p>
      <noscript>
        <p className="mt-2 text-sm">Adding a passkey needs JavaScript.</p>
      </noscript>
    </div>
  );
}
