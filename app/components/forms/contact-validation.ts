import { parse } from "@conform-to/react";
import { contactSchema } from "#app/shared/contact-schema.ts";

/**
 * The contact form's submission checked with the shared schema, every message per field, for Conform's
 * `onValidate`. Written out rather than `parseWithZod`, whose value coercion would bring full zod to the browser.
 */
export function validateContactForm(formData: FormData) {
  return parse(formData, {
    resolve(payload) {
      const result = contactSchema.safeParse(payload);
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? "");
        (error[field] ??= []).push(issue.message);
      }
      return { error };
    },
  });
}
