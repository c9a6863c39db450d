import { sql, type RawBuilder } from "kysely";
import { paths } from "#app/lib/paths.ts";
import { listArticles } from "#app/.server/content/articles.ts";
import { listIndustries } from "#app/.server/content/industries.ts";
import { offeringCatalogue } from "#app/.server/content/services.ts";

/**
 * Something a lead can name: an industry, or a service or AI offering (the table by service lists both).
 * `pages`, `topics` and `phrase` are what the naming rule below matches.
 */
export type LeadSubject = {
  group: "industry" | "service";
  slug: string;
  label: string;
  /** The subject's own page, as leads.page records a page (its path, no trailing slash). */
  pages: string[];
  /** Keywords of the whitepapers whose front matter lists the subject. */
  topics: string[];
  /** The subject's title, lower-cased, as a message must contain it. */
  phrase: string;
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
 * Both databases lower-case only ASCII letters alike, and every title is ASCII (content/*.ts), so the rule answers
 * the same on SQLite and PostgreSQL.
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
    phrase: industry.name.toLowerCase(),
  }));
  const offerings = offeringCatalogue().offerings.map((offering): LeadSubject => ({
    group: "service",
    slug: offering.slug,
    label: offering.title,
    pages: [offering.href],
    topics: topicsOf((paper) => paper.data.services, offering.slug),
    phrase: offering.title.toLowerCase(),
  }));
  return [...industries, ...offerings];
}

/**
 * The rule as an SQL condition over a row with `page`, `kind`, `topic` and `lowered_message` (the message passed
 * through lower()). `postgres` picks the engine's substring search: strpos there, instr in SQLite.
 */
export function namesSubjectSql(subject: LeadSubject, postgres: boolean): RawBuilder<boolean> {
  const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`));
  const conditions = [
    subject.pages.length ? sql`page in (${list(subject.pages)})` : undefined,
    subject.topics.length ? sql`(kind = 'whitepaper' and topic in (${list(subject.topics)}))` : undefined,
    postgres ? sql`strpos(lowered_message, ${subject.phrase}) > 0` : sql`instr(lowered_message, ${subject.phrase}) > 0`,
  ].filter((condition) => condition !== undefined);
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}
