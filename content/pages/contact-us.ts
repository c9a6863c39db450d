import type { ContactPage } from "#content/schema/pages.ts";
import { unconfirmed } from "#content/schema/unconfirmed-marker.ts";

// Words of the Contact Us page. {{tokens}} are company facts from content/site.ts.
export const contactUsPage: ContactPage = {
  meta: {
    title: "Contact Us",
    description: unconfirmed(
      {
        by: "delivery",
        claim: "A senior consultant replies to every enquiry within one business day (the page's description)",
        quote: "A senior consultant replies within one business day",
      },
      "Tell us about your data, analytics or AI initiative. A senior consultant replies within one business day; or call, email or visit our {{hqCity}} office.",
    ),
  },
  hero: {
    eyebrow: "Contact Us",
    title: "Tell us what your data needs to do next",
    lead: "Whether it is a governance programme, a platform migration or a first production AI use case, start with a short note. A senior consultant, not a sales queue, reads every message.",
  },
  form: {
    title: "Send us a Message",
    lead: unconfirmed(
      {
        by: "delivery",
        claim: "A senior consultant replies to every enquiry within one business day",
        quote: "we will come back within one business day",
      },
      "Share a little context and we will come back within one business day with a few questions and times for a 30-minute discovery call.",
    ),
  },
  formCopy: {
    labels: {
      fullName: "Full name",
      jobTitle: "Job title",
      organisation: "Organisation",
      phone: "Phone",
      email: "Work email",
      message: "Message",
    },
    messagePlaceholder:
      "What are you trying to achieve, and by when? A sentence or two about your data and systems helps us bring the right people.",
    honeypotLabel: "Leave this field empty",
    requiredNote: "All fields are required. We use your details only to answer you.",
    send: "Send message",
    sending: "Sending…",
    successNote: unconfirmed(
      {
        by: "delivery",
        claim: "A senior consultant replies to every enquiry within one business day (the message after sending the form)",
      },
      "A consultant will reply within one business day.",
    ),
    invalidOne: "One field needs your attention.",
    invalidMany: "{count} fields need your attention.",
    failureTitle: "Your message was not sent.",
    failures: {
      network: "We could not reach our server. Please check your connection and try again.",
      unavailable: "Your message could not be stored right now. Please try again shortly.",
      "rate-limited":
        "We have received several messages from your network in the last few minutes, so this one was held back. Please try again in a few minutes.",
      refused: "This message could not be accepted.",
    },
    otherWays: "Everything you typed is still here. You can also reach us directly at",
    or: "or",
  },
  panel: {
    title: "Prefer to talk first?",
    lead: "The same team reads the form, the inbox and answers the phone, {{officeHours}}.",
    talkLabel: "Let's Talk",
    visitLabel: "Visit Us",
    footprintLabel: "Global Footprint",
    linkedinLabel: "Follow us on LinkedIn",
  },
  steps: {
    title: "What happens next",
    items: [
      {
        title: "A consultant reads it",
        text: unconfirmed(
          {
            by: "delivery",
            claim: "A senior consultant replies to every enquiry within one business day, and it is someone who has delivered similar work",
            quote: "Within one business day, someone who has delivered work like yours replies",
          },
          "Within one business day, someone who has delivered work like yours replies, not an autoresponder.",
        ),
      },
      {
        title: "A 30-minute discovery call",
        text: "We ask about your data estate, constraints and deadlines, and say plainly if we are not the right fit.",
      },
      {
        title: "A written proposal",
        text: unconfirmed(
          {
            by: "legal-hr",
            claim: "A written proposal with a fixed or capped price usually follows within a week of the discovery call",
            quote: "usually within a week of the call",
          },
          "Scope, team, timeline and a fixed or capped price, usually within a week of the call.",
        ),
      },
    ],
  },
  offices: { title: "Where we work", headOffice: "head office" },
};
