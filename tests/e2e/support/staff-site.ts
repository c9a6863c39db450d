// A site server of its own for the staff browser tests: a real SMTP relay to read the mailed links from, and
// SITE_URL on "localhost" (WebAuthn refuses an IP address as the relying party id).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "#server/db/connection.ts";
import { migrate } from "#server/db/migrations.ts";
import { staffAccounts } from "#server/staff/accounts.ts";
import type { StaffRole } from "#server/db/tables/staff.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { freePort, mailText, startRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";

export async function startStaffSite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "staff-e2e-"));
  const relay = await startRelay();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const site = await startSite({ DATA_DIR: dataDir, SMTP_URL: relay.url, SITE_URL: origin }, port);
  const db = openDatabase({ dataDir });
  await migrate(db);
  return {
    origin,
    relay,
    db,
    addAccount: (email: string, role: StaffRole) => staffAccounts(db).add(email, role),
    /** The sign-in link in the newest mail to `email`, waiting for it to arrive. */
    async linkFor(email: string, after = 0): Promise<string> {
      const newest = () =>
        relay.mails
          .slice(after)
          .filter((received) => received.to.includes(email))
          .at(-1);
      await waitFor(() => Boolean(newest()), 15_000, `a sign-in mail to ${email}`);
      const raw = newest()?.raw ?? "";
      const link = /https?:\/\/\S+\/staff\/sign-in\/link\?token=[\w-]+/.exec(mailText(raw))?.[0];
      if (!link) throw new Error(`No sign-in link in the mail:\n${raw}`);
      return link;
    },
    async stop() {
      await db.destroy();
      await site.stop();
      await relay.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
