import type { Company } from "#content/schema/home.ts";
import { unconfirmed } from "#content/schema/unconfirmed-marker.ts";

export const company: Company = {
  about: {
    eyebrow: "About us",
    title: "A consulting partner with the bench of a staffing firm",
    paragraphs: [
      unconfirmed(
        { by: "company", claim: "The firm has more than 500 engineers and consultants (the About text on / and /company-overview)" },
        "We are 500+ engineers and consultants who design, build and run the data platforms, analytics and AI that regulated and fast-moving businesses depend on. Most of our work is for banks, credit unions, insurers, healthcare providers and energy companies, where a wrong number has consequences.",
      ),
      "Clients come to us for a programme and stay for the people. The same firm that leads a governance roll-out can add three Databricks engineers next month or hand the platform to a managed team when the project ends, so nothing is lost between phases.",
    ],
    stats: [
      {
        figure: unconfirmed(
          { by: "company", claim: "The firm has more than 500 engineers and consultants (the About figures on / and /company-overview)" },
          "500+",
        ),
        label: "engineers and consultants",
      },
      { figure: "8", label: "delivery offices on four continents" },
      { figure: "12", label: "technology partnerships, from Snowflake to Salesforce" },
      { figure: "7", label: "practices under one accountable team" },
    ],
  },
  culture: {
    eyebrow: "Our culture",
    title: "Curious people who finish what they start",
    lead: "We hire for judgement as much as skill, then give people the time, mentors and certifications to get better every quarter. Clients notice the difference in who turns up.",
    pillars: [
      {
        title: "Learning on the clock",
        text: "Every consultant has paid study time and a certification budget; our guilds for governance, cloud and AI meet weekly.",
        icon: "graduation-cap",
      },
      {
        title: "Senior people on the work",
        text: "Architects stay hands-on. The person who scoped your engagement is in the design reviews, not just the kick-off.",
        icon: "users",
      },
      {
        title: "Candour over comfort",
        text: "We raise risks early and in writing, even when the news is unwelcome. It is cheaper for everyone.",
        icon: "message-square",
      },
      {
        title: "Room to grow",
        text: "Analysts become architects here. Most of our practice leads joined as engineers and were promoted from within.",
        icon: "trending-up",
      },
    ],
  },
  mission: "To make our clients' data trustworthy, usable and safe, so every decision they take rests on numbers they can defend.",
  vision:
    "To be the partner enterprises call first when data has to be right: known for delivery that holds up in production, in audits and years later.",
  coreValues: [
    { name: "Integrity", text: "We say what we see and we do what we said." },
    { name: "Ownership", text: "Outcomes, not hours, are the unit of our work." },
    { name: "Craft", text: "Well-built, documented, tested systems that others can run." },
    { name: "Partnership", text: "Your team leaves every engagement stronger than it started." },
  ],
  labels: {
    title: "Mission, vision and core values",
    missionLabel: "Our mission",
    visionLabel: "Our vision",
    valuesLabel: "Core values",
  },
};
