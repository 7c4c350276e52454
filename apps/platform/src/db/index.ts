import { migrateToLatest } from './migrate';
import { openDatabase } from './open';
import type { Db } from './open';
import { seedDatabase, type SeedOptions } from './seed';

export { migrateToLatest } from './migrate';
export { openDatabase } from './open';
export type { Db, OpenDatabaseOptions } from './open';
export { seedDatabase } from './seed';
export type { Database } from './schema';

export interface PrepareOptions extends SeedOptions {
  /** Told how long seeding took, in milliseconds. */
  onSeeded?: (ms: number) => void;
}

/** Opens the database file, brings its schema up to date and seeds anything missing. */
export async function prepareDatabase(file: string, options: PrepareOptions = {}): Promise<Db> {
  const db = openDatabase({ file });
  try {
    await migrateToLatest(db);
    const start = performance.now();
    await seedDatabase(db, options);
    options.onSeeded?.(performance.now() - start);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
