import { z } from "zod";
import { nonEmpty } from "./fragments";

/** The words of the whitepaper download page and of the page an expired or altered file link answers with. */
export const whitepaperDownloadPageSchema = z.strictObject({
  /** {title} is replaced by the whitepaper's title. */
  metaTitle: z.string().includes("{title}"),
  metaDescription: z.string().includes("{title}"),
  eyebrow: nonEmpty(),
  /** The last breadcrumb, below the whitepaper itself. */
  breadcrumb: nonEmpty(),
  form: z.strictObject({
    title: nonEmpty(),
    lead: nonEmpty(),
    labels: z.strictObject({ fullName: nonEmpty(), email: nonEmpty(), organisation: nonEmpty() }),
    honeypotLabel: nonEmpty(),
    privacyNote: nonEmpty(),
    send: nonEmpty(),
    sending: nonEmpty(),
    invalidOne: nonEmpty(),
    invalidMany: z.string().includes("{count}"),
  }),
  success: z.strictObject({ title: nonEmpty(), started: nonEmpty(), noScript: nonEmpty(), linkLabel: nonEmpty(), expiry: nonEmpty() }),
  failure: z.strictObject({
    title: nonEmpty(),
    network: nonEmpty(),
    unavailable: nonEmpty(),
    "rate-limited": nonEmpty(),
    refused: nonEmpty(),
    /** Followed by the sales email link. */
    otherWays: nonEmpty(),
  }),
  inside: z.strictObject({
    title: nonEmpty(),
    audienceLabel: nonEmpty(),
    formatLabel: nonEmpty(),
    format: nonEmpty(),
    readLabel: nonEmpty(),
  }),
  linkRefused: z.strictObject({
    metaTitle: nonEmpty(),
    expired: z.strictObject({ title: nonEmpty(), lead: nonEmpty() }),
    invalid: z.strictObject({ title: nonEmpty(), lead: nonEmpty() }),
  }),
});
export type WhitepaperDownloadPage = z.infer<typeof whitepaperDownloadPageSchema>;
