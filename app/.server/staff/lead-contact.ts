import type { Lead } from "#server/leads/lead-repository.ts";

/**
 * The links sales acts with on a lead: a mail to the visitor whose subject names what they asked about, and a call.
 * The address and phone were checked when the lead came in (contact-schema.ts); the subject is percent-encoded.
 */
export function leadContactLinks(lead: Pick<Lead, "email" | "phone" | "kind">, paperTitle: string | undefined) {
  const subject =
    lead.kind === "whitepaper" ? `The whitepaper you downloaded: ${paperTitle ?? "our whitepaper"}` : "Your enquiry on our website";
  return {
    mailto: `mailto:${lead.email}?subject=${encodeURIComponent(subject)}`,
    tel: lead.phone ? `tel:${lead.phone}` : null,
  };
}
