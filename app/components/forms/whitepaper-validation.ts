import { whitepaperRequestSchema } from "#shared/whitepaper-request-schema.ts";
import { fieldErrors } from "./field-errors";

export type { FieldErrors } from "./field-errors";

/**
 * The whitepaper form's messages for its current values, by field. Loaded after the page, so zod is not
 * part of its first JavaScript; the server checks every post anyway.
 */
export const whitepaperRequestErrors = (formData: FormData) => fieldErrors(whitepaperRequestSchema, formData);
