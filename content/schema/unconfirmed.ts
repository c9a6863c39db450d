import { z } from "zod";
import { nonEmpty } from "./fragments";

/**
 * Who must confirm a claim before launch, with the heading `npm run launch-check` prints for them.
 * The placeholders listed in content/site.ts are the company's to replace.
 */
export const confirmers = {
  company: "Company",
  "legal-hr": "Legal and HR",
  delivery: "Delivery leads",
  marketing: "Marketing",
} as const;

export type Confirmer = keyof typeof confirmers;

/**
 * A fact the site states that nobody here can vouch for. Written beside the text it marks: as the first argument
 * of `unconfirmed()` in a content module, or as an entry of `unconfirmed:` in a Markdown file's front matter.
 */
export const unconfirmedClaimSchema = z
  .object({
    /** Who must confirm it. */
    by: z.enum(Object.keys(confirmers) as [Confirmer, ...Confirmer[]]),
    /** What the text asserts, in words the reviewer can check. */
    claim: nonEmpty(),
    /** The words as the page shows them: they place the claim in its file and on the built pages. In a content
     * module it may be left out when the marked value is a single string. */
    quote: nonEmpty().optional(),
    /** The figure the specification gives, where the text follows the specification. */
    spec: nonEmpty().optional(),
    /** What the reviewer should compare the text with (a current law, a contract, the company's own records). */
    compareWith: nonEmpty().optional(),
  })
  .strict()
  .refine((claim) => !claim.spec || claim.compareWith, {
    message: "a claim that names the specification's figure says what to compare it with",
    path: ["compareWith"],
  });

export type UnconfirmedClaim = z.infer<typeof unconfirmedClaimSchema>;

/** The `unconfirmed:` front matter field of a Markdown file: each entry names the quote that places it. */
export const unconfirmedFrontMatter = () =>
  z
    .array(
      unconfirmedClaimSchema.refine((claim) => claim.quote, { message: "in Markdown, quote the words the claim marks", path: ["quote"] }),
    )
    .default([]);
