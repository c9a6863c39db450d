import type { ResourcesPage } from "#content/schema/resources.ts";
import { unconfirmed } from "#content/schema/unconfirmed-marker.ts";

// /resources, its lists and the words around each blog, whitepaper and case study (the entries are Markdown
// in content/blogs, content/whitepapers and content/case-studies).
export const resourcesPage: ResourcesPage = {
  hub: {
    meta: {
      title: "Resources: blogs, whitepapers and case studies",
      description:
        "Field notes, in-depth whitepapers and case studies on data governance, data engineering, master data and AI, filtered by industry and service.",
    },
    hero: {
      eyebrow: "Resources",
      title: "What we have learned, written down",
      lead: "Practical guides from the people who deliver the work, the evidence behind our claims, and sessions you can watch on your own time.",
    },
    breadcrumb: "Resources",
    feedTitle: "All resources",
    sections: {
      eyebrow: "Browse by format",
      title: "Start with the format that suits your question",
      lead: "Blogs answer one question well, whitepapers set out a whole programme, and case studies show what happened when a client asked us for help.",
    },
    cards: [
      {
        title: "Blogs",
        line: "Short, practical answers to one data, governance or AI question, written by our practice leads.",
        href: "/resources/blogs",
        icon: "file-text",
      },
      {
        title: "Whitepapers",
        line: "In-depth guides with reference architectures, roadmaps and measures: read them here, or leave your work email for the PDF.",
        href: "/resources/whitepapers",
        icon: "layers",
      },
      {
        title: "Case Studies",
        line: "What a client needed, what stood in the way and what we built, with the outcomes.",
        href: "/resources/case-studies",
        icon: "badge-check",
      },
      {
        title: "Webinars",
        line: "Sessions on governance, health data and AI, each with a written summary.",
        href: "/resources/webinars",
        icon: "play",
      },
      {
        title: "Digital Brochures",
        line: "One short PDF per service family: what we do, how an engagement runs, where to start.",
        href: "/resources/digital-brochures",
        icon: "package",
      },
      {
        title: "Gallery",
        line: "Reference architectures and delivery artefacts, drawn the way we draw them for clients.",
        href: "/gallery",
        icon: "palette",
      },
    ],
    latest: "Latest: {title}",
    library: {
      eyebrow: "The library",
      title: "Every blog, whitepaper and case study",
      lead: "Narrow the list by format, industry or service. The address keeps your choice, so you can share it.",
    },
  },
  lists: {
    blogs: {
      meta: {
        title: "Blogs on data, governance and AI",
        description:
          "Practical articles on data governance, master data, data masking, test data, fraud analytics and AI governance, written by our practice leads.",
      },
      hero: {
        eyebrow: "Blogs",
        title: "Field notes from our practice leads",
        lead: "Each article takes one problem our clients bring us, such as masking test data or migrating a catalogue, and sets out how we would approach it.",
      },
      breadcrumb: "Blogs",
      feedTitle: "Blogs",
    },
    whitepapers: {
      meta: {
        title: "Whitepapers on data platforms and modernisation",
        description:
          "In-depth whitepapers on centralised healthcare data platforms and legacy application modernisation, with architectures, roadmaps and measures.",
      },
      hero: {
        eyebrow: "Whitepapers",
        title: "In-depth guides for programmes that take more than a quarter",
        lead: "Reference architectures, operating models, phased roadmaps and the risks we watch for, written for the leaders who fund and run the work.",
      },
      breadcrumb: "Whitepapers",
      feedTitle: "Whitepapers",
    },
    "case-studies": {
      meta: {
        title: "Case studies: data, integration and AI delivery",
        description:
          "How banks, lenders, healthcare providers, researchers and others worked with us on governance, integration, master data and AI, and what changed.",
      },
      hero: {
        eyebrow: "Case studies",
        title: "What our clients asked for, and what changed",
        lead: "Each case study follows the same path: the client, the requirement, the challenge and the solution, then the outcomes. Clients are described by kind, never named.",
      },
      breadcrumb: "Case Studies",
      feedTitle: "Case studies",
    },
  },
  kindNames: { blogs: "Blog", whitepapers: "Whitepaper", "case-studies": "Case study" },
  card: { readingTime: "{minutes} min read", tags: "Topics" },
  filters: {
    legend: "Filter the list",
    type: "Format",
    anyType: "All formats",
    industry: "Industry",
    anyIndustry: "All industries",
    service: "Service",
    anyService: "All services",
    apply: "Apply filters",
    clear: "Clear filters",
    showing: "Showing {from}–{to} of {count}",
    empty: {
      title: "Nothing here matches those filters yet",
      text: "Try another industry or service, or clear the filters to see the whole list.",
    },
    unknownValue: "“{value}” is not one of the {filter} options, so that filter was left out. Choose one from the list.",
    unknownPage: "There is no page “{value}” of this list (it has {count}), so here is the first page.",
    pagination: { label: "Pages of results", previous: "Previous page", next: "Next page", page: "Page {page}" },
  },
  feedLink: "Subscribe to the feed",
  detail: {
    published: "Published {date}",
    author: "Author: {author}",
    tocTitle: "On this page",
    client: "Client",
    sector: "Sector",
    audience: "Written for",
    download: "Download the whitepaper",
    outcomes: { eyebrow: "Outcomes", title: "What changed for the client" },
    related: {
      eyebrow: "Keep reading",
      title: "Related resources",
      lead: "Other blogs, whitepapers and case studies on the same industries and services.",
    },
    cta: {
      // Every blog ends with this one call to action: how a first engagement on the article's problem runs.
      blogs: {
        eyebrow: "How to start",
        title: "Facing this problem in your own data?",
        lead: unconfirmed(
          {
            by: "delivery",
            claim: "A first engagement usually runs four to eight weeks and ends with the approach working on the client's own systems",
            quote: "A first engagement usually runs four to eight weeks",
          },
          "A first engagement usually runs four to eight weeks. It takes one domain, workflow or set of interfaces from the article to something working on your own systems, with a plan for the rest. Tell us where you are starting from, and a practice lead will reply with questions, not a sales script.",
        ),
        action: { label: "Talk to an expert", href: "/contact-us" },
      },
      whitepapers: {
        eyebrow: "Next step",
        title: "Planning a programme like this one?",
        lead: "We can walk your team through the architecture and roadmap in this paper and adapt them to your systems and constraints.",
        action: { label: "Book a working session", href: "/contact-us" },
      },
      "case-studies": {
        eyebrow: "Next step",
        title: "Want a result like this?",
        lead: "Describe your situation and we will tell you honestly how we would approach it, and who from our team would do the work.",
        action: { label: "Start a conversation", href: "/contact-us" },
      },
    },
  },
};
