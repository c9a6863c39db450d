import { useSyncExternalStore } from "react";

/** Posts one step of a WebAuthn ceremony as JSON to its staff endpoint; the answer's JSON, or its error text thrown. */
export async function postStep<T>(url: string, body: unknown): Promise<T> {
  const answer = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const data = (await answer.json().catch(() => ({}))) as T & { error?: string };
  if (!answer.ok) throw new Error(data.error ?? `The server answered ${answer.status}`);
  return data;
}

/** What to tell the member when the browser's passkey dialog ends without a credential. */
export function ceremonyFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return "The passkey request was cancelled or timed out. Try again.";
  return error instanceof Error && error.message ? error.message : "Something went wrong. Try again.";
}

const noSubscription = () => () => {};

/** False in the server's HTML, true once hydrated: a ceremony button works only with the page's script running. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
