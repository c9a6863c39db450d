import type { ErrorPages } from "#content/schema/pages.ts";

// What a visitor reads when a page is missing or fails.
export const errorPages: ErrorPages = {
  notFound: {
    hero: {
      eyebrow: "Error 404",
      title: "We couldn't find that page",
      lead: "The link may be out of date, or the page may have moved. These are good places to pick up from.",
    },
    action: { label: "Back to the home page", href: "/" },
    suggestionsTitle: "Popular destinations",
    suggestions: [
      { label: "What we do", href: "/#catalogue-title" },
      { label: "Our clients", href: "/#ourClients" },
      { label: "Contact Us", href: "/contact-us" },
      { label: "Privacy Policy", href: "/privacy-policy" },
    ],
  },
  failure: {
    hero: {
      eyebrow: "Something went wrong",
      title: "This page hit an unexpected error",
      lead: "Our team has been notified. Please try again in a moment, or reach us directly through the contact page.",
    },
    action: { label: "Contact us", href: "/contact-us" },
  },
};
