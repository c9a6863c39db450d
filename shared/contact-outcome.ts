import type { SubmissionResult } from "@conform-to/react";
import { isRouteErrorResponse } from "react-router";

/** Why a valid message was not accepted; each has its own wording on the page. */
export type ContactFailure = "unavailable" | "rate-limited" | "network" | "refused";

/** What the contact page's action answers; `Status` is truthy only once the lead is stored. */
export type ContactActionData = {
  Status: boolean;
  id?: string;
  result?: SubmissionResult<string[]>;
  failure?: ContactFailure;
};

/** What a thrown send stands for: an HTTP error status is an answer from a server (maybe a proxy); anything else never arrived. */
export function failureOfThrown(error: unknown): ContactFailure {
  if (!isRouteErrorResponse(error)) return "network";
  if (error.status === 429) return "rate-limited";
  return error.status >= 500 ? "unavailable" : "refused";
}
