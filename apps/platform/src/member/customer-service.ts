import type { ServiceLinks } from '@tessera/api/contract';
import { customerServiceType } from '@tessera/api/contract';
import { encryptServicePath, randomToken, SERVICE_PATH_KEY_LENGTH } from '@tessera/api/crypto';
import type { Db } from '../db/open';

/**
 * The chat link of the caller's channel (§6: VIP above rank level 4, else live chat; visitors have
 * no rank), encrypted under a fresh key as the service-link rule of §3 has it. Null when the
 * operator has no entry of that channel.
 */
export async function serviceLinkFor(db: Db, rankLevel: number | null): Promise<ServiceLinks | null> {
  const type = customerServiceType(rankLevel);
  const entry = await db
    .selectFrom('customer_service')
    .select('path')
    .where('cs_type', '=', type)
    .orderBy('sort_order')
    .orderBy('id')
    .executeTakeFirst();
  if (!entry) return null;
  const path = encryptServicePath(entry.path, randomToken(SERVICE_PATH_KEY_LENGTH));
  return { version: { pathList: [{ type, path }] } };
}
