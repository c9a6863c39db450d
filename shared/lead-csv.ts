/** The columns of an export, in order: fields of a stored lead (server/leads/lead-repository.ts's Lead). */
const COLUMNS = [
  "id",
  "created_at",
  "full_name",
  "job_title",
  "organisation",
  "phone",
  "email",
  "message",
  "page",
  "referrer",
  "source",
  "delivery_status",
  "delivered_at",
  "spam_reason",
  "kind",
  "topic",
  "status",
] as const;

/** A lead as far as the export reads it: any row with these columns (a stored Lead is one). */
type CsvLead = Record<(typeof COLUMNS)[number], unknown>;

// OWASP's CSV-injection advice: a formula can follow leading whitespace, and some spreadsheets split cells on ";".
const FORMULA_START = /^[\t\r]|^\s*[=+\-@]/;
const NEEDS_QUOTES = /[,;"\r\n]|^\s|\s$|^'/;

/** One CSV cell; a cell a spreadsheet could run as a formula gets a leading ' and quotes. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header line, with its line break. */
export const CSV_HEADER = `${COLUMNS.join(",")}\r\n`;

/** One lead as a CSV line, with its line break. */
export function leadCsvLine(row: CsvLead): string {
  return `${COLUMNS.map((column) => csvCell(row[column])).join(",")}\r\n`;
}

export function leadsToCsv(rows: readonly CsvLead[]): string {
  return CSV_HEADER + rows.map(leadCsvLine).join("");
}
