import type { WebinarsPage } from "#content/schema/webinar.ts";

// Words of /resources/webinars and of each webinar's page; the sessions are in content/webinars.ts.
export const webinarsPage: WebinarsPage = {
  meta: {
    title: "Webinars",
    description:
      "Live sessions and written summaries from our practice leads on data governance, master data, AI in production and platform modernisation.",
  },
  hero: {
    eyebrow: "Webinars",
    title: "Sessions from the people who do the work",
    lead: "Practice leads and principal architects explain how they approach a problem, what tends to go wrong and what to do first. Past sessions are written up so you can read the substance in ten minutes.",
  },
  breadcrumb: "Webinars",
  sampleNotice:
    "Sample sessions: illustrative text showing how our webinars will be run and written up. They have not taken place and are not scheduled.",
  upcoming: {
    eyebrow: "Coming up",
    title: "Upcoming sessions",
    lead: "Ask for an invitation and we will send the joining details before the session.",
    empty: "No sessions are scheduled right now. Past sessions below are written up in full.",
  },
  past: {
    eyebrow: "On demand",
    title: "Past sessions, summarised",
    lead: "The abstract, the takeaways and a written summary of what the speakers said.",
    empty: "Our first sessions have not taken place yet.",
  },
  labels: {
    date: "Date",
    length: "Length",
    industries: "Industries",
    speakers: "Speakers",
    duration: "{minutes} minutes",
    upcomingBadge: "Upcoming",
    pastBadge: "Summary available",
    openUpcoming: "Session details",
    openPast: "Read the summary",
  },
  detail: {
    metaTitle: "{title} (webinar)",
    abstractTitle: "About this session",
    takeawaysUpcoming: "What you will take away",
    takeawaysPast: "Key takeaways",
    summaryTitle: "Session summary",
    summaryPending: "The written summary of this session is being prepared. The abstract and takeaways above describe what it covered.",
    speakersTitle: "Speakers",
    servicesTitle: "Related services",
    industriesTitle: "Industries",
    allWebinars: { label: "All webinars", href: "/resources/webinars" },
    ctaUpcoming: {
      eyebrow: "Join the session",
      title: "Ask for an invitation",
      lead: "Tell us who would like to attend and we will send the joining details. If the date does not suit, we are glad to walk your team through the material separately.",
      action: { label: "Request an invitation", href: "/contact-us" },
    },
    ctaPast: {
      eyebrow: "Continue the conversation",
      title: "Talk it through with the speakers' practice",
      lead: "If the session described a problem you recognise, we can go through how it applies to your data, your platforms and your regulators.",
      action: { label: "Talk to an expert", href: "/contact-us" },
    },
  },
};
