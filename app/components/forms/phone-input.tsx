import { useEffect, useRef, type ComponentProps } from "react";
import { digitsOnly, keepDigitsOfAutofill, refuseNonDigits } from "./digits-only";

/** A phone field that takes digits only while it is edited; the schema still checks what arrives. */
export function PhoneInput(props: ComponentProps<"input">) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    input?.addEventListener("beforeinput", refuseNonDigits);
    input?.addEventListener("input", keepDigitsOfAutofill);
    return () => {
      input?.removeEventListener("beforeinput", refuseNonDigits);
      input?.removeEventListener("input", keepDigitsOfAutofill);
    };
  }, []);
  return <input ref={ref} inputMode="numeric" autoComplete="tel" aria-required="true" {...props} {...digitsOnly} />;
}
