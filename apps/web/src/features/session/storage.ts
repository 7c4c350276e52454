import type { MemberInfo } from '@tessera/api';
import { readLocal, readSession, writeLocal, writeSession } from '../../core/storage';
import { STORAGE_KEYS } from '../../core/constants';

/** The session token of this tab (§3: session key `token`). */
export const readToken = () => readSession(STORAGE_KEYS.token);

/** Stores the tab's token; every later call carries it. */
export const storeToken = (token: string) => writeSession(STORAGE_KEYS.token, token);

/** Keeps what §3 lists: the token and agent flag for the tab, the member's names across visits. */
export function rememberSession(member: MemberInfo) {
  writeSession(STORAGE_KEYS.isAgent, String(member.type));
  writeLocal('account', member.account);
  writeLocal('username', member.userName);
  writeLocal('nickname', member.nickname);
  writeLocal('customerId', member.id);
  writeLocal('toUpline', String(member.toUpline));
  writeLocal('memberLabel', JSON.stringify(member.memberLabel));
}

/** §4: sign-out clears session storage but keeps the merchant. */
export function forgetSession() {
  try {
    const merchant = readSession(STORAGE_KEYS.merchant) ?? readLocal(STORAGE_KEYS.merchant);
    window.sessionStorage.clear();
    if (merchant) writeSession(STORAGE_KEYS.merchant, merchant);
  } catch {
    // storage unavailable: nothing to clear
  }
}

/** Session key: this tab's login must change its password before anything else (§2 forced change). */
const PASSWORD_CHANGE_KEY = 'passwordChangeRequired';

/** Remembers for the tab whether the password must be changed, so a reload cannot skip it. */
export function rememberPasswordChange(required: boolean) {
  writeSession(PASSWORD_CHANGE_KEY, required ? '1' : '0');
}

export const isPasswordChangeRemembered = () => readSession(PASSWORD_CHANGE_KEY) === '1';
