import type { Lead } from "#server/leads/lead-repository.ts";

/**
 * The links sales acts with on a lead: a mail to the visitor whose subject names what they asked about, and a call.
 * The address and phone were checked when the lead came in (contact-schema.ts); the subject is percent-encoded.
 */
const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export function leadContactLinks(lead: Pick<Lead, "email" | "phone" | "kind" | "created_at">, paperTitle: string | undefined) {
  const sent = new Date(lead.created_at);
  const subject =
    lead.kind === "whitepaper"
      ? `The whitepaper you downloaded: ${paperTitle ?? "our whitepaper"}`
      : Number.isNaN(sent.getTime())
        ? "Your enquiry on our website"
        : `Re: your enquiry of ${DAY.format(sent)}`;
  return {
    mailto: `mailto:${lead.email}?subject=${encodeURIComponent(subject)}`,
    tel: lead.phone ? `tel:${lead.phone}` : null,
  };
}
