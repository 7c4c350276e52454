import { hashPassword } from '../../identity/passwords';
import type { Db } from '../open';
import { SEED_PASSWORD } from './members';

/** The development operator (password as the demo accounts'), who drives the cashier's other side by hand. */
export const SEED_OPERATOR = 'demo_operator';

/** Adds the development operator when missing (hashing only then). */
export async function seedOperators(db: Db): Promise<void> {
  const present = await db.selectFrom('operators').select('id').where('account', '=', SEED_OPERATOR).executeTakeFirst();
  if (present) return;
  await db
    .insertInto('operators')
    .values({
      account: SEED_OPERATOR,
      password_hash: await hashPassword(SEED_PASSWORD),
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('account').doNothing())
    .execute();
}
