import { z } from "zod";
import { ctaLink, entryOrder, nonEmpty, pageHero, pageMeta, searchEngineFields, sectionHeading, slug } from "./fragments";

/** A webinar: when it runs, what it covers, who speaks (by role, never by name) and what it relates to. */
const webinarFields = z.strictObject({
  title: nonEmpty(),
  /** Start time in UTC, e.g. 2026-06-10T15:00:00Z. */
  date: z.iso.datetime(),
  durationMinutes: z.number().int().min(15).max(240),
  abstract: z.string().trim().min(120).max(600),
  speakers: z.array(nonEmpty()).min(1).max(4),
  takeaways: z.array(nonEmpty()).min(2).max(6),
  /** The written summary of a session that has taken place; an upcoming one has none yet. */
  summary: z.string().trim().min(200).optional(),
  industries: z.array(slug()).min(1),
  services: z.array(slug()).min(1),
  /** Written to show the format, not a session that took or will take place: its pages say so. */
  sample: z.boolean(),
  searchEngines: searchEngineFields(),
});
/** A file of content/webinars/: one session (the slug is the file's name), in the list's `order`. */
export const webinarEntrySchema = webinarFields.extend({ order: entryOrder() });
export const webinarSchema = webinarFields.extend({ slug: slug() });
export type Webinar = z.infer<typeof webinarSchema>;

/** The words of the webinar list and of each webinar's page. */
export const webinarsPageSchema = z.strictObject({
  meta: pageMeta(),
  hero: pageHero(),
  breadcrumb: nonEmpty(),
  /** Shown on the list and on a session's page while sessions are samples. */
  sampleNotice: nonEmpty(),
  upcoming: sectionHeading().extend({ empty: nonEmpty() }),
  past: sectionHeading().extend({ empty: nonEmpty() }),
  labels: z.strictObject({
    /** Read by screen readers before a card's date, length and industry tags. */
    date: nonEmpty(),
    length: nonEmpty(),
    industries: nonEmpty(),
    speakers: nonEmpty(),
    /** {minutes} is replaced by the session's length. */
    duration: z.string().includes("{minutes}"),
    upcomingBadge: nonEmpty(),
    pastBadge: nonEmpty(),
    openUpcoming: nonEmpty(),
    openPast: nonEmpty(),
  }),
  detail: z.strictObject({
    /** {title} is replaced by the webinar's title. */
    metaTitle: z.string().includes("{title}"),
    abstractTitle: nonEmpty(),
    takeawaysUpcoming: nonEmpty(),
    takeawaysPast: nonEmpty(),
    summaryTitle: nonEmpty(),
    summaryPending: nonEmpty(),
    speakersTitle: nonEmpty(),
    servicesTitle: nonEmpty(),
    industriesTitle: nonEmpty(),
    allWebinars: ctaLink(),
    ctaUpcoming: sectionHeading().extend({ action: ctaLink() }),
    ctaPast: sectionHeading().extend({ action: ctaLink() }),
  }),
});
export type WebinarsPage = z.infer<typeof webinarsPageSchema>;
