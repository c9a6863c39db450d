// A site server of its own for the sales browser test (tests/e2e/sales-monday.spec.ts): mail written as files under
// its DATA_DIR (as `npm start` does without SMTP_URL), SITE_URL on "localhost" (WebAuthn refuses an IP address as the
// relying party id), and a restart on the same port and data with the inbox's clock moved (SITE_CLOCK_OFFSET_DAYS,
// test-only: the server runs with NODE_ENV=test for it).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { openDatabase } from "#server/db/connection.ts";
import { migrate } from "#server/db/migrations.ts";
import { staffAccounts } from "#server/staff/accounts.ts";
import type { StaffRole } from "#server/db/tables/staff.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { freePort, mailText } from "#tests/integration/support/smtp-relay.ts";

export async function startSalesSite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sales-e2e-"));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const env = { DATA_DIR: dataDir, SITE_URL: origin, NODE_ENV: "test" };
  let site = await startSite(env, port);
  const db = openDatabase({ dataDir });
  await migrate(db);

  /** A mail the site wrote, decoded, once its file is there. */
  async function mailFile(name: string): Promise<string> {
    const file = path.join(dataDir, "mail", `${name}.eml`);
    await expect.poll(() => existsSync(file), { message: `the mail file ${name}.eml` }).toBe(true);
    return mailText(readFileSync(file, "utf8"));
  }

  /** The newest staff mail to `recipient` (whose subject contains `subjectPart`), once the outbox has written it. */
  async function staffMail(recipient: string, subjectPart = ""): Promise<string> {
    const newest = () =>
      db
        .selectFrom("staff_mail")
        .select(["id", "state"])
        .where("recipient", "=", recipient)
        .where("subject", "like", `%${subjectPart}%`)
        .orderBy("created_at", "desc")
        .executeTakeFirst();
    await expect.poll(async () => (await newest())?.state, { message: `a sent staff mail to ${recipient}` }).toBe("sent");
    return mailFile(`staff-${(await newest())?.id}`);
  }

  return {
    origin,
    db,
    addAccount: (email: string, role: StaffRole) => staffAccounts(db).add(email, role),
    /** The notification mail of a lead, as the outbox wrote it to DATA_DIR/mail/<lead>.eml. */
    leadMail: (leadId: string) => mailFile(leadId),
    staffMail,
    /** The sign-in link in the newest sign-in mail to `email`. */
    async signInLink(email: string): Promise<string> {
      const text = await staffMail(email, "sign-in");
      const link = /https?:\/\/\S+\/staff\/sign-in\/link\?token=[\w-]+/.exec(text)?.[0];
      if (!link) throw new Error(`No sign-in link in the mail:\n${text}`);
      return link;
    },
    /** Restarts the server on the same port and data with the inbox's clock `days` ahead; sessions survive. */
    async moveClock(days: number) {
      await site.stop();
      site = await startSite({ ...env, SITE_CLOCK_OFFSET_DAYS: String(days) }, port);
    },
    async stop() {
      await db.destroy();
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
