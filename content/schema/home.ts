import { z } from "zod";
import { internalPath, nonEmpty, href, iconName, slug } from "./fragments";
import { serviceFamilies } from "./service-family";

// The home page's collections: banner tabs and slides, catalogue, highlights, company story, clients.
export const bannerTabSchema = z.strictObject({
  id: z.enum(["home", "profile", "disabled", "messages", "settings", "mahaaya", "aiservices"]),
  group: z.enum(["left", "centre", "right"]),
  title: nonEmpty(),
  icon: iconName(),
  description: nonEmpty(),
  buttonLabel: nonEmpty(),
  href: href(),
});

export const catalogueSchema = z.array(
  z.strictObject({
    family: z.enum(serviceFamilies),
    title: nonEmpty(),
    cards: z
      .array(
        z.strictObject({
          heading: nonEmpty(),
          content: nonEmpty(),
          type: z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(4)]),
          /** The service or AI offering whose page the card leads to, when one describes it. */
          service: slug().optional(),
        }),
      )
      .min(1),
  }),
);

export const clientKindSchema = z.strictObject({ label: nonEmpty(), sector: nonEmpty(), icon: iconName() });

const homeLink = z.strictObject({ label: nonEmpty(), href: href() });

export const bannerSlideSchema = z.strictObject({
  eyebrow: nonEmpty(),
  title: nonEmpty(),
  text: nonEmpty(),
  link: homeLink,
  /** Seeds the slide's generated art, so every slide keeps its own picture. */
  artSeed: z.number().int().positive(),
});

export const serviceHighlightSchema = z.strictObject({
  title: nonEmpty(),
  summary: nonEmpty(),
  points: z.array(nonEmpty()).min(2).max(4),
  icon: iconName(),
  href: internalPath(),
});

export const companySchema = z.strictObject({
  about: z.strictObject({
    eyebrow: nonEmpty(),
    title: nonEmpty(),
    paragraphs: z.array(nonEmpty()).min(1),
    stats: z
      .array(z.strictObject({ figure: nonEmpty(), label: nonEmpty() }))
      .min(2)
      .max(4),
  }),
  culture: z.strictObject({
    eyebrow: nonEmpty(),
    title: nonEmpty(),
    lead: nonEmpty(),
    pillars: z
      .array(z.strictObject({ title: nonEmpty(), text: nonEmpty(), icon: iconName() }))
      .min(2)
      .max(6),
  }),
  mission: nonEmpty(),
  vision: nonEmpty(),
  coreValues: z
    .array(z.strictObject({ name: nonEmpty(), text: nonEmpty() }))
    .min(3)
    .max(8),
  /** Headings of the mission, vision and core values block, wherever it appears. */
  labels: z.strictObject({ title: nonEmpty(), missionLabel: nonEmpty(), visionLabel: nonEmpty(), valuesLabel: nonEmpty() }),
});

export type BannerTab = z.infer<typeof bannerTabSchema>;
export type ClientKind = z.infer<typeof clientKindSchema>;
export type BannerSlide = z.infer<typeof bannerSlideSchema>;
export type ServiceHighlight = z.infer<typeof serviceHighlightSchema>;
export type Company = z.infer<typeof companySchema>;
export type Catalogue = z.infer<typeof catalogueSchema>;
export type CatalogueCard = Catalogue[number]["cards"][number];

/** The banner wheel's seven tabs: three on the left, one in the centre, three on the right, each id once. */
export const bannerTabsSchema = bannerTabSchema
  .array()
  .length(7)
  .superRefine((tabs, ctx) => {
    const groups = { left: 3, centre: 1, right: 3 } as const;
    for (const [group, count] of Object.entries(groups)) {
      const found = tabs.filter((tab) => tab.group === group).length;
      if (found !== count) ctx.addIssue({ code: "custom", message: `${count} tabs expected in group "${group}", found ${found}` });
    }
    if (new Set(tabs.map((tab) => tab.id)).size !== tabs.length) ctx.addIssue({ code: "custom", message: "tab ids must be unique" });
  });

/** Cards per catalogue tab, as the original site had them (docs/content.md). */
const catalogueCounts = {
  "data-services": 6,
  "ai-solution": 4,
  "microsoft-consulting": 10,
  "salesforce-consulting": 10,
  "product-engineering": 6,
  "startup-solution": 5,
  "staffing-solution": 6,
} as const;

/** The home catalogue: one tab per service family, each with the original site's number of cards. */
export const homeCatalogueSchema = catalogueSchema.length(7).superRefine((tabs, ctx) => {
  tabs.forEach((tab, index) => {
    const expected = catalogueCounts[tab.family];
    if (tab.cards.length !== expected) {
      ctx.addIssue({
        code: "custom",
        path: [index, "cards"],
        message: `${tab.title}: ${expected} cards expected, found ${tab.cards.length}`,
      });
    }
  });
  if (new Set(tabs.map((tab) => tab.family)).size !== tabs.length) ctx.addIssue({ code: "custom", message: "one tab per family" });
});
