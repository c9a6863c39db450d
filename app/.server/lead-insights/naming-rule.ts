import { sql, type RawBuilder } from "kysely";
import { paths } from "#shared/paths.ts";
import { listArticles } from "#app/.server/content/articles.ts";
import { listIndustries } from "#app/.server/content/industries.ts";
import { offeringCatalogue, type OfferingKind } from "#app/.server/content/services.ts";

/**
 * Something a lead can name: an industry, a service or an AI offering. `pages`, `topics` and `title` are what the naming rule below matches.
 */
export type LeadSubject = {
  /** An industry, a service, or an AI offering (the table by service lists the last two together). */
  kind: "industry" | OfferingKind;
  slug: string;
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
 * Both sides are lower-cased (SQLite's lower() folds ASCII letters only, PostgreSQL's every letter); the titles are
 * ASCII (content/*.ts), so the rule answers the same on both.
 */
export function leadSubjects(): LeadSubject[] {
  const whitepapers = listArticles("whitepapers");
  const topicsOf = (listed: (paper: (typeof whitepapers)[number]) => readonly string[], slug: string) =>
    whitepapers.filter((paper) => listed(paper).includes(slug)).map((paper) => paper.keyword);
  const industries = listIndustries().map((industry): LeadSubject => ({
    kind: "industry",
    slug: industry.slug,
    pages: [paths.industry(industry.slug)],
    topics: topicsOf((paper) => paper.data.industries, industry.slug),
    title: industry.name,
  }));
  const offerings = offeringCatalogue().offerings.map((offering): LeadSubject => ({
    kind: offering.kind,
    slug: offering.slug,
    pages: [offering.href],
    topics: topicsOf((paper) => paper.data.services, offering.slug),
    title: offering.title,
  }));
  return [...industries, ...offerings];
}

/** A LIKE pattern matching any text that contains `text` literally (escape character: backslash). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The rule as an SQL condition over a leads row with `page`, `kind`, `topic` and `message_lower` (the message
 * through lower(), computed once per row by the query). The same text runs on SQLite and PostgreSQL.
 */
export function namesSubjectSql(subject: LeadSubject): RawBuilder<boolean> {
  const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`));
  const conditions = [
    subject.pages.length ? sql`page in (${list(subject.pages)})` : undefined,
    subject.topics.length ? sql`(kind = 'whitepaper' and topic in (${list(subject.topics)}))` : undefined,
    sql`message_lower like ${containing(subject.title.toLowerCase())} escape '\\'`,
  ].filter((condition) => condition !== undefined);
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}
