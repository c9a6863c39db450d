import type { Lead } from "#server/leads/lead-repository.ts";

/** The campaign's name with whichever of its other parameters were given: "q4-governance (source linkedin, medium paid)". */
export function campaignText(lead: Pick<Lead, "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content">): string {
  const details = (
    [
      ["source", lead.utm_source],
      ["medium", lead.utm_medium],
      ["term", lead.utm_term],
      ["content", lead.utm_content],
    ] as const
  ).flatMap(([name, value]) => (value ? [`${name} ${value}`] : []));
  const name = lead.utm_campaign ?? (details.length ? "Unnamed campaign" : "None");
  return details.length ? `${name} (${details.join(", ")})` : name;
}

/** Where the lead's visit began, as the lead page lists it: first page, referring site, campaign. */
export function visitRows(lead: Lead): (readonly [string, string])[] {
  return [
    ["First page", lead.landing_page ?? "Not recorded"],
    ["First referrer", lead.referrer_origin ?? "None (typed, bookmarked, or not known)"],
    ["Campaign", campaignText(lead)],
  ];
}
