import { paths } from "#app/lib/paths.ts";

// The words of the site search, shared by the header's dialog, the /search page and the 404 page.
export const searchCopy = {
  button: "Search",
  shortcutHint: "Press / or Ctrl K to search",
  dialogLabel: "Search the site",
  inputLabel: "Search the site",
  placeholder: "Services, industries, articles…",
  submit: "Search",
  close: "Close search",
  pageTitle: "Search",
  pageEyebrow: "Site search",
  pageLead: "Services, industries, case studies, articles and webinars: everything on this site, in one place.",
  results: (count: number) => (count === 1 ? "1 result" : `${count} results`),
  resultsFor: (count: number, query: string) => `${count === 1 ? "1 result" : `${count} results`} for “${query}”`,
  searching: "Searching…",
  seeAll: (count: number) => `See all ${count} results`,
  filters: { legend: "Narrow the results", type: "Type of page", industry: "Industry", service: "Service", any: "All", clear: "Clear filters" },
  noResults: {
    title: (query: string) => `Nothing matches “${query}”`,
    didYouMean: "Did you mean",
    hubs: "Or start from one of these",
    contact: "Can't find it? Ask us directly",
    contactLink: "Contact our team",
  },
  empty: "Type a few words to search every page of the site.",
  unavailable: "Search is not available right now. Please try again in a moment, or browse from the links below.",
  pagination: { label: "Result pages", previous: "Previous", next: "Next", page: (page: number, count: number) => `Page ${page} of ${count}` },
  notFoundLabel: "Search for what you were looking for",
  keyboard: { move: "to move", open: "to open", close: "to close" },
  contactHref: "/contact-us",
  hubs: [
    { label: "Services", href: paths.servicesHub },
    { label: "AI services", href: paths.aiHub },
    { label: "Industries", href: paths.industriesHub },
    { label: "Resources", href: paths.resourcesHub },
  ],
} as const;
