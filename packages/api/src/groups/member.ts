import { changePassword, getMemberInfo, getUnreadCount, setMemberLanguage } from '../calls/member';
import { getBalance } from '../calls/wallet';
import type { ChangePasswordPayload } from '../contract';
import { DEFAULT_TRANSPORT_KEY } from '../contract/identity';
import type { HttpClient } from '../http';

/** The member calls bound to a client. */
export const memberCalls = (http: HttpClient, transportKey = DEFAULT_TRANSPORT_KEY) => ({
  getInfo: () => getMemberInfo(http),
  changePassword: (payload: ChangePasswordPayload) => changePassword(http, transportKey, payload),
  getBalance: () => getBalance(http),
  getUnreadCount: () => getUnreadCount(http),
  setLanguage: (language: string) => setMemberLanguage(http, language),
});
