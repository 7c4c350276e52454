import type { DepositChannelKind } from '@tessera/api/contract';
import { SEED_WITHDRAW_LIMITS, WITHDRAW_LIMITS_SETTING } from '../../cashier/withdrawals';
import type { Db } from '../open';
import { SEED_RESOURCES } from './resources';

/** The payment resource's logo of a label, so a channel shows the logo the site already lists. */
const logo = (label: string): string | null =>
  SEED_RESOURCES.find((r) => r.resource_type === 'PAYMENT' && r.label_name_en === label)?.url ?? null;

/** [code, name, kind, min, max (minor units), payment resource of its logo] */
type Channel = readonly [string, string, DepositChannelKind, number, number, string];

export const SEED_DEPOSIT_CHANNELS: readonly Channel[] = [
  ['QR_BANKING', 'QR banking', 'ONLINE', 1_000, 2_000_000, 'QR Banking'],
  ['ONLINE_BANKING', 'Online banking', 'ONLINE', 5_000, 5_000_000, 'Bank Transfer'],
  ['E_WALLET', 'E-wallet', 'ONLINE', 1_000, 1_000_000, 'E-Wallet'],
  ['MOBILE_MONEY', 'Mobile money', 'ONLINE', 2_000, 500_000, 'Mobile Money'],
  ['BANK_TRANSFER', 'Bank transfer', 'BANK_TRANSFER', 10_000, 10_000_000, 'Bank Transfer'],
];

export { SEED_WITHDRAW_LIMITS, WITHDRAW_LIMITS_SETTING } from '../../cashier/withdrawals';

/** Adds the missing deposit channels and withdrawal limits; what the platform has changed since stays. */
export async function seedCashier(db: Db, seededAt: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('deposit_channels')
      .values(
        SEED_DEPOSIT_CHANNELS.map(([code, name, kind, min_amount, max_amount, label], i) => ({
          code,
          name,
          kind,
          min_amount,
          max_amount,
          logo_url: logo(label),
          enabled: 1,
          sort_order: i + 1,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('system_settings')
      .values({ key: WITHDRAW_LIMITS_SETTING, value: JSON.stringify(SEED_WITHDRAW_LIMITS), updated_at: seededAt })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  });
}
