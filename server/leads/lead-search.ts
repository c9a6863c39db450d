import { sql, type Expression, type SqlBool } from "kysely";
import { isPostgres, type LeadDb } from "./database";
import { SEARCHED_TEXT } from "./migrations";

/** The most words a query uses, and the longest word: a search is a few words, never a document. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 100;
/** The trigram indexes (migration 006) find words of three characters or more; shorter ones are read row by row. */
const INDEXED_LENGTH = 3;

/** A query's words: every one must appear, in any case, in the lead's name, organisation, e-mail or message. */
export function searchWords(query: string): string[] {
  return [
    ...new Set(
      query
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => word.slice(0, MAX_WORD_LENGTH)),
    ),
  ].slice(0, MAX_WORDS);
}

/** A LIKE pattern that finds `word` anywhere, its own % _ and \ taken literally (escape character \). */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The condition "the lead contains every word" on `leads`, using the engine's trigram index (migration 006):
 * PostgreSQL's GIN index over the four fields joined, SQLite's FTS5 table. Both match substrings case-insensitively,
 * so the two engines find the same leads.
 */
export function containsEveryWord(db: LeadDb, words: readonly string[]): Expression<SqlBool> {
  if (isPostgres(db)) {
    return sql<SqlBool>`(${sql.join(
      words.map((word) => sql`(${sql.raw(SEARCHED_TEXT)}) ilike ${containing(word)}`),
      sql` and `,
    )})`;
  }
  const indexed = words.filter((word) => word.length >= INDEXED_LENGTH);
  const short = words.filter((word) => word.length < INDEXED_LENGTH);
  const conditions = short.map(
    (word) =>
      sql`(${sql.join(
        ["full_name", "organisation", "email", "message"].map((column) => sql`${sql.ref(column)} like ${containing(word)} escape '\\'`),
        sql` or `,
      )})`,
  );
  if (indexed.length) {
    // Each word a quoted FTS5 phrase (its own quotes doubled); phrases side by side must all match.
    const match = indexed.map((word) => `"${word.replace(/"/g, '""')}"`).join(" ");
    conditions.unshift(sql`search_rowid in (select rowid from leads_search where leads_search match ${match})`);
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}
