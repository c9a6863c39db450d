import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/**
 * The CSP nonce of a server-rendered answer. Browsers hide the nonce attribute after parsing, so in the
 * browser it is read back from the `nonce` property of a script the server rendered, keeping hydration exact.
 */
export function useNonce(): string {
  const fromServer = useContext(NonceContext);
  if (typeof document === "undefined") return fromServer;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}
