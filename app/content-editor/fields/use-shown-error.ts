import { useState } from "react";

/**
 * A field's message is shown once the editor has left the field or tried to save (Keystatic's forceValidation),
 * as Keystatic's own fields do; `markTouched` goes on the input's onBlur.
 */
export function useShownError(message: string | undefined, forceValidation: boolean) {
  const [touched, setTouched] = useState(false);
  return { errorMessage: touched || forceValidation ? message : undefined, markTouched: () => setTouched(true) };
}
