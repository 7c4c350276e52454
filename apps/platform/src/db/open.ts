import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Dialect } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface OpenDatabaseOptions {
  /** The SQLite database file; its folder is created when missing. */
  file: string;
}

/**
 * Opens the embedded database: one SQLite file in WAL mode with foreign keys enforced.
 *
 * SQLite is the only dialect this build has: there is no PostgreSQL driver, and `loadConfig`
 * refuses to start when `DATABASE_URL` is set. The migrations and queries go through Kysely's
 * builder, but nothing has been run on another database, and some raw fragments are SQLite's own
 * (`instr`, for one).
 */
export function openDatabase({ file }: OpenDatabaseOptions): Db {
  return new Kysely<Database>({ dialect: sqliteDialect(file) });
}

function sqliteDialect(file: string): Dialect {
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new SqliteDialect({ database: sqlite });
}
