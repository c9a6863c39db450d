// PostgreSQL SQLSTATE classes 22 (data exception: a value too long or malformed), 23 (integrity constraint
// violation) and 54 (program limit exceeded: e.g. an index entry too big).
const POSTGRES_ROW_FAULT = /^(22|23|54)[0-9A-Z]{3}$/;
const SQLITE_ROW_FAULT = /^SQLITE_(CONSTRAINT|TOOBIG|MISMATCH|RANGE)/;

/**
 * True for a database error one row's own values can cause, false for the database failing (away, full,
 * busy, read-only): only the first kind is worth retrying row by row.
 */
export function isRowFault(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (POSTGRES_ROW_FAULT.test(code) || SQLITE_ROW_FAULT.test(code));
}
