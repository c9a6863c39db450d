import type { WhitepaperDownloadPage } from "#content/schema/whitepaper-download.ts";

// Words of the whitepaper download form and of the page a stale or altered download link answers with.
export const whitepaperDownloadPage: WhitepaperDownloadPage = {
  metaTitle: "Download: {title}",
  metaDescription: "Download the whitepaper “{title}” as a PDF. Tell us who you are and the file downloads at once.",
  eyebrow: "Whitepaper download",
  breadcrumb: "Download",
  form: {
    title: "Get the PDF",
    lead: "Three details and the download starts straight away. A practice lead may follow up once with a short note; there is no mailing list to leave.",
    labels: { fullName: "Name", email: "Work email", organisation: "Company" },
    honeypotLabel: "Leave this field empty",
    privacyNote: "All fields are required. We use your details only to follow up on this paper.",
    send: "Download the PDF",
    sending: "Preparing…",
    invalidOne: "One field needs your attention.",
    invalidMany: "{count} fields need your attention.",
  },
  success: {
    title: "Thank you. Your PDF is ready.",
    started: "The download has started. If your browser held it back, use the link below.",
    noScript: "Your copy is ready. Use the link below to download it.",
    linkLabel: "Download the PDF",
    expiry: "The link works for 15 minutes; after that, fill in the form again for a fresh one.",
  },
  failure: {
    title: "The download could not be prepared.",
    network: "We could not reach our server. Please check your connection and try again.",
    unavailable: "Your request could not be stored right now. Please try again shortly.",
    "rate-limited": "We have received several requests from your network in the last few minutes. Please try again in a few minutes.",
    refused: "This request could not be accepted.",
    otherWays: "Everything you typed is still here. You can also ask for the paper at",
  },
  inside: {
    title: "What is inside",
    audienceLabel: "Written for",
    formatLabel: "Format",
    format: "PDF, A4, with tables",
    readLabel: "Read it online instead",
  },
  linkRefused: {
    metaTitle: "Download link not valid",
    expired: {
      title: "This download link has expired",
      lead: "Download links work for 15 minutes. Fill in the form again and a fresh copy downloads at once.",
    },
    invalid: {
      title: "This download link is not valid",
      lead: "The link may have been cut short or changed on its way. Fill in the form again and a fresh copy downloads at once.",
    },
  },
};
