import type { HomePage } from "#content/schema/pages.ts";

// Words of the home page that are not in its sections' own content files.
export const homePage: HomePage = {
  meta: {
    title: "{{companyName}}: data, AI and technology consulting and staffing",
    description:
      "Data governance, engineering, analytics and applied AI for banks, insurers, healthcare and energy companies, delivered by 500+ engineers and consultants.",
  },
};
