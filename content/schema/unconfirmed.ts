import { z } from "zod";
import { nonEmpty } from "./fragments";

/**
 * Who must confirm a claim before launch, with the heading `npm run launch-check` prints for them.
 * The placeholders listed in content/site.yaml are the company's to replace.
 */
export const confirmers = {
  company: "Company",
  "legal-hr": "Legal and HR",
  delivery: "Delivery leads",
  marketing: "Marketing",
} as const;

export type Confirmer = keyof typeof confirmers;

/**
 * A fact the site states that nobody here can vouch for. Listed in content/unconfirmed-claims.yaml with the file
 * and field it marks, or as an entry of `unconfirmed:` in a Markdown file's front matter, beside the text.
 */
const claimFields = z
  .object({
    /** Who must confirm it. */
    by: z.enum(Object.keys(confirmers) as [Confirmer, ...Confirmer[]]),
    /** What the text asserts, in words the reviewer can check. */
    claim: nonEmpty(),
    /** The words as the page shows them: they place the claim in its file and on the built pages. In
     * content/unconfirmed-claims.yaml it may be left out when the marked field is a single string. */
    quote: nonEmpty().optional(),
    /** The figure the specification gives, where the text follows the specification. */
    spec: nonEmpty().optional(),
    /** What the reviewer should compare the text with (a current law, a contract, the company's own records). */
    compareWith: nonEmpty().optional(),
  })
  .strict();

const specNeedsComparison: [(claim: { spec?: string; compareWith?: string }) => boolean, { message: string; path: string[] }] = [
  (claim) => !claim.spec || Boolean(claim.compareWith),
  { message: "a claim that names the specification's figure says what to compare it with", path: ["compareWith"] },
];

export const unconfirmedClaimSchema = claimFields.refine(...specNeedsComparison);

export type UnconfirmedClaim = z.infer<typeof unconfirmedClaimSchema>;

/** The `unconfirmed:` front matter field of a Markdown file: each entry names the quote that places it. */
export const unconfirmedFrontMatter = () =>
  z
    .array(
      unconfirmedClaimSchema.refine((claim) => claim.quote, { message: "in Markdown, quote the words the claim marks", path: ["quote"] }),
    )
    .default([]);

/**
 * content/unconfirmed-claims.yaml: the claims of the YAML content, each naming its file (relative to content/) and
 * the field it marks there as a path of keys and list positions, e.g. `[intro, 2]`.
 */
export const unconfirmedClaimsFileSchema = z.strictObject({
  claims: z.array(
    claimFields
      .extend({
        file: z.string().regex(/^[a-z0-9/-]+\.yaml$/, "a YAML file under content/, e.g. services/data-governance.yaml"),
        path: z.array(z.union([z.string().min(1), z.number().int().min(0)])).min(1),
      })
      .refine(...specNeedsComparison),
  ),
});
export type LocatedClaim = z.infer<typeof unconfirmedClaimsFileSchema>["claims"][number];
