import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { testRuntime, validLead } from "#tests/fixtures/leads.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** Another process (as `npm run leads` would be) holds the database's write lock for `holdMs`, from when this resolves. */
async function holdWriteLock(databaseFile: string, holdMs: number) {
  const script = `
    const db = new (require("better-sqlite3"))(process.argv[1]);
    db.exec("begin immediate");
    db.exec("update leads set status = status where 0");
    console.log("locked");
    setTimeout(() => { db.exec("commit"); db.close(); }, Number(process.argv[2]));`;
  const holder = spawn(process.execPath, ["-e", script, databaseFile, String(holdMs)], { stdio: ["ignore", "pipe", "inherit"] });
  const exited = once(holder, "exit");
  cleanups.push(() => exited);
  await once(holder.stdout, "data");
}

describe("the SQLite lead database", () => {
  it("stores a lead while another process writes, by waiting for its lock instead of failing at once", async () => {
    const env = await testRuntime();
    cleanups.push(() => env.close());
    // Held long enough that the submit below starts while it is held, however loaded the machine.
    await holdWriteLock(path.join(env.dataDir, "leads.sqlite"), 2_500);

    const started = Date.now();
    const result = await env.runtime.service.submit({ ...validLead, elapsed: "5000" }, { source: "api", ip: "10.0.0.1" });

    expect(result).toMatchObject({ ok: true });
    expect(Date.now() - started).toBeGreaterThan(200);
  }, 60_000); // a child Node process and a database on a busy machine: the time limit is not what is tested
});
