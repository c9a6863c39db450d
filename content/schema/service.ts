import { z } from "zod";
import { entryOrder, slug, nonEmpty, iconName, searchEngineFields, sectionHeading } from "./fragments";
import { serviceFamilies } from "./service-family";

/** A card of what the work covers: a title and its points. */
const serviceCard = z.strictObject({ title: nonEmpty(), points: z.array(nonEmpty()).min(2) });

/** The original site's layout-type numbers, as the home catalogue uses them: 0 standard, 1 lead, 3 compact, 4 emphasis. */
export const cardType = () => z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(4)]);

const serviceTab = z.strictObject({
  name: nonEmpty(),
  icon: iconName(),
  cards: z.array(z.strictObject({ title: nonEmpty(), content: nonEmpty(), type: cardType() })).min(1),
});

const engagementPhase = z.strictObject({
  phase: nonEmpty(),
  /** How long the phase usually takes, as written ("3-4 weeks", "Ongoing"). */
  weeks: nonEmpty(),
  description: nonEmpty(),
  deliverables: z.array(nonEmpty()).min(1),
});

/** The fields of one offering, as its file holds them (the slug is the file's name). */
const serviceFields = z.strictObject({
  family: z.enum(serviceFamilies),
  title: nonEmpty(),
  /** The header and footer menus' label, where it differs from the title. */
  menuLabel: nonEmpty().optional(),
  /** The hero lead, the hub card text and the meta description. */
  summary: z.string().trim().min(50).max(170),
  intro: z.array(nonEmpty()).min(2),
  icon: iconName(),
  /** What the work covers; an offering with tabs may hold its cards in them instead. */
  cards: z.array(serviceCard).default([]),
  /** Tabbed strands of the offering (cloud data strategy); `tabsHeading` opens their section. */
  tabsHeading: sectionHeading().optional(),
  tabs: z.array(serviceTab).default([]),
  list: z.strictObject({ title: nonEmpty(), items: z.array(nonEmpty()).min(3) }),
  engagement: z.array(engagementPhase).min(2).max(6),
  platforms: z.array(nonEmpty()).min(1),
  /** The regulation the work is designed to meet; the copy names each one where it applies. */
  regulations: z.array(nonEmpty()).default([]),
  industries: z.array(slug()).min(1),
  related: z.array(slug()).min(1).max(4),
  searchEngines: searchEngineFields(),
});

function checkServiceShape(service: z.output<typeof serviceFields>, ctx: z.RefinementCtx) {
  if (service.cards.length < 2 && service.tabs.length === 0)
    ctx.addIssue({ code: "custom", path: ["cards"], message: "at least two cards, or tabs that hold them" });
  if (service.tabs.length > 0 && !service.tabsHeading)
    ctx.addIssue({ code: "custom", path: ["tabsHeading"], message: "tabs need a heading for their section" });
}

/** A file of content/services/: one /services/:slug page, in the menus' and the hub's `order`. */
export const serviceEntrySchema = serviceFields.extend({ order: entryOrder() }).superRefine(checkServiceShape);
/** A file of content/ai-offerings/: one /aiservices/:slug page of the AI practice. */
export const aiOfferingEntrySchema = serviceFields
  .extend({ order: entryOrder(), family: z.literal("ai-solution", { error: "an AI offering belongs to the ai-solution family" }) })
  .superRefine(checkServiceShape);

/**
 * One offering with its slug: a /services/:slug page, or an /aiservices/:slug page for the AI practice.
 * `industries` names industry slugs and `related` names other offerings; the loader checks both exist.
 */
export const serviceSchema = serviceFields.extend({ slug: slug() }).superRefine((service, ctx) => {
  checkServiceShape(service, ctx);
  if (service.related.includes(service.slug))
    ctx.addIssue({ code: "custom", path: ["related"], message: "an offering cannot be related to itself" });
});

export type Service = z.infer<typeof serviceSchema>;
/** An entry as an editor writes it (defaults not yet applied). */
export type ServiceInput = z.input<typeof serviceSchema>;
