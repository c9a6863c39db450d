import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, waitFor } from "./smtp-relay";

const INSTALL = "Install it: apt-get update && apt-get install -y postgresql (or name its bin directory in PG_BIN).";

/** The newest Debian PostgreSQL's programs (/usr/lib/postgresql/<version>/bin), or PG_BIN. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, "bin/initdb"))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`The integration tests run against a PostgreSQL of their own, and none was found under ${root}. ${INSTALL}`);
  return path.join(root, newest, "bin");
}

/** PostgreSQL refuses to run as root: when the tests do, the cluster belongs to (and runs as) nobody. */
function unprivileged(): { prefix: string[]; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync("id", ["-u", "nobody"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "nobody"], { encoding: "utf8" }).trim());
  return { prefix: ["setpriv", `--reuid=${uid}`, `--regid=${gid}`, "--clear-groups", "--"], uid, gid };
}

export type PostgresCluster = {
  url: (database: string) => string;
  /** Stops the server and removes the cluster. */
  stop: () => Promise<void>;
  /** Stops the server, keeping its data: the database has gone away. */
  halt: () => Promise<void>;
  /** Starts it again after `halt`. */
  resume: () => Promise<void>;
};

/**
 * A throwaway PostgreSQL cluster: initdb in a temporary directory, a free port on 127.0.0.1, its socket in
 * that directory, durability off unless asked (the tests kill site processes, never the database). `stop` removes it all.
 */
export async function startPostgresCluster({ durable = false }: { durable?: boolean } = {}): Promise<PostgresCluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), "site-postgres-"));
  const data = path.join(dir, "data");
  const socketDir = path.join(dir, "socket");
  mkdirSync(socketDir);
  const user = unprivileged();
  if (user) for (const owned of [dir, socketDir]) chownSync(owned, user.uid, user.gid);
  const run = (program: string, args: string[]) => {
    const [command = program, ...rest] = [...(user?.prefix ?? []), path.join(bin, program), ...args];
    return { command, args: rest };
  };

  const initdb = run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  try {
    execFileSync(initdb.command, initdb.args, { stdio: "pipe", cwd: dir });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const detail = (error as { stderr?: Buffer }).stderr?.toString().trim() ?? String(error);
    throw new Error(`initdb failed: ${detail}\n${INSTALL}`, { cause: error });
  }

  const port = await freePort();
  const settings = {
    listen_addresses: "127.0.0.1",
    port: String(port),
    unix_socket_directories: socketDir,
    // A benchmark asks for a durable cluster: every commit flushed, as in production.
    fsync: durable ? "on" : "off",
    synchronous_commit: durable ? "on" : "off",
    full_page_writes: durable ? "on" : "off",
    max_connections: "300",
    dynamic_shared_memory_type: "mmap",
  };
  const server = run("postgres", ["-D", data, ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`])]);
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let running: { child: ChildProcess; exited: Promise<void> } | undefined;

  /** Starts the server on the cluster's port and waits until it takes connections. */
  async function launch() {
    let output = "";
    const child = spawn(server.command, server.args, { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    running = { child, exited: new Promise<void>((resolve) => child.once("exit", () => resolve())) };
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`PostgreSQL exited at start:\n${output}`);
        const client = new pg.Client({ connectionString: url("postgres") });
        return client.connect().then(
          () => client.end().then(() => true),
          () => false,
        );
      },
      20_000,
      "the test PostgreSQL cluster",
    );
  }

  /** Stops the server (SIGINT: fast shutdown, clients disconnected) and keeps its data. */
  async function halt() {
    if (!running) return;
    const { child, exited } = running;
    running = undefined;
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
    await exited;
  }

  const stop = async () => {
    await halt();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await launch();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, halt, resume: launch };
}

/** Creates an empty database in the cluster whose `postgres` database `adminUrl` names; returns its URL. */
export async function createDatabase(adminUrl: string, prefix = "leads"): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
