import type { HomePage } from "#content/schema/pages.ts";

// Words of the home page around its collections (banner tabs, catalogue, testimonials...). {{tokens}} are site facts.
export const homePage: HomePage = {
  meta: {
    title: "{{companyName}}: data, AI and technology consulting and staffing",
    description:
      "Data governance, engineering, analytics and applied AI for banks, insurers, healthcare and energy companies, delivered by 500+ engineers and consultants.",
  },
  banner: {
    eyebrow: "Data, AI and technology consulting",
    // The first screen is one claim (the tagline) and one proof: this line.
    lead: "{{engineersClaim}} design the data foundations, analytics and AI that regulated and fast-moving businesses run on, and staff the teams that keep them running.",
    groupName: "The {{shortName}} group",
    primary: { label: "Talk to an expert", href: "/contact-us" },
    secondary: { label: "Explore our services", href: "#services" },
  },
  sections: {
    highlights: {
      eyebrow: "Where we make a difference",
      title: "Programmes our clients would run again",
    },
    catalogue: {
      eyebrow: "What we do",
      title: "Seven practices, one accountable team",
      lead: "Most engagements draw on several practices at once: a governance programme needs engineers, and an AI pilot needs clean master data. Choose a practice to see what it covers.",
      loading: "Loading this practice's services…",
      loadFailed:
        "This practice's services could not be loaded just now. Choose a practice again to retry, or read about every service on one page.",
      servicesLink: { label: "See all our services", href: "/services" },
    },
    servicesCarousel: {
      eyebrow: "Our services",
      title: "From the first data audit to the platform that runs for years",
      lead: "Each service stands on its own, and each is designed to hand over cleanly to the next.",
    },
    clients: {
      eyebrow: "Our clients",
      title: "Trusted where data has to be right",
      lead: "We name clients only with their written permission. These are the kinds of organisations that rely on us today.",
      industries: { label: "See how we work in each industry", href: "/key-industries" },
    },
    testimonials: {
      eyebrow: "Client voices",
      title: "What it is like to work with us",
      lead: "Feedback from the people who sponsor our engagements, attributed by role and kind of organisation.",
      sampleNotice: "Sample testimonials shown for layout. They will be replaced with approved client quotes before launch.",
    },
    servicesWheel: {
      eyebrow: "Where to start",
      title: "Every practice, one conversation away",
      lead: "Pick the practice closest to your problem, or talk to us and we will bring the right people from each.",
    },
  },
};
