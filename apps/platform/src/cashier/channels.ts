import type { DepositChannel } from '@tessera/api/contract';
import type { Db } from '../db/open';
import type { DepositChannelRow } from '../db/schema-cashier';

export const toChannel = (row: DepositChannelRow): DepositChannel => ({
  code: row.code,
  name: row.name,
  kind: row.kind,
  minAmount: row.min_amount,
  maxAmount: row.max_amount,
  ...(row.logo_url ? { logoUrl: row.logo_url } : {}),
});

/** The open deposit channels, in their order. */
export async function depositChannels(db: Db): Promise<DepositChannel[]> {
  const rows = await db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('enabled', '=', 1)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
  return rows.map(toChannel);
}

/** An open channel by code. */
export function openChannel(db: Db, code: string): Promise<DepositChannelRow | undefined> {
  return db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('code', '=', code)
    .where('enabled', '=', 1)
    .executeTakeFirst();
}
