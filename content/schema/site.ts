import { z } from "zod";
import { externalUrl, nonEmpty, email } from "./fragments";

export const siteSchema = z.object({
  name: nonEmpty(),
  legalName: nonEmpty(),
  shortName: nonEmpty(),
  tagline: nonEmpty(),
  description: nonEmpty(),
  engineersClaim: nonEmpty(),
  phone: z.object({ display: nonEmpty(), tel: z.string().regex(/^\+\d{6,15}$/, "E.164, e.g. +14155550100") }),
  email: email(),
  salesSupportEmail: email(),
  leadsTo: email(),
  mailFrom: email(),
  address: z.object({
    street: nonEmpty(),
    city: nonEmpty(),
    region: nonEmpty(),
    postalCode: nonEmpty(),
    country: nonEmpty(),
  }),
  socials: z.object({ linkedin: externalUrl() }),
  careersUrl: externalUrl(),
  isoCertification: nonEmpty(),
  /** When sales answers the phone and the inbox, in words. */
  officeHours: nonEmpty(),
  copyrightHolder: nonEmpty(),
  /** Facts the company must confirm before launch: dotted paths into this object. */
  placeholders: z.array(nonEmpty()),
});

export type Site = z.infer<typeof siteSchema>;
