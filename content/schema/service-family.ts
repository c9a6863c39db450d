import { z } from "zod";
import { internalPath, nonEmpty, iconName } from "./fragments";

export const serviceFamilies = [
  "data-services",
  "ai-solution",
  "microsoft-consulting",
  "salesforce-consulting",
  "product-engineering",
  "startup-solution",
  "staffing-solution",
] as const;

export type ServiceFamily = (typeof serviceFamilies)[number];

export const serviceFamilySchema = z.strictObject({
  id: z.enum(serviceFamilies),
  title: nonEmpty(),
  summary: nonEmpty(),
  icon: iconName(),
  href: internalPath(),
});

export type ServiceFamilyEntry = z.infer<typeof serviceFamilySchema>;
