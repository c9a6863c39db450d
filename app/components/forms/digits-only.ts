import type { ClipboardEvent, DragEvent, KeyboardEvent } from "react";

const NON_DIGIT = /\D/;

/**
 * Keeps a field to digits while it is edited, as the original phone field did: other characters are refused
 * whether typed, pasted or dropped; editing keys and Ctrl/Cmd shortcuts (copy, cut, paste, undo) still work.
 */
export const digitsOnly = {
  onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && NON_DIGIT.test(event.key)) event.preventDefault();
  },
  onPaste(event: ClipboardEvent<HTMLInputElement>) {
    if (NON_DIGIT.test(event.clipboardData.getData("text"))) event.preventDefault();
  },
  onDrop(event: DragEvent<HTMLInputElement>) {
    if (NON_DIGIT.test(event.dataTransfer.getData("text"))) event.preventDefault();
  },
};

/** The native `beforeinput` guard, for input that arrives without a key press (IME, drag). */
export function refuseNonDigits(event: InputEvent) {
  if (event.data && NON_DIGIT.test(event.data) && event.inputType.startsWith("insert")) event.preventDefault();
}

/** Autofill cannot be refused, so a filled-in "+1 (408) 555-0142" keeps only its digits. */
export function keepDigitsOfAutofill(event: Event) {
  const input = event.target as HTMLInputElement;
  if (NON_DIGIT.test(input.value)) input.value = input.value.replace(/\D/g, "");
}
