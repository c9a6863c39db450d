import { z } from "zod";
import { externalUrl, factToSupply, nonEmpty, email } from "./fragments";
import { teamMemberSchema } from "./team-member";

const phone = () => z.strictObject({ display: nonEmpty(), tel: z.string().regex(/^\+\d{6,15}$/, "E.164, e.g. +14155550100") });

/** What the company must confirm for each office other than the head office. */
const officeFacts = () =>
  z.strictObject({
    /** The entity the office belongs to, when it is not the company's own legalName. */
    legalName: nonEmpty().optional(),
    address: z.strictObject({
      /** "" until confirmed (add the postcode with it): the office then shows its city, country and contact channels. */
      street: factToSupply(),
      city: nonEmpty(),
      region: nonEmpty().optional(),
      postalCode: nonEmpty().optional(),
      country: nonEmpty(),
    }),
    email: email(),
    email2: email().optional(),
    phone: phone().optional(),
  });
export type OfficeFacts = z.infer<ReturnType<typeof officeFacts>>;

export const siteSchema = z.strictObject({
  name: nonEmpty(),
  legalName: nonEmpty(),
  shortName: nonEmpty(),
  tagline: nonEmpty(),
  description: nonEmpty(),
  engineersClaim: nonEmpty(),
  phone: phone(),
  email: email(),
  salesSupportEmail: email(),
  leadsTo: email(),
  mailFrom: email(),
  address: z.strictObject({
    street: nonEmpty(),
    city: nonEmpty(),
    region: nonEmpty(),
    postalCode: nonEmpty(),
    country: nonEmpty(),
  }),
  socials: z.strictObject({ linkedin: externalUrl() }),
  careersUrl: externalUrl(),
  isoCertification: nonEmpty(),
  /** When sales answers the phone and the inbox, in words. */
  officeHours: nonEmpty(),
  copyrightHolder: nonEmpty(),
  /** Every office of content/offices.yaml but the head office (whose facts are the ones above), by id. */
  offices: z.strictObject({
    as: officeFacts(),
    lo: officeFacts(),
    du: officeFacts(),
    ba: officeFacts(),
    ch: officeFacts(),
    co: officeFacts(),
    au: officeFacts(),
  }),
  /** What /.well-known/security.txt (RFC 9116) says: where to report a vulnerability, and in which languages. */
  security: z.strictObject({
    contact: z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "a mailto: or https: URI"),
    preferredLanguages: z.array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, "a language tag such as en or en-GB")).min(1),
  }),
  /** The roles the team pages present: the leadership on /our-team (twelve) and the NUPMAT team, each with its name slot. */
  people: z.strictObject({ leadership: z.array(teamMemberSchema).length(12), nupmat: z.array(teamMemberSchema).min(1) }),
  /** Facts the company must confirm before launch: dotted paths into this object. */
  placeholders: z.array(nonEmpty()),
});

export type Site = z.infer<typeof siteSchema>;
