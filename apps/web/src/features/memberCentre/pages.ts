import type { TranslationKey } from '@tessera/i18n';
/**
 * The member centre's pages (§2), in the order of its navigation, by the ids the spec gives them.
 * The default page is securityCenter (my account).
 */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'referral',
  'messageV2',
  'feedback',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];
export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/** The module of each page, in `./pages`: a default-exported component without props. */
export const MEMBER_CENTRE_PAGE_FILES: Record<MemberCentrePage, string> = {
  securityCenter: 'AccountPage',
  transferFund: 'WalletPage',
  depositv2: 'DepositPage',
  withdraw: 'WithdrawPage',
  transferUpline: 'UplineTransferPage',
  personalHistoryCopy: 'BettingRecordPage',
  transactionHistory: 'AccountRecordPage',
  personalProfit: 'ProfitPage',
  referral: 'ReferralPage',
  messageV2: 'MessagesPage',
  feedback: 'FeedbackPage',
};

/** The i18n key of each page's name (navigation entry and page heading). */
export const MEMBER_CENTRE_PAGE_LABELS: Record<MemberCentrePage, TranslationKey> = {
  securityCenter: 'mc_page_security_center',
  transferFund: 'mc_page_transfer_fund',
  depositv2: 'mc_page_deposit',
  withdraw: 'mc_page_withdraw',
  transferUpline: 'upline_page_title',
  personalHistoryCopy: 'mc_page_betting_record',
  transactionHistory: 'mc_page_account_record',
  personalProfit: 'profit_page_title',
  referral: 'referral_page_title',
  messageV2: 'mc_page_messages',
  feedback: 'mc_page_feedback',
};
