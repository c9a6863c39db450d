import { z } from "zod";
import { slug, nonEmpty, iconName } from "./fragments";
import { serviceFamilies } from "./service-family";

const serviceCard = z.object({ title: nonEmpty(), points: z.array(nonEmpty()).min(1) });
const serviceTab = z.object({
  name: nonEmpty(),
  icon: iconName(),
  cards: z.array(z.object({ title: nonEmpty(), content: nonEmpty(), type: z.number().int().min(0).max(4) })).min(1),
});

export const serviceSchema = z.object({
  slug: slug(),
  family: z.enum(serviceFamilies),
  title: nonEmpty(),
  summary: nonEmpty(),
  intro: z.array(nonEmpty()).min(1),
  icon: iconName(),
  cards: z.array(serviceCard).default([]),
  tabs: z.array(serviceTab).default([]),
  list: z.array(nonEmpty()).default([]),
});

export type Service = z.infer<typeof serviceSchema>;
