import { IDENTITY_CODES } from '@tessera/api/contract';
import type { Db } from '../db/open';
import { ruleFor } from '../system/register-rules';
import { refuse } from './refuse';
import { fieldProblem } from './rules';

/**
 * Checks a mobile number against the mobile-registration rule for `mobileNum`, and its dialing
 * code (without '+') against the known countries when one is given or `dialingRequired`.
 * Refuses with MISSING_PHONE_NUMBER or INVALID_PHONE_NUMBER; returns the trimmed number.
 */
export async function checkMobile(
  db: Db,
  mobile: string | undefined,
  dialingCode: string | undefined,
  dialingRequired = false,
): Promise<string> {
  const number = mobile?.trim() ?? '';
  if (number === '') throw refuse(IDENTITY_CODES.missingPhoneNumber);
  const rule = await ruleFor(db, 'MOBILE', 'mobileNum');
  if (rule && fieldProblem({ ...rule, required: true }, number)) throw refuse(IDENTITY_CODES.invalidPhoneNumber);
  const dialing = dialingCode?.trim().replace(/^\+/, '') ?? '';
  if (dialing !== '' || dialingRequired) {
    const known = await db
      .selectFrom('countries')
      .select('dialing_code')
      .where('dialing_code', '=', dialing)
      .executeTakeFirst();
    if (!known) throw refuse(IDENTITY_CODES.invalidPhoneNumber);
  }
  return number;
}

/** A dialing code as stored: without '+', or null. */
export const dialingCodeOf = (value: string | undefined): string | null => value?.trim().replace(/^\+/, '') || null;
