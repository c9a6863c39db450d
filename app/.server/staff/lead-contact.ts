import type { Lead } from "#server/leads/lead-repository.ts";
import { formatDate } from "#app/lib/dates.ts";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * The links sales acts with on a lead: a mail to the visitor whose subject names what they asked about, and a call.
 * The address and phone were checked when the lead came in (contact-schema.ts); the subject is percent-encoded.
 */
export function leadContactLinks(lead: Pick<Lead, "email" | "phone" | "kind" | "created_at">, paperTitle: string | undefined) {
  const day = ISO_DAY.exec(lead.created_at)?.[0];
  const subject =
    lead.kind === "whitepaper"
      ? `The whitepaper you downloaded: ${paperTitle ?? "our whitepaper"}`
      : day
        ? `Re: your enquiry of ${formatDate(day)}`
        : "Your enquiry on our website";
  return {
    mailto: `mailto:${lead.email}?subject=${encodeURIComponent(subject)}`,
    tel: lead.phone ? `tel:${lead.phone}` : null,
  };
}
