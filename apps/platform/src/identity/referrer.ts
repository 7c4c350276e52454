import { REFERRAL_CODE_PATTERN } from '@tessera/api/contract';
import type { Db } from '../db/open';

/** The member whose referral code this is (letter case ignored), if any. */
export async function referrerOf(db: Db, code: string): Promise<number | undefined> {
  const normal = code.trim().toUpperCase();
  if (!REFERRAL_CODE_PATTERN.test(normal)) return undefined;
  const row = await db.selectFrom('referral_codes').select('member_id').where('code', '=', normal).executeTakeFirst();
  return row?.member_id;
}
