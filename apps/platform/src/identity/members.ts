import type { MemberInfo } from '@tessera/api/contract';
import { MEMBER_TYPES } from '@tessera/api/contract';
import type { Db } from '../db/open';
import type { MemberRow } from '../db/schema';

/** A login name as stored: trimmed and lower-case. */
export const accountKey = (name: string): string => name.trim().toLowerCase();

/** A name made only of digits is a mobile number. */
export const isMobileNumber = (identifier: string): boolean => /^[0-9]+$/.test(identifier);

export function findMemberByAccount(db: Db, account: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('account', '=', accountKey(account)).executeTakeFirst();
}

export function findMemberByMobile(db: Db, mobile: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('mobile_num', '=', mobile.trim()).executeTakeFirst();
}

export function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The member a login names: by mobile number when it is all digits, else by account. */
export function findMemberByLogin(db: Db, identifier: string): Promise<MemberRow | undefined> {
  const name = identifier.trim();
  return isMobileNumber(name) ? findMemberByMobile(db, name) : findMemberByAccount(db, name);
}

/** The member as `GET /wps/member/info` answers it. */
export function memberInfo(row: MemberRow): MemberInfo {
  return {
    id: String(row.id),
    account: row.account,
    nickname: row.nickname,
    userName: row.account,
    type: row.type,
    toUpline: row.upline_id !== null,
    clubLabel: { labelName: row.club_label, rankLevel: row.club_rank },
    memberLabel: JSON.parse(row.member_labels) as string[],
    ...(row.language ? { language: row.language } : {}),
  };
}

export const isTrial = (row: MemberRow): boolean => row.type === MEMBER_TYPES.trial;

/** True when the password is older than the maximum age. */
export function passwordExpired(row: MemberRow, now: number, maxAgeDays: number): boolean {
  return now - Date.parse(row.password_changed_at) > maxAgeDays * 86_400_000;
}
