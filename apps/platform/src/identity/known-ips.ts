import { iso } from '../clock';
import type { Db } from '../db/open';

/** Remembers that the member logged in from this address. */
export async function rememberIp(db: Db, memberId: number, ip: string, now: number): Promise<void> {
  await db
    .insertInto('member_ips')
    .values({ member_id: memberId, ip, first_seen_at: iso(now), last_seen_at: iso(now) })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: iso(now) }))
    .execute();
}

/** The addresses the member has logged in from. */
export async function knownIps(db: Db, memberId: number): Promise<string[]> {
  const rows = await db.selectFrom('member_ips').select('ip').where('member_id', '=', memberId).execute();
  return rows.map((r) => r.ip);
}

/** Replaces the addresses remembered for a member (development control). */
export async function replaceKnownIps(db: Db, memberId: number, ips: readonly string[], now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('member_ips').where('member_id', '=', memberId).execute();
    for (const ip of new Set(ips)) {
      await trx
        .insertInto('member_ips')
        .values({ member_id: memberId, ip, first_seen_at: iso(now), last_seen_at: iso(now) })
        .execute();
    }
  });
}
