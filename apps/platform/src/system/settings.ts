import type { SettingNode, SystemStatusCode } from '@tessera/api/contract';
import type { Db } from '../db/open';

/** Every key/value setting and the type of its value (stored as JSON text). */
export interface Settings {
  /** The operator's status: 1 puts the whole site in maintenance, 2 restricts every region. */
  'system.status': SystemStatusCode;
  /** Callers located in these countries (ISO codes) are region-restricted. */
  'system.blockedCountries': string[];
  'whitelabel.tree': SettingNode[];
  'analytics.gtagId': string | null;
  'cdn.images': string[];
  'cdn.launchGame': string[];
  'register.minimumAge': number;
  'register.termsUrl': string;
  /** How long a verification code lives, and how long the front end counts down. */
  'sms.expiredMinutes': number;
  /** A password older than this is reported as expired at login. */
  'password.maxAgeDays': number;
  /** ISO 4217 code of every wallet; balances are hundredths of it. */
  'wallet.currency': string;
}
export type SettingKey = keyof Settings;

const KEYS: readonly SettingKey[] = [
  'system.status',
  'system.blockedCountries',
  'whitelabel.tree',
  'analytics.gtagId',
  'cdn.images',
  'cdn.launchGame',
  'register.minimumAge',
  'register.termsUrl',
  'sms.expiredMinutes',
  'password.maxAgeDays',
  'wallet.currency',
];

/** Reads every setting in one query; a missing one means the database was never seeded. */
export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.selectFrom('system_settings').select(['key', 'value']).execute();
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const settings: Record<string, unknown> = {};
  for (const key of KEYS) {
    const text = byKey.get(key);
    if (text === undefined) throw new Error(`Setting ${key} is missing: the database has not been seeded`);
    settings[key] = JSON.parse(text);
  }
  return settings as unknown as Settings;
}

export async function readSetting<K extends SettingKey>(db: Db, key: K): Promise<Settings[K]> {
  const row = await db.selectFrom('system_settings').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) throw new Error(`Setting ${key} is missing: the database has not been seeded`);
  return JSON.parse(row.value) as Settings[K];
}

/** Stores a setting, replacing any value it had. */
export async function writeSetting<K extends SettingKey>(db: Db, key: K, value: Settings[K]): Promise<void> {
  const row = { key, value: JSON.stringify(value), updated_at: new Date().toISOString() };
  await db
    .insertInto('system_settings')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}
