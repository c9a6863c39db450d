import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { contactSchema } from "./contact-schema";
import type { ContactFailure } from "./contact-outcome";

/** The whitepaper download form: the contact form's own rules and messages for the fields the two share. */
export const whitepaperRequestSchema = contactSchema.pick({ fullName: true, email: true, organisation: true, website: true, elapsed: true, referrer: true });

export type WhitepaperRequest = z.output<typeof whitepaperRequestSchema>;
export const whitepaperRequestFields = ["fullName", "email", "organisation"] as const;
export const whitepaperRequestKeys: ReadonlySet<string> = new Set(Object.keys(whitepaperRequestSchema.shape));

/** What the download action answers; `link` (the signed file link) only once the lead is stored. */
export type WhitepaperActionData = {
  Status: boolean;
  link?: string;
  result?: SubmissionResult<string[]>;
  failure?: ContactFailure;
};
