import type { Lead } from "#app/.server/leads/lead-repository.ts";

const COLUMNS: (keyof Lead)[] = [
  "id", "created_at", "full_name", "job_title", "organisation", "phone", "email", "message",
  "page", "referrer", "source", "delivery_status", "delivered_at", "spam_reason",
];

/** One CSV cell; a leading =, +, -, @, tab or CR is defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text.startsWith("'") ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsToCsv(rows: readonly Lead[]): string {
  const lines = [COLUMNS.join(","), ...rows.map((row) => COLUMNS.map((column) => csvCell(row[column])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
