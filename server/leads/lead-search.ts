import { sql, type Expression, type SqlBool } from "kysely";
import { isPostgres, type SiteDb } from "#server/db/connection.ts";
import { SEARCHED_TEXT } from "#server/db/migrations.ts";

/** The most words a query uses, and the longest word: a search is a few words, never a document. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 100;
/** The trigram indexes (migration 006) find words of three characters or more; shorter ones are left out. */
export const MIN_WORD_LENGTH = 3;

const wordsOf = (query: string) => [
  ...new Set(
    query
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => word.slice(0, MAX_WORD_LENGTH)),
  ),
];

/** A query's words: every one must appear, in any case, in the lead's name, organisation, e-mail or message. */
export function searchWords(query: string): string[] {
  return wordsOf(query)
    .filter((word) => word.length >= MIN_WORD_LENGTH)
    .slice(0, MAX_WORDS);
}

/** The words of a query too short to search for. */
export function shortWords(query: string): string[] {
  return wordsOf(query).filter((word) => word.length < MIN_WORD_LENGTH);
}

/** A LIKE pattern that finds `word` anywhere, its own % _ and \ taken literally (PostgreSQL's escape character \). */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The condition "the lead contains every word" on `leads`, using the engine's trigram index (migration 006):
 * PostgreSQL's GIN index over the four fields joined, SQLite's FTS5 table. Both match substrings case-insensitively,
 * so the two engines find the same leads.
 */
export function containsEveryWord(db: SiteDb, words: readonly string[]): Expression<SqlBool> {
  if (isPostgres(db)) {
    return sql<SqlBool>`(${sql.join(
      words.map((word) => sql`(${sql.raw(SEARCHED_TEXT)}) ilike ${containing(word)}`),
      sql` and `,
    )})`;
  }
  // Each word a quoted FTS5 phrase (its own quotes doubled); phrases side by side must all match.
  const match = words.map((word) => `"${word.replace(/"/g, '""')}"`).join(" ");
  return sql<SqlBool>`search_rowid in (select rowid from leads_search where leads_search match ${match})`;
}
