import { sql, type RawBuilder } from "kysely";
import { paths } from "#app/lib/paths.ts";
import { listArticles } from "#app/.server/content/articles.ts";
import { listIndustries } from "#app/.server/content/industries.ts";
import { offeringCatalogue } from "#app/.server/content/services.ts";

/**
 * Something a lead can name: an industry, or a service or AI offering (the table by service lists both).
 * `pages`, `topics` and `title` are what the naming rule below matches.
 */
export type LeadSubject = {
  group: "industry" | "service";
  slug: string;
  label: string;
  /** The subject's own page, as leads.page records a page (its path, no trailing slash). */
  pages: string[];
  /** Keywords of the whitepapers whose front matter lists the subject. */
  topics: string[];
  /** The subject's title, as a message must contain it. */
  title: string;
};

/**
 * THE NAMING RULE, the one place it is written. A lead names a subject when at least one holds:
 * 1. it was sent from the subject's page: leads.page equals the industry's, service's or AI offering's path;
 * 2. it is a whitepaper lead whose topic is a whitepaper that lists the subject in its front matter
 *    (`industries:` or `services:` of content/whitepapers/*.md);
 * 3. its message contains the subject's title (the industry's name, the service's or offering's title), compared
 *    without regard to ASCII case, as one run of characters: "data governance" names Data Governance, "governance"
 *    alone does not, nor does "Media and Entertainment" for "Media & Entertainment".
 * A lead can name several subjects and counts once for each.
 *
 * SQLite's LIKE ignores the case of ASCII letters only, PostgreSQL's ILIKE of every letter; the titles are ASCII
 * (content/*.ts), so the rule answers the same on both.
 */
export function leadSubjects(): LeadSubject[] {
  const whitepapers = listArticles("whitepapers");
  const topicsOf = (listed: (paper: (typeof whitepapers)[number]) => readonly string[], slug: string) =>
    whitepapers.filter((paper) => listed(paper).includes(slug)).map((paper) => paper.keyword);
  const industries = listIndustries().map((industry): LeadSubject => ({
    group: "industry",
    slug: industry.slug,
    label: industry.name,
    pages: [paths.industry(industry.slug)],
    topics: topicsOf((paper) => paper.data.industries, industry.slug),
    title: industry.name,
  }));
  const offerings = offeringCatalogue().offerings.map((offering): LeadSubject => ({
    group: "service",
    slug: offering.slug,
    label: offering.title,
    pages: [offering.href],
    topics: topicsOf((paper) => paper.data.services, offering.slug),
    title: offering.title,
  }));
  return [...industries, ...offerings];
}

/** A LIKE pattern matching any text that contains `text` literally (escape character: backslash). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The rule as an SQL condition over a leads row (page, kind, topic, message). `postgres` picks the engine's
 * case-insensitive LIKE: ILIKE there; SQLite's LIKE already ignores ASCII case.
 */
export function namesSubjectSql(subject: LeadSubject, postgres: boolean): RawBuilder<boolean> {
  const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`));
  const pattern = containing(subject.title);
  const conditions = [
    subject.pages.length ? sql`page in (${list(subject.pages)})` : undefined,
    subject.topics.length ? sql`(kind = 'whitepaper' and topic in (${list(subject.topics)}))` : undefined,
    postgres ? sql`message ilike ${pattern} escape '\\'` : sql`message like ${pattern} escape '\\'`,
  ].filter((condition) => condition !== undefined);
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}
