// Operator tool: `npm run leads -- list|export --since 2025-01-01 [--format csv|json] [--out FILE]`, `resend [--id ID]`
// (dead-lettered notifications back into the queue; a running server sends them), and `purge` (LEAD_RETENTION_DAYS).
import { closeSync, fchmodSync, openSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readLeadConfig } from "#app/.server/leads/config.ts";
import { openDatabase } from "#app/.server/leads/database.ts";
import { leadRepository } from "#app/.server/leads/lead-repository.ts";
import { migrate } from "#app/.server/leads/migrations.ts";
import { outboxRepository } from "#app/.server/leads/outbox-repository.ts";
import { purgeExpiredLeads } from "#app/.server/leads/retention.ts";
import { leadsToCsv } from "./leads-csv";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { since: { type: "string" }, format: { type: "string", default: "csv" }, out: { type: "string" }, id: { type: "string", multiple: true } },
});
const [command] = positionals;
let config: ReturnType<typeof readLeadConfig>;
try {
  config = readLeadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const db = openDatabase(config);
const leads = leadRepository(db);

try {
  await migrate(db);
  if (command === "list" || command === "export") {
    const since = values.since ? new Date(values.since) : new Date(0);
    if (Number.isNaN(since.getTime())) throw new Error(`--since must be a date such as 2025-01-31, got "${values.since}"`);
    const rows = await leads.listSince(since.toISOString());
    if (command === "list") {
      for (const lead of rows) {
        console.log([lead.created_at, lead.id, lead.delivery_status, lead.full_name, lead.organisation, lead.email].join("  "));
      }
      console.error(`${rows.length} lead(s) since ${since.toISOString()}`);
    } else {
      if (values.format !== "csv" && values.format !== "json") throw new Error(`--format must be csv or json, got "${values.format}"`);
      const text = values.format === "json" ? `${JSON.stringify(rows, null, 2)}\n` : leadsToCsv(rows);
      if (values.out) {
        // Leads are personal data: the file is readable by its owner only, even when it already existed.
        const file = openSync(values.out, "w", 0o600);
        try {
          fchmodSync(file, 0o600);
          writeFileSync(file, text);
        } finally {
          closeSync(file);
        }
        console.error(`Wrote ${rows.length} lead(s) since ${since.toISOString()} to ${values.out}`);
      } else {
        process.stdout.write(text);
      }
    }
  } else if (command === "resend") {
    const requeued = await outboxRepository(db).resendDead(new Date().toISOString(), values.id);
    console.log(`${requeued} dead-lettered notification(s) queued again; the running server sends them within OUTBOX_POLL_MS`);
  } else if (command === "purge") {
    if (!config.retentionDays) throw new Error("Set LEAD_RETENTION_DAYS to purge leads older than that many days");
    console.log(`Removed ${await purgeExpiredLeads(leads, config.retentionDays)} lead(s) older than ${config.retentionDays} days`);
  } else {
    throw new Error("Usage: npm run leads -- list|export [--since DATE] [--format csv|json] [--out FILE] | resend [--id ID]... | purge");
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
