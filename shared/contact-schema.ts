import * as z from "zod/mini";
import { contactLimits as limits, contactMessages as messages } from "./contact-messages";
import {
  hasLetterOrDigit,
  hasVisibleCharacter,
  isSafeLine,
  isSafeText,
  isVisibleLine,
  isVisibleText,
  normalizeNewlines,
} from "./text-rules";

// No `new Function` fast path: the site's CSP forbids eval, and zod's probe for it would be reported.
z.config({ jitless: true });

// The original site's pattern, widened to accept "+" in the local part and top-level parts of 2 to 24 letters (docs/content.md).
export const EMAIL_PATTERN = /^[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,24}$/;

// zod/mini (the same rules as full zod, a fraction of its size), so the browser can load this file too.
/** A string, never coerced: a missing field is "required", a number or a list is "not text". */
const text = () => z.string({ error: (issue) => (issue.input === undefined ? messages.required : messages.notText) });
const nonBlank = (value: string) => value.trim().length > 0;
// Lengths in UTF-16 code units, as the browser counts them for maxlength and our counter.
const fits = (max: number) => (value: string) => value.length <= max;
const trim = z.transform((value: string) => value.trim());

const line = () =>
  z.pipe(
    text().check(
      z.refine(nonBlank, { error: messages.required, abort: true }),
      z.refine(isSafeLine, { error: messages.badCharacters, abort: true }),
      z.refine(isVisibleLine, { error: messages.hiddenCharacters, abort: true }),
      z.refine(hasLetterOrDigit, { error: messages.needsLetterOrDigit, abort: true }),
      z.refine(fits(limits.lineMax), { error: messages.tooLong(limits.lineMax) }),
    ),
    trim,
  );

const optionalLine = (max: number) =>
  z.optional(
    text().check(
      z.refine(fits(max), { error: messages.tooLong(max) }),
      z.refine(isSafeLine, { error: messages.badCharacters }),
      z.refine(isVisibleLine, { error: messages.hiddenCharacters }),
    ),
  );

/** The one contact schema: the browser form and the server both validate with it. */
export const contactSchema = z.object({
  fullName: line(),
  jobTitle: line(),
  organisation: line(),
  phone: text().check(z.refine(nonBlank, { error: messages.required, abort: true }), z.regex(/^\d{1,12}$/, { error: messages.phone })),
  email: text().check(
    z.refine(nonBlank, { error: messages.required, abort: true }),
    z.refine(fits(limits.emailMax), { error: messages.email, abort: true }),
    z.regex(EMAIL_PATTERN, { error: messages.email }),
  ),
  message: z.pipe(
    z.pipe(text(), z.transform(normalizeNewlines)),
    z.pipe(
      z.string().check(
        // Emoji alone are a message; blanks and fillers alone are none.
        z.refine(hasVisibleCharacter, { error: messages.required, abort: true }),
        z.refine(fits(limits.messageMax), { error: messages.messageTooLong, abort: true }),
        z.refine(isSafeText, { error: messages.badCharacters, abort: true }),
        z.refine(isVisibleText, { error: messages.hiddenCharacters }),
      ),
      trim,
    ),
  ),
  /** The original client's preset text: accepted for compatibility, never used. */
  emailBody: z.optional(text().check(z.refine(fits(limits.emailBodyMax), { error: messages.tooLong(limits.emailBodyMax) }))),
  /** Honeypot: hidden from people, filled by bots. */
  website: optionalLine(limits.websiteMax),
  /** Milliseconds from the form appearing to its submission, measured by the browser; empty when it was not (no JavaScript). */
  elapsed: z.optional(
    z.pipe(
      text().check(z.regex(/^(\d{1,10})?$/, { error: messages.notText })),
      z.transform((value) => value || undefined),
    ),
  ),
  /** The page that sent the visitor to the site (document.referrer). */
  referrer: optionalLine(limits.referrerMax),
});

export type Contact = z.output<typeof contactSchema>;
export const acceptedKeys: ReadonlySet<string> = new Set(Object.keys(contactSchema.shape));
