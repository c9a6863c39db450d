import type { BannerTab } from "#content/schema/home.ts";
import { unconfirmed } from "#content/schema/unconfirmed-marker.ts";

// The seven cards of the landing banner's tab strip: our own practices and sister ventures.
// Groups: three on the left, one at the centre (bottom), three on the right.
export const bannerTabs: BannerTab[] = [
  {
    id: "home",
    group: "left",
    title: "Lumenor Consulting",
    icon: "building",
    description:
      "The consulting firm at the centre of the group: data governance, engineering and analytics programmes for banks, insurers, healthcare providers and energy companies.",
    buttonLabel: "Meet the firm",
    href: "/company-overview",
  },
  {
    id: "profile",
    group: "left",
    title: "NUPMAT",
    icon: "graduation-cap",
    description:
      "Our career-enhancement platform: AI and ML skill-gap reports, mentoring and placement-readiness scores that connect students, institutions and recruiters.",
    buttonLabel: "Explore NUPMAT",
    href: "/nupmat",
  },
  unconfirmed(
    {
      by: "company",
      claim:
        "A sister company exists: Enable, an inclusive-hiring programme, with its own website (the link is a .example stand-in address)",
      quote: "Lumenor Enable",
    },
    {
      id: "disabled",
      group: "left",
      title: "Lumenor Enable",
      icon: "accessibility",
      description:
        "An inclusive-hiring programme that trains disabled and neurodivergent graduates as data analysts and testers, then places them on paid client work.",
      buttonLabel: "Visit Lumenor Enable",
      href: "https://enable.lumenor.example/",
    },
  ),
  unconfirmed(
    {
      by: "company",
      claim:
        "A sister company exists: Connect, a business process services company, with its own website (the link is a .example stand-in address)",
      quote: "Lumenor Connect",
    },
    {
      id: "messages",
      group: "centre",
      title: "Lumenor Connect",
      icon: "headset",
      description:
        "Business process services run by people who understand the data behind them: claims intake, KYC document review and multilingual customer support.",
      buttonLabel: "Visit Lumenor Connect",
      href: "https://connect.lumenor.example/",
    },
  ),
  unconfirmed(
    {
      by: "company",
      claim:
        "A sister company exists: Cloud Ops, a platform operations company, with its own website (the link is a .example stand-in address)",
      quote: "Lumenor Cloud Ops",
    },
    {
      id: "settings",
      group: "right",
      title: "Lumenor Cloud Ops",
      icon: "server-cog",
      description: unconfirmed(
        {
          by: "delivery",
          claim: "Cloud Ops runs the platforms round the clock under a shared service-level agreement",
          quote: "Round-the-clock operation of the data platforms we build",
        },
        "Round-the-clock operation of the data platforms we build: pipeline monitoring, cost control and incident response under a shared service-level agreement.",
      ),
      buttonLabel: "Visit Lumenor Cloud Ops",
      href: "https://cloudops.lumenor.example/",
    },
  ),
  unconfirmed(
    {
      by: "company",
      claim: "A sister company exists: Mahaaya, a design studio, with its own website (the link is a .example stand-in address)",
      quote: "Mahaaya",
    },
    {
      id: "mahaaya",
      group: "right",
      title: "Mahaaya",
      icon: "palette",
      description:
        "Our sister studio for brand, content and digital experience: the design team behind the portals, dashboards and learning products our engineers ship.",
      buttonLabel: "Visit Mahaaya",
      href: "https://mahaaya.example/",
    },
  ),
  {
    id: "aiservices",
    group: "right",
    title: "AI Services",
    icon: "bot",
    description:
      "Generative AI and machine learning put to work on documents, fraud signals and forecasting, with the review, audit trail and controls regulated firms expect.",
    buttonLabel: "See AI Services",
    href: "/aiservices",
  },
];
