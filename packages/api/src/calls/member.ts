import type { ChangePasswordPayload, MemberInfo, UnreadCount } from '../contract';
import { loadCrypto } from '../crypto/lazy';
import type { HttpClient } from '../http';
import { PATHS } from '../paths';
import { request } from '../request';

/** The logged-in member (token). Without a valid session it rejects with an http ApiError `NOT_LOGGED_IN` (401). */
export function getMemberInfo(http: HttpClient): Promise<MemberInfo> {
  return request<MemberInfo>(http, { method: 'GET', url: PATHS.login.memberInfo });
}

/** Changes the password (token; body encrypted). `oldPassword` may be '' only in a session opened by a reset link. */
export async function changePassword(
  http: HttpClient,
  transportKey: string,
  payload: ChangePasswordPayload,
): Promise<void> {
  const { encryptBody } = await loadCrypto();
  await request<null>(http, {
    method: 'POST',
    url: PATHS.login.changePassword,
    data: encryptBody(payload, transportKey),
  });
}

/** Ends the session: the token is refused from then on. */
export async function logout(http: HttpClient): Promise<void> {
  await request<null>(http, { method: 'DELETE', url: PATHS.other.logout });
}

/** How many messages of the member's inbox are unread (token): the badge on platform information. */
export function getUnreadCount(http: HttpClient): Promise<UnreadCount> {
  return request<UnreadCount>(http, { method: 'GET', url: PATHS.other.unreadCount });
}
