import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { RequestFacts } from "#app/.server/request-context.ts";
import { contactMessages } from "#shared/contact-messages.ts";
import type { ContactFailure } from "#shared/contact-outcome.ts";
import type { WhitepaperActionData } from "#shared/whitepaper-request.ts";
import { whitepaperRequestKeys, whitepaperRequestSchema } from "#shared/whitepaper-request-schema.ts";
import { refusalHeaders } from "./post-gate";

type Context = Pick<RequestFacts, "leads" | "downloads" | "clientIp">;

const formError = (message: string) => ({ status: "error" as const, error: { "": [message] } });

function failed(failure: ContactFailure, status: number, result: WhitepaperActionData["result"], headers: Record<string, string> = {}) {
  return data<WhitepaperActionData>({ Status: false, failure, result }, { status, headers });
}

/**
 * The whitepaper download form: the contact pipeline's gate, spam rules, per-address limits and outbox,
 * with the lead stored as kind "whitepaper"; a stored lead gets a signed link to the PDF.
 */
export async function whitepaperDownloadAction(request: Request, { leads, downloads, clientIp }: Context, keyword: string | undefined) {
  if (!downloads || !keyword || !downloads.pdfFile(keyword)) throw data(null, { status: 404 });
  if (!leads) return failed("unavailable", 503, formError("Unavailable"), { "Retry-After": "30" });
  const passed = await leads.gate(request, clientIp, "form");
  if (!passed.ok)
    return failed(passed.status === 429 ? "rate-limited" : "refused", passed.status, formError(passed.error), refusalHeaders(passed));
  const entries = Object.entries(passed.fields);
  const invalid = entries.some(([key]) => !whitepaperRequestKeys.has(key))
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
  const submission = parseWithZod(formData, { schema: whitepaperRequestSchema });
  if (submission.status !== "success") {
    leads.refusedInvalid();
    return data<WhitepaperActionData>({ Status: false, result: submission.reply() }, { status: 400 });
  }
  const lead = { ...submission.value, jobTitle: "", phone: "", message: "", kind: "whitepaper" as const, topic: keyword };
  const outcome = await leads.service.submit(lead, passed.meta);
  if (outcome.ok)
    return data<WhitepaperActionData>({ Status: true, link: downloads.links.link(keyword), result: submission.reply({ resetForm: true }) });
  const retained = submission.reply({ formErrors: ["Not sent"] });
  if (outcome.reason === "rate-limited") return failed("rate-limited", 429, retained, { "Retry-After": String(outcome.retryAfterSec) });
  return failed("unavailable", 503, retained, { "Retry-After": "30" });
}
