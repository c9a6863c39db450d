// Staff accounts (README, "Staff area"); accounts are made here only, never by signing up:
//   add EMAIL --role sales|editor|admin   a new account; its first sign-in is by a link mailed from /staff/sign-in
//   list                                  every account, its role, passkeys and state
//   disable EMAIL                         ends its sessions and links at once, on every instance
//   role EMAIL ROLE                       changes the role; open sessions follow at their next request
import { parseArgs } from "node:util";
import { openCommandDatabase, runDatabaseCommand } from "./database-command";
import { isStaffRole, normaliseEmail, staffAccounts } from "#server/staff/accounts.ts";
import { recordAudit } from "#server/staff/audit.ts";
import { STAFF_ROLES, type StaffRole } from "#server/db/tables/staff.ts";

const ROLES = STAFF_ROLES.join("|");
const USAGE = `Usage: npm run staff -- add EMAIL --role ${ROLES} | list | disable EMAIL | role EMAIL ${ROLES}`;

const { positionals, values } = parseArgs({ allowPositionals: true, options: { role: { type: "string" } } });
const [command, ...rest] = positionals;
const { db } = openCommandDatabase();
const accounts = staffAccounts(db);
// The audit log names the operator's shell as the actor.
const operator = { accountId: null, email: `command line (${process.env.USER ?? "operator"})` };
const audit = (action: string, subject: string, detail?: string) => recordAudit(db, { actor: operator, action, subject, detail });

function email(raw: string | undefined): string {
  const address = raw ? normaliseEmail(raw) : undefined;
  if (!address) throw new Error(raw ? `"${raw}" is not an e-mail address\n${USAGE}` : USAGE);
  return address;
}

function role(raw: string | undefined): StaffRole {
  if (!raw || !isStaffRole(raw)) throw new Error(`The role must be one of ${ROLES}, got "${raw ?? ""}"`);
  return raw;
}

async function add(address: string, given: StaffRole) {
  if (await accounts.byEmail(address)) throw new Error(`${address} already has an account (change it with "role" or "disable")`);
  await accounts.add(address, given);
  await audit("staff.account-added", address, given);
  console.log(`Added ${address} as ${given}. They sign in first with a link mailed from /staff/sign-in, then add a passkey.`);
}

async function list() {
  const rows = await db
    .selectFrom("staff_accounts")
    .leftJoin("staff_passkeys", "staff_passkeys.account_id", "staff_accounts.id")
    .select([
      "staff_accounts.email",
      "staff_accounts.role",
      "staff_accounts.disabled_at",
      (eb) => eb.fn.count("staff_passkeys.id").as("passkeys"),
    ])
    .groupBy(["staff_accounts.email", "staff_accounts.role", "staff_accounts.disabled_at"])
    .orderBy("staff_accounts.email")
    .execute();
  if (!rows.length) return console.log(`No staff accounts. Add the first admin with: npm run staff -- add EMAIL --role admin`);
  const width = Math.max(...rows.map((row) => row.email.length));
  for (const row of rows)
    console.log(
      `${row.email.padEnd(width)}  ${row.role.padEnd(6)}  ${String(row.passkeys)} passkey(s)  ${row.disabled_at ? `disabled ${row.disabled_at}` : "active"}`,
    );
}

async function disable(address: string) {
  if (!(await accounts.disable(address))) throw new Error(`No account has the address ${address}`);
  await audit("staff.account-disabled", address);
  console.log(`Disabled ${address}: its sessions and sign-in links have ended.`);
}

async function changeRole(address: string, given: StaffRole) {
  if (!(await accounts.setRole(address, given))) throw new Error(`No account has the address ${address}`);
  await audit("staff.account-role", address, given);
  console.log(`${address} is now ${given}.`);
}

await runDatabaseCommand(db, async () => {
  if (command === "add") await add(email(rest[0]), role(values.role));
  else if (command === "list") await list();
  else if (command === "disable") await disable(email(rest[0]));
  else if (command === "role") await changeRole(email(rest[0]), role(rest[1] ?? values.role));
  else throw new Error(USAGE);
});
