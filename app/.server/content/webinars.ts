import { webinarSchema, type Webinar } from "#content/schema/webinar.ts";
import { webinarEventJsonLd } from "#app/lib/event-json-ld.ts";
import { formatEventTime } from "#app/lib/event-time.ts";
import { paths } from "#shared/paths.ts";
import { formatGlyph } from "#app/lib/resource-formats.ts";
import { seedOf } from "#app/lib/seeded-random.ts";
import { siteOrigin } from "#app/.server/site-origin.ts";
import { breadcrumbTrail } from "./breadcrumbs";
import { readCollection, readSingleton } from "./content-files";
import { resourcesCrumb } from "./resources";
import { shownEntries } from "./sample-sets";
import { checkReferences, referenceTarget } from "./references";
import { offeringCatalogue, offeringTargets, topicGlyph } from "./services";
import { fillSiteTokensDeep, site } from "./site";
import { validateContent } from "./validate";
import { sessionEnd, splitBySchedule } from "./webinar-schedule";
import { entryMeta } from "./entry-meta";

const source = "content/webinars/";
const pageSource = "content/pages/webinars.yaml";

const webinarsSchema = webinarSchema
  .array()
  .min(1)
  .refine((list) => new Set(list.map((each) => each.slug)).size === list.length, "slugs must be unique");

/** The webinars, validated: schema, then every industry and service slug against the cross-reference graph. */
export function validateWebinars(entries: unknown, file = source): Webinar[] {
  const valid = fillSiteTokensDeep(validateContent(webinarsSchema, entries, file), file);
  const { industries } = offeringCatalogue();
  checkReferences(file, valid, "industries", (entry) => entry.industries, [referenceTarget("industry", industries)]);
  checkReferences(file, valid, "services", (entry) => entry.services, offeringTargets());
  return valid;
}

let cached: { webinars: Webinar[]; page: ReturnType<typeof pageCopy> } | undefined;
function pageCopy() {
  return fillSiteTokensDeep(readSingleton("webinarsPage"), pageSource);
}
/** The sessions the site shows: all of them, or only real ones while the sample sessions are switched off. */
function load() {
  cached ??= {
    webinars: shownEntries(validateWebinars(readCollection("webinars")), readSingleton("sampleContent").webinars),
    page: pageCopy(),
  };
  return cached;
}

/** The pre-rendered page of every webinar. */
export function webinarPaths(): string[] {
  return load().webinars.map((webinar) => paths.webinar(webinar.slug));
}

/** Every webinar the site shows, validated. */
export function listWebinars(): Webinar[] {
  return load().webinars;
}

/** What a card and a page both show of a session. */
function sessionFacts(webinar: Webinar, past: boolean) {
  const { page } = load();
  const industries = offeringCatalogue().industries;
  return {
    slug: webinar.slug,
    href: paths.webinar(webinar.slug),
    title: webinar.title,
    date: webinar.date,
    when: formatEventTime(webinar.date),
    duration: page.labels.duration.replace("{minutes}", String(webinar.durationMinutes)),
    abstract: webinar.abstract,
    speakers: webinar.speakers,
    tags: industries.filter((industry) => webinar.industries.includes(industry.slug)).map((industry) => industry.name),
    past,
    badge: past ? page.labels.pastBadge : page.labels.upcomingBadge,
    sample: webinar.sample,
    glyph: topicGlyph(webinar.services) ?? formatGlyph.webinar,
  };
}
export type WebinarCardData = ReturnType<typeof sessionFacts>;

/** The list: upcoming and past relative to the build, as the page is pre-rendered. */
export function getWebinarsList(now = new Date()) {
  const { webinars, page } = load();
  const { upcoming, past } = splitBySchedule(webinars, now);
  return {
    page: {
      meta: page.meta,
      hero: page.hero,
      upcoming: page.upcoming,
      past: page.past,
      labels: page.labels,
      sampleNotice: page.sampleNotice,
    },
    sampleLabel: readSingleton("sampleContent").label,
    breadcrumbs: breadcrumbTrail(resourcesCrumb(), { label: page.breadcrumb, path: paths.resourceList("webinars") }),
    upcoming: upcoming.map((webinar) => sessionFacts(webinar, false)),
    past: past.map((webinar) => sessionFacts(webinar, true)),
  };
}

/** One webinar's page, or null for a slug that is not a webinar. */
export function getWebinarPage(slug: string | undefined, now = new Date()) {
  const { webinars, page } = load();
  const webinar = webinars.find((each) => each.slug === slug);
  if (!webinar) return null;
  const past = sessionEnd(webinar).getTime() <= now.getTime();
  const facts = sessionFacts(webinar, past);
  const { offerings, industries } = offeringCatalogue();
  const copy = page.detail;
  return {
    meta: entryMeta(
      {
        title: copy.metaTitle.replace("{title}", webinar.title),
        description: webinar.abstract.slice(0, 157).replace(/\s+\S*$/, "") + "…",
        path: facts.href,
      },
      webinar.searchEngines,
    ),
    breadcrumbs: breadcrumbTrail(
      resourcesCrumb(),
      { label: page.breadcrumb, path: paths.resourceList("webinars") },
      { label: webinar.title, path: facts.href },
    ),
    session: facts,
    artSeed: seedOf(webinar.slug),
    sampleLabel: readSingleton("sampleContent").label,
    copy: {
      sampleNotice: page.sampleNotice,
      abstractTitle: copy.abstractTitle,
      takeawaysTitle: past ? copy.takeawaysPast : copy.takeawaysUpcoming,
      summaryTitle: copy.summaryTitle,
      summaryPending: copy.summaryPending,
      speakersTitle: copy.speakersTitle,
      servicesTitle: copy.servicesTitle,
      industriesTitle: copy.industriesTitle,
      allWebinars: copy.allWebinars,
    },
    takeaways: webinar.takeaways,
    summary: past ? (webinar.summary?.split(/\n{2,}/) ?? []) : null,
    services: webinar.services
      .map((each) => offerings.find((offering) => offering.slug === each)!)
      .map((offering) => ({ label: offering.title, href: offering.href })),
    industries: industries
      .filter((industry) => webinar.industries.includes(industry.slug))
      .map((industry) => ({ label: industry.name, href: paths.industry(industry.slug) })),
    cta: past ? copy.ctaPast : copy.ctaUpcoming,
    // A sample session is no event: search engines must not list it as one.
    jsonLd: webinar.sample
      ? null
      : webinarEventJsonLd(
          {
            name: webinar.title,
            description: webinar.abstract,
            path: facts.href,
            startDate: webinar.date,
            endDate: sessionEnd(webinar).toISOString().replace(".000Z", "Z"),
          },
          site,
          siteOrigin(),
        ),
  };
}
export type WebinarPageData = NonNullable<ReturnType<typeof getWebinarPage>>;
