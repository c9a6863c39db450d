import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { ContactActionData, ContactFailure } from "#shared/contact-outcome.ts";
import { contactMessages } from "#shared/contact-messages.ts";
import { contactSchema } from "#shared/contact-schema.ts";
import { refusalHeaders } from "./post-gate";
import type { LeadRuntime } from "./runtime";
import { hasUnknownKeys } from "#shared/validate-contact.ts";

const formError = (message: string) => ({ status: "error" as const, error: { "": [message] } });

function failed(failure: ContactFailure, status: number, result: ContactActionData["result"], headers: Record<string, string> = {}) {
  return data<ContactActionData>({ Status: false, failure, result }, { status, headers });
}

const retryAfter = (seconds: number) => ({ "Retry-After": String(seconds) });

/** The contact page's own action: the same gate and lead service as /api/sendMail, answered as page data. */
export async function contactPageAction(request: Request, leads: LeadRuntime | undefined, clientIp: string | undefined) {
  if (!leads) return failed("unavailable", 503, formError("Unavailable"), retryAfter(30));
  const passed = await leads.gate(request, clientIp, "form");
  if (!passed.ok) {
    if (passed.status === 429) return failed("rate-limited", 429, formError("Too many requests"), refusalHeaders(passed));
    return failed("refused", passed.status, formError(passed.error), refusalHeaders(passed));
  }
  const entries = Object.entries(passed.fields);
  const invalid = hasUnknownKeys(passed.fields)
    ? contactMessages.unknownField
    : entries.some(([, value]) => typeof value !== "string")
      ? contactMessages.notText
      : undefined;
  if (invalid) {
    leads.refusedInvalid();
    return failed("refused", 400, formError(invalid));
  }
  const formData = new FormData();
  for (const [key, value] of entries) formData.set(key, value as string);
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") {
    leads.refusedInvalid();
    return data<ContactActionData>({ Status: false, result: submission.reply() }, { status: 400 });
  }
  const outcome = await leads.service.submit(submission.value, passed.meta);
  if (outcome.ok) return data<ContactActionData>({ Status: true, id: outcome.id, result: submission.reply({ resetForm: true }) });
  const retained = submission.reply({ formErrors: ["Not sent"] });
  if (outcome.reason === "rate-limited") return failed("rate-limited", 429, retained, retryAfter(outcome.retryAfterSec));
  return failed("unavailable", 503, retained, retryAfter(30));
}
