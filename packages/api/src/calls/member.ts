import type { ChangePasswordPayload, MemberInfo, MemberLanguagePayload, UnreadCount } from '../contract';
import { loadCrypto } from '../crypto/lazy';
import type { HttpClient } from '../http';
import { PATHS_LOGIN } from '../paths/login';
import { PATHS_OTHER } from '../paths/other';
import { request } from '../request';

/** The logged-in member (token). Without a valid session it rejects with an http ApiError `NOT_LOGGED_IN` (401). */
export function getMemberInfo(http: HttpClient): Promise<MemberInfo> {
  return request<MemberInfo>(http, { method: 'GET', url: PATHS_LOGIN.memberInfo });
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
    url: PATHS_LOGIN.changePassword,
    data: encryptBody(payload, transportKey),
  });
}

/**
 * Stores the member's display language on the platform (token; §4 "notifies the server"): from then
 * on the platform answers this member's content and refusal messages in it, on any device.
 */
export async function setMemberLanguage(http: HttpClient, language: string): Promise<void> {
  const body: MemberLanguagePayload = { language };
  await request<null>(http, { method: 'PUT', url: PATHS_LOGIN.memberLanguage, data: body });
}

/** Ends the session: the token is refused from then on. */
export async function logout(http: HttpClient): Promise<void> {
  await request<null>(http, { method: 'DELETE', url: PATHS_OTHER.logout });
}

/** How many messages of the member's inbox are unread (token): the badge on platform information. */
export function getUnreadCount(http: HttpClient): Promise<UnreadCount> {
  return request<UnreadCount>(http, { method: 'GET', url: PATHS_OTHER.unreadCount });
}
