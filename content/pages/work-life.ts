import type { WorkLifePage } from "#content/schema/company-pages.ts";

// Words of the Our Worklife page.
export const workLife: WorkLifePage = {
  meta: {
    title: "Our Worklife",
    description:
      "How we work: small teams, protected time, published promotion criteria, guilds across offices, and what our people say about working here.",
  },
  hero: {
    eyebrow: "Our Worklife",
    title: "A place to do careful work, and to grow while doing it",
    lead: "The standards our clients rely on start with how we treat our own people: clear expectations, time to think and a route to progress that everyone can see.",
  },
  cornerstone: {
    eyebrow: "Our cornerstone",
    title: "Good work comes from people who are trusted to do it",
    paragraphs: [
      "Our clients hire us for work that has to be right: a regulator's report, a member's statement, a model that decides who gets a loan. People only do that kind of work well when they have time to think, colleagues who will check their reasoning and leaders who back them when they raise a problem.",
      "So we keep teams small, put senior people alongside junior ones and measure success by what holds up in production rather than by hours logged. Whether you sit in Chennai, London or San Jose, you work on the same standards, the same guilds and the same career framework.",
      "We are not a perfect workplace and we do not claim to be. We ask for honest feedback in a regular, anonymous survey, share what we heard and tell people what we will change and what we will not.",
    ],
  },
  foundations: {
    eyebrow: "Four foundations",
    title: "What every role here is built on",
    items: [
      {
        title: "Clear expectations",
        text: "Every role has a written outline of what good looks like at each level, so reviews are about evidence rather than impressions.",
        icon: "badge-check",
      },
      {
        title: "Time that is protected",
        text: "Project plans include study time, handover time and realistic estimates. Late nights are the exception we fix, not the culture we reward.",
        icon: "calendar-clock",
      },
      {
        title: "Health and wellbeing",
        text: "Leave you are encouraged to take, access to confidential wellbeing support, and managers trained to notice when someone is stretched too thin.",
        icon: "heart-pulse",
      },
      {
        title: "Fair, visible progression",
        text: "Promotion criteria are published and decided by a panel, not a single manager, so the route from analyst to architect is open to everyone.",
        icon: "scale",
      },
    ],
  },
  experience: {
    eyebrow: "Employee experience",
    title: "What working here is like",
    items: [
      {
        title: "A structured first month",
        text: "New joiners get a buddy, a learning plan and a shadowing period on a live engagement before they take ownership of client work.",
      },
      {
        title: "Guilds across offices",
        text: "Governance, cloud engineering, analytics and AI guilds meet every week to share patterns, review designs and solve problems from real projects.",
      },
      {
        title: "Certifications that count",
        text: "We pay for partner certifications on Informatica, Microsoft, Salesforce, Snowflake, Databricks and more, and give you study time to prepare.",
      },
      {
        title: "Variety of work",
        text: "Over a few years you might move from a bank's governance programme to a healthcare analytics platform to an AI pilot, building range as well as depth.",
      },
      {
        title: "Feedback both ways",
        text: "Regular one-to-ones, peer reviews at the end of each engagement and an anonymous channel for concerns you would rather not raise in a meeting.",
      },
      {
        title: "Time to give back",
        text: "Teams run data-skills workshops with local colleges and charities, and contribute to internal tools that everyone else in the firm uses.",
      },
    ],
  },
  reviews: {
    eyebrow: "In their words",
    title: "What our people say",
    sampleNotice: "Sample reviews: illustrative text, attributed by role, until colleagues' own words replace them.",
    label: "Employee reviews",
    items: [
      {
        quote:
          "I joined as a developer and was pairing with an architect on a client's lakehouse design within weeks. Nobody treated my questions as a nuisance, and the review notes I got on my first pipeline taught me more than any course.",
        role: "Senior data engineer, Chennai",
        tenure: "3 years",
        sample: true,
      },
      {
        quote:
          "What I value most is that risks get raised early. When I flagged that a migration date was unrealistic, my lead took it straight to the client with a revised plan instead of asking me to work weekends.",
        role: "Data governance consultant, London",
        tenure: "2 years",
        sample: true,
      },
      {
        quote:
          "The promotion criteria are written down, so I knew exactly what evidence to bring. I moved from analyst to practice lead here, and the mentors who helped me are still the first people I call.",
        role: "Analytics practice lead, Bangalore",
        tenure: "6 years",
        sample: true,
      },
    ],
  },
  cta: {
    eyebrow: "Careers",
    title: "Want to work this way?",
    lead: "We hire engineers, analysts, architects and consultants in every office. Tell us what you do best and where you would like to grow.",
    action: { label: "Get in touch", href: "/contact-us" },
  },
};
