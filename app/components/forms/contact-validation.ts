import { contactSchema } from "#app/shared/contact-schema.ts";

export type FieldErrors = Partial<Record<string, string[] | null>>;

/**
 * The shared schema's messages for the contact form's current values, by field (empty when valid). Loaded
 * after the page, so zod is not part of its first JavaScript; the server checks every post anyway.
 */
export function contactErrors(formData: FormData): FieldErrors {
  const result = contactSchema.safeParse(Object.fromEntries(formData));
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? "");
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}
