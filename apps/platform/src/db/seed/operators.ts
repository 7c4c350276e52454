import { hashPassword } from '../../identity/passwords';
import type { Db } from '../open';
import { SEED_PASSWORD } from './members';

/** The development operator (password as the demo accounts'), who drives the cashier's other side by hand. */
export const SEED_OPERATOR = 'demo_operator';

export const DEMO_OPERATOR = { account: SEED_OPERATOR, password: SEED_PASSWORD };

/**
 * Adds each operator account that is missing (hashing only then); an existing account keeps its
 * password. The demo operator is passed in development only (see prepareDatabase's callers).
 */
export async function seedOperators(db: Db, accounts: readonly { account: string; password: string }[]): Promise<void> {
  for (const { account, password } of accounts) {
    const present = await db.selectFrom('operators').select('id').where('account', '=', account).executeTakeFirst();
    if (present) continue;
    await db
      .insertInto('operators')
      .values({ account, password_hash: await hashPassword(password), created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('account').doNothing())
      .execute();
  }
}
