import type { GlobalFootprintPage } from "#content/schema/pages.ts";
import { unconfirmed } from "#content/schema/unconfirmed-marker.ts";

// Words of the Global Footprint page; the offices are in content/offices.ts, their addresses in content/site.ts.
export const globalFootprintPage: GlobalFootprintPage = {
  meta: {
    title: "Global Footprint",
    description:
      "Our eight offices in the United States, the United Kingdom, the UAE, India and Australia: addresses, email and who to contact at each.",
  },
  hero: {
    eyebrow: "Global Footprint",
    title: "Eight offices across four continents",
    lead: "Consultants close to our clients in the United States, the United Kingdom, the Middle East and Australia, and delivery centres in Bangalore, Chennai and Coimbatore that carry the work on across time zones.",
  },
  map: {
    eyebrow: "Where we work",
    title: "Find the office nearest you",
    lead: "Point to a location on the map, or step through them on a phone, to see its address and who to contact there.",
    label: "World map of our offices",
    labels: { address: "Address", email: "Email", phone: "Phone", contact: "Contact" },
    previous: "Previous office",
    next: "Next office",
    position: "Office {index} of {count}",
  },
  directory: {
    eyebrow: "All offices",
    title: "Addresses and contacts",
    lead: "Every office, with the entity that runs it and the address to write to.",
  },
  cta: {
    eyebrow: "Not sure who to ask?",
    title: "Write once and we will route it",
    lead: unconfirmed(
      {
        by: "delivery",
        claim: "A senior consultant replies to every enquiry within one business day",
        quote: "a consultant replies within one business day",
      },
      "Tell us what you need and where your teams are. We pass it to the office best placed to help, and a consultant replies within one business day.",
    ),
    action: { label: "Contact us", href: "/contact-us" },
  },
};
