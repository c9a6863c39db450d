import type { Testimonial } from "#content/schema/testimonial.ts";

// SAMPLE CONTENT: illustrative quotes for layout and tone. Replace each with an approved client
// quote (and keep the attribution to initials, role and kind of organisation) before launch.
export const testimonials: Testimonial[] = [
  {
    quote:
      "They mapped forty years of member data across three core systems without a single missed statement run. Our examiners asked for the lineage documentation to use as a reference for other institutions.",
    initials: "R. M.",
    role: "Chief Data Officer",
    organisationKind: "Regional credit union",
    sample: true,
  },
  {
    quote:
      "Their transcript pipeline took our evaluations from fifty minutes to under ten, and every extracted field still goes past a reviewer. That second part is why our compliance team signed off.",
    initials: "A. K.",
    role: "VP, Admissions Operations",
    organisationKind: "Private university network",
    sample: true,
  },
  {
    quote:
      "We had tried master data twice before. Lumenor started with the twenty sources and two hundred tag rules nobody wanted to own, and ran the data council with us until it ran itself.",
    initials: "D. O.",
    role: "Director of Production Systems",
    organisationKind: "Oil field operator",
    sample: true,
  },
  {
    quote:
      "Three senior engineers joined our platform team in the second week and were shipping by the fourth. Two of them are now permanent staff, which says everything about the match.",
    initials: "S. P.",
    role: "Head of Data Engineering",
    organisationKind: "Global asset manager",
    sample: true,
  },
];
