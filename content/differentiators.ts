import type { Differentiator } from "#content/schema/differentiator.ts";
import { unconfirmed } from "#content/schema/unconfirmed-marker.ts";

// The six differentiators of /key-differentiators, in the original site's order (id 1 to 6).
export const differentiators: Differentiator[] = [
  {
    id: 1,
    name: "Customised Solutions",
    icon: "puzzle",
    heading: "Designed around your data, not a template",
    text: "We start with your sources, your controls and the decisions the data has to support, then choose the architecture. A credit union's member data and a winery's distributor feeds need different answers, so we reuse proven accelerators where they fit and build the rest to measure. Every design decision is recorded with the reasoning behind it, so your team can revisit it when circumstances change.",
  },
  {
    id: 2,
    name: "Planning & Operational Excellence",
    icon: "workflow",
    heading: "Plans you can run a programme on",
    text: unconfirmed(
      {
        by: "company",
        claim: "Every delivery centre follows one playbook built on ISO/IEC 27001:2022 controls",
        quote: "ISO/IEC 27001:2022 controls",
      },
      "Each engagement begins with a delivery plan that names milestones, owners, dependencies and the risks we can already see. We run it with weekly status reports, a shared risk log and stage gates where you decide whether to proceed. Our delivery centres follow the same playbook, built on ISO/IEC 27001:2022 controls, so quality and security do not depend on which office the work comes from.",
    ),
  },
  {
    id: 3,
    name: "Flexible Cost Model",
    icon: "wallet",
    heading: "Commercial terms that match how work happens",
    text: "Fixed price suits a well-defined migration; time and materials suits discovery; a managed service suits a platform that has to run every day. We offer all three, and combine onshore leadership with delivery from our centres in India to keep the blended rate sensible. When the scope changes, we price the change openly rather than absorbing it into vague contingency.",
  },
  {
    id: 4,
    name: "Customer Empathy",
    icon: "users",
    heading: "We learn your business before we change it",
    text: "Before we touch a system, we sit with the people who use it: the analyst reconciling month-end figures, the steward fixing duplicate records, the compliance officer preparing for an exam. Their frustrations shape our priorities. We explain trade-offs in business terms, respect the pressure your teams are under and plan cut-overs around your calendar, not ours.",
  },
  {
    id: 5,
    name: "Agility & Scalability",
    icon: "trending-up",
    heading: "Start small, then scale without starting again",
    text: unconfirmed(
      {
        by: "delivery",
        claim: "Certified engineers can join an existing team within weeks",
        quote: "add certified engineers to an existing team within weeks rather than months",
      },
      "We deliver in short increments, so you see working pipelines, reports or models early and can redirect effort as priorities shift. Because consulting and staffing sit in one firm, we can add certified engineers to an existing team within weeks rather than months, or reduce the team when a phase ends. The architecture is built to grow with data volumes and users from the first sprint.",
    ),
  },
  {
    id: 6,
    name: "Competitive Analysis",
    icon: "bar-chart",
    heading: "Know where you stand before you invest",
    text: "We compare your data capabilities with common practice in your sector and with what regulators and customers now expect. That covers platform choices, governance maturity, analytics adoption and AI readiness. The result is a short, prioritised view of where you lead, where you lag and which investments close the gaps that matter most to your position in the market.",
  },
];
