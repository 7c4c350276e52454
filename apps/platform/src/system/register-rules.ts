import type { RegisterFieldRule } from '@tessera/api/contract';
import type { Db } from '../db/open';
import type { RegisterMethod } from '../db/schema';
import { listRegisterRules } from './catalogue';
import { flagOn } from './flags';

/**
 * The registration rules in force for a method, as `GET /wps/system/setting/register` serves them
 * and registration checks them: the stored rules, with the SMS code of a mobile registration
 * not required while the SMS_VERIFICATION flag is off.
 */
export async function registerRules(db: Db, method: RegisterMethod): Promise<RegisterFieldRule[]> {
  const rules = await listRegisterRules(db, method);
  if (method === 'MOBILE' && !(await flagOn(db, 'SMS_VERIFICATION'))) {
    return rules.map((rule) => (rule.field === 'smsCode' ? { ...rule, required: false } : rule));
  }
  return rules;
}

/** The rule a field follows under a method, if any. */
export async function ruleFor(
  db: Db,
  method: RegisterMethod,
  field: RegisterFieldRule['field'],
): Promise<RegisterFieldRule | undefined> {
  return (await registerRules(db, method)).find((rule) => rule.field === field);
}
