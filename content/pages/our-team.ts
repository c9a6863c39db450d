import type { OurTeamPage } from "#content/schema/company-pages.ts";

// Words of the Our Teams page; the people themselves are in content/site.ts (people.leadership).
export const ourTeam: OurTeamPage = {
  meta: {
    title: "Our Teams",
    description:
      "How our people are organised: seven practices, guilds across offices, small mixed client teams, and the leadership accountable for them.",
  },
  hero: {
    eyebrow: "Our Teams",
    title: "The practices behind every client team",
    lead: "Engagement leads and architects close to our clients, engineers and analysts in our delivery centres, and leaders who answer for the quality of both.",
  },
  intro: {
    eyebrow: "How we are organised",
    title: "Small teams backed by whole practices",
    paragraphs: [
      "Our people are organised into seven practices, one for each service family, so every engagement draws on a group that does the same kind of work every day. Each practice has a lead who sets its methods, reviews its designs and is accountable for the quality of what it delivers. Guilds cut across the practices, so a governance consultant and an AI engineer can solve a shared problem together.",
      "Client teams are small and mixed: an engagement lead and architect close to you, engineers and analysts in our delivery centres in Bangalore, Chennai and Coimbatore, and specialists who join when the work needs them. The leadership below is responsible for that structure, for the standards behind it and for the people who make it work.",
    ],
  },
  illustrationLabel: "Illustration: a group of colleagues of different roles standing together in front of a shared dashboard.",
  roster: {
    eyebrow: "Leadership",
    title: "The people accountable for our practices",
    lead: "Twelve leaders, each responsible for a practice, a delivery centre or a function the whole firm depends on.",
    rows: ["Right to Left", "Left to Right"],
    pauseWhat: "leadership names",
    placeholderNote: "Names shown are placeholders until the company publishes its leadership; the roles are final.",
  },
  cta: {
    eyebrow: "Meet the team",
    title: "Talk to the people who would do the work",
    lead: "Tell us about your project and we will introduce the practice lead and architect who would run it, before anything is signed.",
    action: { label: "Contact us", href: "/contact-us" },
  },
};
