import type { SubmissionResult } from "@conform-to/react";

/** Why a valid message was not accepted; each has its own wording on the page. */
export type ContactFailure = "unavailable" | "rate-limited" | "network" | "refused";

/** What the contact page's action answers; `Status` is truthy only once the lead is stored. */
export type ContactActionData = {
  Status: boolean;
  id?: string;
  result?: SubmissionResult<string[]>;
  failure?: ContactFailure;
};
