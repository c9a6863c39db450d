import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from "kysely";
import pg from "pg";
import type { SiteTables } from "./site-tables";

/** The site's one database: leads, the staff area and publishing (server/db/tables/). */
export type SiteDb = Kysely<SiteTables>;

/** Which engine a database (or a transaction on it) runs on: the few queries that differ ask this. */
export const isPostgres = (db: SiteDb): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** Connections each instance may open to PostgreSQL: instances times this must stay under the server's max_connections. */
const POOL_MAX = 10;

/** The PostgreSQL pool behind each database openDatabase made (Kysely keeps its dialect's pool private). */
const pools = new WeakMap<SiteDb, pg.Pool>();

/** A PostgreSQL pool's connections now: open (in use or idle), idle, queries waiting for one, and its ceiling. */
export type PoolUse = { open: number; idle: number; waiting: number; max: number };

/** How the database's connection pool is used, for the metrics; undefined on SQLite, which has one connection. */
export function poolUse(db: SiteDb): PoolUse | undefined {
  const pool = pools.get(db);
  return pool && { open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max };
}

/** PostgreSQL when a URL is given, otherwise SQLite in `dataDir` with durable settings. */
export function openDatabase(options: { dataDir: string; databaseUrl?: string }): SiteDb {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POOL_MAX, connectionTimeoutMillis: 5_000 });
    // A connection the server drops (restart, failover) is replaced on next use; unhandled, its error would end the
    // process. The pool reports idle connections; one checked out between two queries reports on itself.
    const dropped = (error: Error) => console.error(`Site database: a connection failed (${error.message}); it will be replaced`);
    pool.on("error", dropped);
    pool.on("connect", (client) => client.on("error", dropped));
    const db = new Kysely<SiteTables>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, "leads.sqlite"));
  file.pragma("journal_mode = WAL");
  // A lead acknowledged to the visitor survives a power cut, not only a crash.
  file.pragma("synchronous = FULL");
  file.pragma("busy_timeout = 5000");
  file.pragma("foreign_keys = ON");
  return new Kysely<SiteTables>({ dialect: new WriteLockingSqliteDialect({ database: file }) });
}

/**
 * Transactions begin with the write lock (BEGIN IMMEDIATE). A deferred BEGIN reads first and asks for the lock at its
 * first write; if another process (a second instance, `npm run leads`) writes meanwhile, SQLite refuses that upgrade
 * at once with "database is locked", without waiting out busy_timeout. Taken at BEGIN, the lock is waited for.
 */
class WriteLockingSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new WriteLockingSqliteDriver(this.#config);
  }
}

class WriteLockingSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}
