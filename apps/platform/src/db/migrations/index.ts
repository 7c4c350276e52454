import type { Migration, MigrationProvider } from 'kysely';
import { systemTables } from './0001_system';
import { identityTables } from './0002_identity';
import { contentTables } from './0003_content';
import { ledgerTables } from './0004_ledger';
import { gameTables } from './0005_games';
import { cashierTables } from './0006_cashier';
import { pointsTables } from './0007_points';
import { uplineTables } from './0008_upline';
import { referralTables } from './0009_referrals';
import { agentAnnouncementTables } from './0010_agent_announcements';
import { cashLifecycleTables } from './0011_cash_lifecycle';
import { contractTables } from './0012_contracts';
import { feedbackTables } from './0013_feedback';
import { authenticatorTables } from './0014_authenticators';
import { translationTables } from './0015_translations';

/**
 * Every migration, in order. Names are numbered so they sort in the order they must run;
 * a migration, once shipped, is never edited: add the next number instead.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_system': systemTables,
  '0002_identity': identityTables,
  '0003_content': contentTables,
  '0004_ledger': ledgerTables,
  '0005_games': gameTables,
  '0006_cashier': cashierTables,
  '0007_points': pointsTables,
  '0008_upline': uplineTables,
  '0009_referrals': referralTables,
  '0010_agent_announcements': agentAnnouncementTables,
  '0011_cash_lifecycle': cashLifecycleTables,
  '0012_contracts': contractTables,
  '0013_feedback': feedbackTables,
  '0014_authenticators': authenticatorTables,
  '0015_translations': translationTables,
};

/** Serves {@link MIGRATIONS} to Kysely's Migrator from code (no migration folder to ship). */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};
