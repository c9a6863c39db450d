import { z } from "zod";

/** A word or phrase as a visitor would type it: letters, digits, spaces, hyphens, dots, slashes or ampersands. */
const term = () =>
  z
    .string()
    .trim()
    .min(2)
    .max(60)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} .&/-]*$/u, "letters, digits, spaces and - . & / only");

/**
 * One group of words the site search treats as the same thing: an acronym and its spelling out, a
 * product and its other names, a compound typed as one word. A query with any of them also finds the others.
 */
export const synonymGroupSchema = z.strictObject({ terms: z.array(term()).min(2) });

export const searchSynonymsSchema = z
  .array(synonymGroupSchema)
  .min(1)
  .superRefine((groups, ctx) => {
    const seen = new Map<string, number>();
    groups.forEach((group, index) => {
      for (const each of group.terms) {
        const key = each.toLowerCase();
        const earlier = seen.get(key);
        if (earlier !== undefined && earlier !== index)
          ctx.addIssue({ code: "custom", path: [index, "terms"], message: `"${each}" is already in group ${earlier + 1}` });
        seen.set(key, index);
      }
    });
  });

export type SynonymGroup = z.infer<typeof synonymGroupSchema>;
