// Operator tool (README, "Other commands"):
//   list|export [--since DATE] [--format csv|json] [--out FILE]   read stored leads
//   show ID                                                        one lead and its notification
//   resend [ID...] [--id ID]...                                    dead-lettered notifications back in the queue (a running server sends them)
//   purge [--before DATE]                                          delete old leads and their outbox rows (with LEAD_RETENTION_DAYS)
import { closeSync, fchmodSync, openSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { openCommandDatabase, runDatabaseCommand } from "./database-command";
import { leadRepository } from "#server/leads/lead-repository.ts";
import { outboxRepository } from "#server/leads/outbox-repository.ts";
import { resendRefusal } from "#server/leads/resend.ts";
import { purgeCutoff, purgeExpiredLeads } from "#server/leads/retention.ts";
import { leadsToCsv } from "#shared/lead-csv.ts";

const USAGE =
  "Usage: npm run leads -- list|export [--since DATE] [--format csv|json] [--out FILE] | show ID | resend [ID]... | purge [--before DATE]";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    since: { type: "string" },
    before: { type: "string" },
    format: { type: "string", default: "csv" },
    out: { type: "string" },
    id: { type: "string", multiple: true },
  },
});
const [command, ...ids] = positionals;
const { config, db } = openCommandDatabase();
const leads = leadRepository(db);
const outbox = outboxRepository(db);

function date(option: string, raw: string): Date {
  const value = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(value.getTime()))
    throw new Error(`--${option} must be a date such as 2025-01-31, got "${raw}"`);
  return value;
}

async function show(id: string | undefined) {
  if (!id) throw new Error("Usage: npm run leads -- show ID");
  const lead = await leads.get(id);
  if (!lead) throw new Error(`No lead with id "${id}"`);
  const entry = await outbox.entry(id);
  const { message, ...fields } = lead;
  const width = Math.max(...Object.keys(fields).map((name) => name.length));
  for (const [name, value] of Object.entries(fields)) console.log(`${name.padEnd(width)}  ${value ?? ""}`);
  const notification = entry
    ? // Only a pending notification has a next attempt; a sent, dead or held one keeps a stale date.
      `${entry.state}, ${entry.attempts} attempt(s)${entry.state === "pending" ? `, next ${entry.next_attempt_at}` : ""}${entry.last_error ? `, last error: ${entry.last_error}` : ""}`
    : "none (spam is stored without one)";
  console.log(`${"notification".padEnd(width)}  ${notification}`);
  console.log(`\n${message}`);
}

async function resend(requested: string[]) {
  for (const id of requested) {
    const refusal = await resendRefusal(leads, outbox, id);
    if (refusal) throw new Error(refusal.message);
  }
  const requeued = await outbox.resendDead(new Date().toISOString(), requested.length ? requested : undefined);
  console.log(`${requeued} dead-lettered notification(s) queued again; the running server sends them within OUTBOX_POLL_MS`);
}

async function purge(before: string | undefined) {
  if (!before) {
    if (!config.retentionDays) throw new Error("Give --before DATE, or set LEAD_RETENTION_DAYS to purge leads older than that many days");
    console.log(`Removed ${await purgeExpiredLeads(leads, config.retentionDays)} lead(s) older than ${config.retentionDays} days`);
    return;
  }
  const asked = date("before", before);
  const cutoff = purgeCutoff(asked, config.retentionDays);
  const removed = await leads.purgeBefore(cutoff.toISOString());
  const why = cutoff.getTime() > asked.getTime() ? ` (LEAD_RETENTION_DAYS=${config.retentionDays} reaches further than ${before})` : "";
  console.log(`Removed ${removed} lead(s) created before ${cutoff.toISOString()}${why}, with their notifications`);
}

async function read(kind: "list" | "export") {
  const since = values.since ? date("since", values.since) : new Date(0);
  const rows = await leads.listSince(since.toISOString());
  if (kind === "list") {
    for (const lead of rows)
      console.log([lead.created_at, lead.id, lead.delivery_status, lead.full_name, lead.organisation, lead.email].join("  "));
    console.error(`${rows.length} lead(s) since ${since.toISOString()}`);
    return;
  }
  if (values.format !== "csv" && values.format !== "json") throw new Error(`--format must be csv or json, got "${values.format}"`);
  const text = values.format === "json" ? `${JSON.stringify(rows, null, 2)}\n` : leadsToCsv(rows);
  if (!values.out) {
    process.stdout.write(text);
    return;
  }
  // Leads are personal data: the file is readable by its owner only, even when it already existed.
  const file = openSync(values.out, "w", 0o600);
  try {
    fchmodSync(file, 0o600);
    writeFileSync(file, text);
  } finally {
    closeSync(file);
  }
  console.error(`Wrote ${rows.length} lead(s) since ${since.toISOString()} to ${values.out}`);
}

await runDatabaseCommand(db, async () => {
  if (command === "list" || command === "export") await read(command);
  else if (command === "show") await show(ids[0]);
  else if (command === "resend") await resend([...ids, ...(values.id ?? [])]);
  else if (command === "purge") await purge(values.before);
  else throw new Error(USAGE);
});
