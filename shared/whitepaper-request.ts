import type { SubmissionResult } from "@conform-to/react";
import type { ContactFailure } from "./contact-outcome";

/** The download form's visible fields, in order (the schema in whitepaper-request-schema.ts picks the same). */
export const whitepaperRequestFields = ["fullName", "email", "organisation"] as const;

/** What the download action answers; `link` (the signed file link) only once the lead is stored. */
export type WhitepaperActionData = {
  Status: boolean;
  link?: string;
  result?: SubmissionResult<string[]>;
  failure?: ContactFailure;
};
