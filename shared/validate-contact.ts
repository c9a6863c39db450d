import { contactMessages } from "#shared/contact-messages.ts";
import { acceptedKeys, contactSchema, type Contact } from "#shared/contact-schema.ts";
import type { Fields } from "#shared/request-shapes.ts";

export type FieldErrors = Record<string, string>;
export type Validation = { ok: true; contact: Contact } | { ok: false; errors: FieldErrors };

/** Names no field the form has; the caller refuses the whole post. */
export function hasUnknownKeys(fields: Fields): boolean {
  return Object.keys(fields).some((key) => !acceptedKeys.has(key));
}

/** The shared schema applied to submitted fields, first message per field; unknown fields refused. */
export function validateContact(fields: Fields): Validation {
  if (hasUnknownKeys(fields)) return { ok: false, errors: { _form: contactMessages.unknownField } };
  const result = contactSchema.safeParse(fields);
  if (result.success) return { ok: true, contact: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "_form");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
