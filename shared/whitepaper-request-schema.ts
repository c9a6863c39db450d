import * as z from "zod/mini";
import { contactSchema } from "./contact-schema";

/** The whitepaper download form: the contact form's own rules and messages for the fields the two share. */
export const whitepaperRequestSchema = z.pick(contactSchema, {
  fullName: true,
  email: true,
  organisation: true,
  website: true,
  elapsed: true,
  referrer: true,
});

export type WhitepaperRequest = z.output<typeof whitepaperRequestSchema>;
export const whitepaperRequestKeys: ReadonlySet<string> = new Set(Object.keys(whitepaperRequestSchema.shape));
