import { openDatabase } from "#server/db/connection.ts";
import { leadRepository, type NewLead } from "#server/leads/lead-repository.ts";
import { migrate } from "#server/db/migrations.ts";
import { leadRow } from "#tests/fixtures/lead-rows.ts";

/** Stores `count` leads whose notifications are pending, as a server that lost its relay would leave them. */
export async function seedPendingLeads(
  database: { dataDir: string; databaseUrl?: string },
  count: number,
  fields: Partial<NewLead> = {},
): Promise<string[]> {
  const db = openDatabase(database);
  try {
    await migrate(db);
    const leads = leadRepository(db);
    const createdAt = new Date().toISOString();
    const rows: NewLead[] = Array.from({ length: count }, (_, n) =>
      leadRow(createdAt, {
        message: `Backlog enquiry number ${n}`,
        source: "api",
        ip: `10.20.${n >> 8}.${n & 255}`,
        network: `10.20.${n >> 8}.${n & 255}`,
        fingerprint: `backlog-${n}`,
        delivery_status: "pending",
        delivered_at: null,
        ...fields,
      }),
    );
    // Chunks keep each statement under the database's limit on bound parameters.
    for (let start = 0; start < rows.length; start += 500) await leads.transaction((trx) => trx.insertAll(rows.slice(start, start + 500)));
    return rows.map((row) => row.id);
  } finally {
    await db.destroy();
  }
}
