/** Invite friends (migration 0009): member referral codes and who referred whom. */
export interface ReferralDatabase {
  referral_codes: ReferralCodesTable;
  referrals: ReferralsTable;
}

/** A member's own referral code, made once and kept. */
export interface ReferralCodesTable {
  member_id: number;
  code: string;
  created_at: string;
}

/** A member who registered with another member's referral code. */
export interface ReferralsTable {
  member_id: number;
  referrer_id: number;
  created_at: string;
}
