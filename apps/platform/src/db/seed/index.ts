import { SYSTEM_STATUS } from '@tessera/api/contract';
import { systemClock } from '../../clock';
import type { Settings } from '../../system/settings';
import { recordOpeningBalances } from '../../wallet/ledger';
import type { Db } from '../open';
import { seedAnchor } from './anchor';
import { SEED_AGENT_ANNOUNCEMENTS } from './agent-announcements';
import { SEED_ANNOUNCEMENTS, SEED_NOTICES } from './announcements';
import { SEED_BANNERS } from './banners';
import { seedCashier } from './cashier';
import { seedCatalogue } from './catalogue';
import { seedContracts } from './contracts';
import { SEED_COUNTRIES } from './countries';
import { SEED_HELP_TOPICS } from './help';
import { seedMemberHistory } from './member-history';
import { seedMembers } from './members';
import { DEMO_OPERATOR, seedOperators } from './operators';
import type { OperatorAccount } from '../../config';
import { seedPoints } from './points';
import { SEED_PROMOTIONS, SEED_VIP_LEVELS } from './promotions';
import { SEED_RANK_ENTRIES, SEED_WINNERS } from './ranks';
import { SEED_REGISTER_RULES } from './register-rules';
import { SEED_CUSTOMER_SERVICE, SEED_DOMAINS, SEED_RESOURCES } from './resources';
import { seedReferrals } from './referrals';
import { seedTeam } from './team';
import { seedWalletsAndInbox } from './wallets';
import { SEED_TRANSLATIONS } from './translations';
import { SEED_WHITELABEL } from './whitelabel';

const SEED_SETTINGS: Settings = {
  'system.status': SYSTEM_STATUS.normal,
  'system.blockedCountries': ['US', 'FR', 'NL', 'AU'],
  'whitelabel.tree': SEED_WHITELABEL,
  'analytics.gtagId': 'G-TESSERA001',
  // Same-origin bases: images are served under /static, game launches under /lgw/launch.
  'cdn.images': ['/static'],
  'cdn.launchGame': ['/lgw/launch'],
  'register.minimumAge': 18,
  'register.termsUrl': '/static/terms.html',
  'sms.expiredMinutes': 1,
  'password.maxAgeDays': 90,
  'wallet.currency': 'USD',
};

/**
 * Fills an empty database with the reference catalogue and the demo accounts. Every row has a fixed key and is
 * inserted only when absent, so seeding again changes nothing and never overwrites what the
 * platform has since changed (a system status set at run time survives restarts). Generated
 * histories (demo_member's year, demo_agent's team) are fixed offsets before the seed's anchor
 * (the first seeding's minute, kept as a setting).
 */
export interface SeedOptions {
  /** Operator accounts to add when missing (the demo operator in development). */
  operators?: readonly OperatorAccount[];
}

export async function seedDatabase(db: Db, { operators = [DEMO_OPERATOR] }: SeedOptions = {}): Promise<void> {
  const createdAt = new Date().toISOString();
  const anchor = await seedAnchor(db);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('system_settings')
      .values(
        Object.entries(SEED_SETTINGS).map(([key, value]) => ({
          key,
          value: JSON.stringify(value),
          updated_at: createdAt,
        })),
      )
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    await trx
      .insertInto('countries')
      .values(SEED_COUNTRIES)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('resources')
      .values(SEED_RESOURCES)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('customer_service')
      .values(SEED_CUSTOMER_SERVICE)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('register_rules')
      .values(SEED_REGISTER_RULES)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('domains')
      .values(SEED_DOMAINS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('banners')
      .values(SEED_BANNERS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('notices')
      .values(SEED_NOTICES)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('announcements')
      .values(SEED_ANNOUNCEMENTS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('agent_announcements')
      .values(SEED_AGENT_ANNOUNCEMENTS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    // Sections before their topics: a topic names its section as parent.
    await trx
      .insertInto('help_topics')
      .values(SEED_HELP_TOPICS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('vip_levels')
      .values(SEED_VIP_LEVELS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('promotions')
      .values(SEED_PROMOTIONS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    // After the content it translates; one language at a time keeps each statement's parameters few.
    for (const language of new Set(SEED_TRANSLATIONS.map((t) => t.language)))
      await trx
        .insertInto('content_translations')
        .values(SEED_TRANSLATIONS.filter((t) => t.language === language))
        .onConflict((oc) => oc.doNothing())
        .execute();
    await trx
      .insertInto('winners')
      .values(SEED_WINNERS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('rank_entries')
      .values(SEED_RANK_ENTRIES)
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
  await seedCatalogue(db);
  await seedMembers(db, anchor);
  // Before the listed wallets: the year of play leaves demo_member's wallets at their listed balances.
  await seedMemberHistory(db, anchor);
  await seedWalletsAndInbox(db, createdAt);
  await seedCashier(db, createdAt);
  await seedPoints(db, createdAt);
  // After the wallets: their seeded balances become the ledger's opening entries.
  await recordOpeningBalances(db, systemClock);
  // demo_agent's team: its money moves through the ledger itself, so it has no opening entries.
  await seedTeam(db, anchor);
  // After the team: two of its members registered with demo_member's referral code.
  await seedReferrals(db);
  await seedOperators(db, operators);
  // Last: demo_agent's contracts and their first settlements pay through the ledger, over the team's play.
  await seedContracts(db, anchor);
}
